import { describe, expect, it, vi } from 'vitest';
import { onFirstInput } from './on-first-input';

describe('onFirstInput', () => {
  it('runs once, at the first move, touch or key, and not before', () => {
    const callback = vi.fn();
    onFirstInput(callback);
    expect(callback).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pointermove'));
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'a' }));
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs on a key alone, and not at all once stopped', () => {
    const byKey = vi.fn();
    onFirstInput(byKey);
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(byKey).toHaveBeenCalledTimes(1);

    const stopped = vi.fn();
    onFirstInput(stopped)();
    window.dispatchEvent(new Event('pointerdown'));
    expect(stopped).not.toHaveBeenCalled();
  });
});
