import { execFile } from 'node:child_process';
import { readFile, rm } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/** `npm run docs:api`: the whole contract as one static HTML file the API team opens from the disk. */
describe('npm run docs:api', () => {
  it('renders both contracts into docs-api/index.html, with its scripts inlined', async () => {
    await rm('docs-api', { recursive: true, force: true });
    // As a person runs it: under NODE_ENV=test (Vitest's) Redocly's join prints instead of writing.
    await promisify(execFile)('npm', ['run', '-s', 'docs:api'], {
      timeout: 120_000,
      env: { ...process.env, NODE_ENV: undefined },
    });
    const html = await readFile('docs-api/index.html', 'utf8');
    for (const operation of ['obterLinkBoleto', 'buscarAssociados', 'consultarCep', 'SituacaoRemessaOuNula'])
      expect(html, operation).toContain(operation);
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
  }, 120_000);
});
