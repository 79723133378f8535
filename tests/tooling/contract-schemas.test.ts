// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { unusedSchemaTexts } from '../lib/contract-schemas';

/**
 * The texts by which tests/e2e/live/live-build-contents.e2e.ts finds a contract schema no screen uses in the live
 * build (tests/lib/contract-schemas.ts): on a small project, then on this one.
 */

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = undefined;
});

function project(files: Record<string, string>) {
  root = mkdtempSync(join(tmpdir(), 'contract-schemas-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const generated = `import * as zod from 'zod';

export const buscarBodyDescricaoMax = 250;

export const buscarBody = zod.object({
  "descricao": zod.string().max(buscarBodyDescricaoMax).describe('Texto procurado.'),
  "numPage": zod.number().describe('Página pedida.')
})

export const salvarBody = zod.object({
  "nome": zod.string().describe('Nome do registro.'),
  "numPage": zod.number().describe('Página pedida.')
})
`;

describe('unusedSchemaTexts', () => {
  it('gives the texts held only by schemas no screen imports; a limit imported is not a schema', () => {
    const dir = project({
      'src/generated/zod/t/t.zod.ts': generated,
      'src/features/busca.ts': "import { buscarBodyDescricaoMax } from '@/generated/zod/t/t.zod';\n",
      'src/features/salvar.ts': "import { salvarBody, type Nada } from '@/generated/zod/t/t.zod';\n",
      'src/features/salvar.test.ts': "import { buscarBody } from '@/generated/zod/t/t.zod';\n",
    });
    // buscarBody is imported by a test only; 'Página pedida.' is salvarBody's too, which a screen uses.
    expect(unusedSchemaTexts(dir)).toEqual(['Texto procurado.']);
  });

  it("finds this project's unused search body by its description", () => {
    expect(unusedSchemaTexts()).toContain('Texto procurado (nome, e-mail, CPF/CNPJ, cidade...). Vazio lista todos.');
  });
});
