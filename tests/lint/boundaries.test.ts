// @vitest-environment node
import { ESLint } from 'eslint';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js fire: each zone, reached by the alias and by a relative
 * path (the rule checks the resolved file), plus import cycles and scripts reaching into tests/.
 * Each case lints one line of code as if it were the file at `file`.
 */
const eslint = new ESLint({ ignore: false });

async function ruleIds(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: file });
  return result.messages.map((message) => message.ruleId ?? message.message);
}

const ZONE = 'import-x/no-restricted-paths';

const forbidden: { zone: string; file: string; alias: string; relative: string }[] = [
  {
    zone: 'shared → features',
    file: 'src/lib/x.ts',
    alias: '@/features/associados/associados-csv',
    relative: '../features/associados/associados-csv',
  },
  { zone: 'shared → app', file: 'src/components/list/x.ts', alias: '@/app/router', relative: '../../app/router' },
  { zone: 'feature → app', file: 'src/features/associados/x.ts', alias: '@/app/router', relative: '../../app/router' },
  {
    zone: 'feature → another feature',
    file: 'src/features/associados/x.ts',
    alias: '@/features/usuarios/usuario-form-schema',
    relative: '../usuarios/usuario-form-schema',
  },
  { zone: 'panel code → mocks', file: 'src/lib/x.ts', alias: '@mocks/db/seed', relative: '../../mocks/db/seed' },
  {
    zone: 'panel code → mocks (from a feature)',
    file: 'src/features/remessas/x.ts',
    alias: '@mocks/server',
    relative: '../../../mocks/server',
  },
  {
    zone: 'dialogs’ internals from outside',
    file: 'mocks/ui/x.tsx',
    alias: '@/components/dialogs/dialog-views',
    relative: '../../src/components/dialogs/dialog-views',
  },
  {
    zone: 'dialogs’ internals from a feature',
    file: 'src/features/auth/x.ts',
    alias: '@/components/dialogs/dialog-context',
    relative: '../../components/dialogs/dialog-context',
  },
  {
    zone: 'scripts → tests',
    file: 'scripts/lib/x.ts',
    alias: '@tests/e2e/fixtures',
    relative: '../../tests/e2e/fixtures',
  },
];

describe('import boundaries (eslint.config.js)', () => {
  it.each(forbidden)('$zone: refused by the alias and by a relative path', async ({ file, alias, relative }) => {
    // The rule checks resolved files: an import of a file that is not there would prove nothing.
    expect(['.ts', '.tsx'].some((extension) => existsSync(join(dirname(file), relative) + extension))).toBe(true);
    expect(await ruleIds(file, `import * as x from '${alias}';\nexport default x;\n`)).toContain(ZONE);
    expect(await ruleIds(file, `import * as x from '${relative}';\nexport default x;\n`)).toContain(ZONE);
  });

  it.each([
    { file: 'src/features/associados/x.ts', path: '@/components/dialogs' },
    { file: 'mocks/ui/x.tsx', path: '../../src/components/dialogs' },
    { file: 'src/components/dialogs/x.ts', path: './dialog-views' },
    { file: 'src/features/associados/x.ts', path: './associado-form-schema' },
    { file: 'src/features/associados/x.ts', path: '@/components/list/list-state' },
    { file: 'tests/x.ts', path: '@mocks/db' },
    { file: 'scripts/x.mjs', path: './lib/figures.mjs' },
  ])('allows $path in $file', async ({ file, path }) => {
    expect(await ruleIds(file, `import * as x from '${path}';\nexport default x;\n`)).toEqual([]);
  });

  it('refuses mock packages in the panel’s code', async () => {
    expect(await ruleIds('src/lib/x.ts', "import { http } from 'msw';\nexport default http;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('refuses a script loading tests/ through the module runner', async () => {
    const code = "const runner = { import: async (path) => path };\nawait runner.import('/tests/e2e/fixtures.ts');\n";
    expect(await ruleIds('scripts/x.mjs', code)).toContain('no-restricted-syntax');
    expect(await ruleIds('scripts/x.mjs', code.replace('/tests/e2e/fixtures.ts', '/scripts/lib/browser.ts'))).toEqual(
      [],
    );
  });

  it('refuses an import cycle', async () => {
    const file = 'tests/lint/fixtures/cycle-a.ts';
    const { readFile } = await import('node:fs/promises');
    expect(await ruleIds(file, await readFile(file, 'utf8'))).toContain('import-x/no-cycle');
  });
});
