// @vitest-environment node
import { ESLint } from 'eslint';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The import boundaries of eslint.config.js fire: each zone, reached by the alias and by a relative
 * path (the rule checks the resolved file), plus import cycles, scripts reaching into tests/ and
 * React in the mock backend.
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
    zone: 'feature → another feature, for every folder of src/features (acessibilidade)',
    file: 'src/features/acessibilidade/x.ts',
    alias: '@/features/usuarios/usuario-form-schema',
    relative: '../usuarios/usuario-form-schema',
  },
  {
    zone: 'a feature → the demo',
    file: 'src/features/remessas/x.ts',
    alias: '@/demo/training/exercises',
    relative: '../../demo/training/exercises',
  },
  {
    zone: 'shared code → the demo',
    file: 'src/lib/x.ts',
    alias: '@/demo/start-demo',
    relative: '../demo/start-demo',
  },
  { zone: 'app → the demo', file: 'src/app/x.ts', alias: '@/demo/start-demo', relative: '../demo/start-demo' },
  {
    zone: 'the demo → the inside of a feature',
    file: 'src/demo/training/x.ts',
    alias: '@/features/remessas/api',
    relative: '../../features/remessas/api',
  },
  { zone: 'the demo → app', file: 'src/demo/x.ts', alias: '@/app/router', relative: '../app/router' },
  {
    zone: 'the demo → lib beyond its events',
    file: 'src/demo/toolbar/x.ts',
    alias: '@/lib/store',
    relative: '../../lib/store',
  },
  {
    zone: 'the mock backend → the demo',
    file: 'mocks/lib/x.ts',
    alias: '@/demo/training/progress',
    relative: '../../src/demo/training/progress',
  },
  {
    zone: 'dialogs’ internals from outside',
    file: 'src/demo/mailbox/x.tsx',
    alias: '@/components/dialogs/dialog-views',
    relative: '../../components/dialogs/dialog-views',
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
    alias: '@tests/browser/fixtures',
    relative: '../../tests/browser/fixtures',
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
    { file: 'src/demo/mailbox/x.tsx', path: '../../components/dialogs' },
    { file: 'src/main.tsx', path: './demo/start-demo' },
    { file: 'src/demo/training/x.ts', path: '@/lib/app-events' },
    { file: 'src/demo/training/x.ts', path: '@/config/paths' },
    { file: 'src/demo/training/x.ts', path: '@/components/ui/button' },
    { file: 'src/demo/mailbox/x.ts', path: '@mocks/lib/mailbox' },
    { file: 'tests/x.ts', path: '@/demo/toolbar/demo-toolbar' },
    { file: 'src/components/dialogs/x.ts', path: './dialog-views' },
    { file: 'src/features/associados/x.ts', path: './associado-form-schema' },
    { file: 'src/features/associados/x.ts', path: '@/components/list/list-state' },
    { file: 'tests/x.ts', path: '@mocks/db' },
    { file: 'scripts/x.mjs', path: './lib/figures.mjs' },
  ])('allows $path in $file', async ({ file, path }) => {
    expect(await ruleIds(file, `import * as x from '${path}';\nexport default x;\n`)).toEqual([]);
  });

  it('refuses React in the mock backend', async () => {
    expect(await ruleIds('mocks/lib/x.ts', "import { useState } from 'react';\nexport default useState;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('refuses mock packages in the panel’s code', async () => {
    expect(await ruleIds('src/lib/x.ts', "import { http } from 'msw';\nexport default http;\n")).toContain(
      'no-restricted-imports',
    );
  });

  it('refuses a script loading tests/ through the module runner', async () => {
    const code =
      "const runner = { import: async (path) => path };\nawait runner.import('/tests/browser/fixtures.ts');\n";
    expect(await ruleIds('scripts/x.mjs', code)).toContain('no-restricted-syntax');
    expect(
      await ruleIds('scripts/x.mjs', code.replace('/tests/browser/fixtures.ts', '/scripts/lib/browser.ts')),
    ).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const file = 'tests/lint/fixtures/cycle-a.ts';
    const { readFile } = await import('node:fs/promises');
    expect(await ruleIds(file, await readFile(file, 'utf8'))).toContain('import-x/no-cycle');
  });
});
