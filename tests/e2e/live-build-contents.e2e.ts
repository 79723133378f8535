import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { unusedSchemaTexts } from '../lib/contract-schemas';
import { liveBuild } from './fixtures';

/** What stands for the demo's mock code (MSW, faker, the seed, the training exercises' dialog). */
const MOCK_TRACES = [
  'faker',
  'mockServiceWorker',
  'msw/',
  'buildSeed',
  'DEMO_CREDENTIALS',
  'Exercícios de treinamento',
];

async function liveBuildText() {
  const dir = await liveBuild();
  const assets = await readdir(join(dir, 'assets'));
  const texts = await Promise.all(
    assets.filter((file) => file.endsWith('.js')).map((file) => readFile(join(dir, 'assets', file), 'utf8')),
  );
  return { files: await readdir(dir), text: texts.join('\n') };
}

describe('the live build (npm run build)', () => {
  it('holds no mock code and no mock file', async () => {
    const { files, text } = await liveBuildText();
    expect(MOCK_TRACES.filter((trace) => text.includes(trace))).toEqual([]);
    expect(files.filter((file) => file.startsWith('mockServiceWorker'))).toEqual([]);
  });

  it('holds no contract schema that no screen uses (a zod call is pure: vite.config.ts)', async () => {
    const { text } = await liveBuildText();
    expect(unusedSchemaTexts().filter((schemaText) => text.includes(schemaText))).toEqual([]);
  });
});
