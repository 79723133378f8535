import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { builtSite } from '../../browser/builds';
import { expect, test } from '../../browser/fixtures';
import { unusedSchemaTexts } from '../../lib/contract-schemas';

/** What stands for the demo's mock code (MSW, faker, the seed, the training exercises' dialog). */
const MOCK_TRACES = [
  'faker',
  'mockServiceWorker',
  'msw/',
  'buildSeed',
  'DEMO_CREDENTIALS',
  'Exercícios de treinamento',
];

/** The build's files as `npm run build` wrote them: no site is served for this. */
async function liveBuildText() {
  const dir = await builtSite('live');
  const assets = await readdir(join(dir, 'assets'));
  const texts = await Promise.all(
    assets.filter((file) => file.endsWith('.js')).map((file) => readFile(join(dir, 'assets', file), 'utf8')),
  );
  return { files: await readdir(dir), text: texts.join('\n') };
}

test.describe('the live build (npm run build)', () => {
  test('holds no mock code and no mock file', async () => {
    const { files, text } = await liveBuildText();
    expect(MOCK_TRACES.filter((trace) => text.includes(trace))).toEqual([]);
    expect(files.filter((file) => file.startsWith('mockServiceWorker'))).toEqual([]);
  });

  test('holds no contract schema that no screen uses (a zod call is pure: vite.config.ts)', async () => {
    const { text } = await liveBuildText();
    expect(unusedSchemaTexts().filter((schemaText) => text.includes(schemaText))).toEqual([]);
  });
});
