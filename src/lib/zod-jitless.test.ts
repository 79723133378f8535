// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';

describe('zod-jitless', () => {
  it('is the configuration zod reads: it never compiles a parser with new Function', async () => {
    await import('./zod-jitless');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);

    const compile = vi.spyOn(globalThis, 'Function');
    const schema = z.object({ nome: z.string(), numero: z.number() });
    expect(schema.parse({ nome: 'a', numero: 1 })).toEqual({ nome: 'a', numero: 1 });
    expect(compile).not.toHaveBeenCalled();
  });
});
