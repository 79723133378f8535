// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { selectTests } from '../../scripts/lib/related-tests.mjs';
import { formatMoney } from '@/utils/br/money';
import { modulesUsedSoFar } from './test-import-map';

const testFiles = ['tests/listas/usuarios-list.test.tsx', 'tests/auth/sign-in.test.tsx', 'tests/contract/spec.test.ts'];
const modulesRun = new Map([
  [
    'tests/listas/usuarios-list.test.tsx',
    ['src/app/router.tsx', 'src/features/usuarios/usuarios-list.tsx', 'tests/setup.ts'],
  ],
  ['tests/auth/sign-in.test.tsx', ['src/app/router.tsx', 'src/features/auth/sign-in-page.tsx', 'tests/setup.ts']],
  ['tests/contract/spec.test.ts', ['tests/setup.ts']],
]);
const sources: Record<string, string> = {
  'tests/contract/spec.test.ts': "readFileSync('openapi/painel.yaml')",
};
const select = (...changed: string[]) =>
  selectTests({ changed, testFiles, modulesRun, sourceOf: (test: string) => sources[test] ?? '' });

describe('the tests npm run check runs for a change', () => {
  it('runs the tests that ran a changed screen, not the ones that only share its lazy router', () => {
    expect(select('src/features/usuarios/usuarios-list.tsx')).toEqual({
      all: false,
      tests: ['tests/listas/usuarios-list.test.tsx'],
    });
  });

  it('runs every test that ran a shared module, and a changed test file itself', () => {
    expect(select('src/app/router.tsx').tests).toEqual(testFiles.slice(0, 2));
    expect(select('tests/contract/spec.test.ts').tests).toEqual(['tests/contract/spec.test.ts']);
  });

  it('runs the tests that name a file no test imports (the contract, a script)', () => {
    expect(select('openapi/painel.yaml').tests).toEqual(['tests/contract/spec.test.ts']);
  });

  it('runs a test with no record yet, and everything for a change to the set-up or the dependencies', () => {
    const added = 'tests/usuarios/novo.test.tsx';
    expect(
      selectTests({ changed: ['README.md'], testFiles: [...testFiles, added], modulesRun, sourceOf: () => '' }).tests,
    ).toEqual([added]);
    expect(select('package-lock.json')).toEqual({ all: true, tests: testFiles });
    expect(select('vitest.config.ts').all).toBe(true);
    expect(select('README.md').tests).toEqual([]);
  });
});

describe('what a test file ran, as recorded for npm run check', () => {
  it('lists the modules whose functions ran and the ones imported here, not the ones only evaluated', async () => {
    expect(formatMoney(1)).toMatch(/^R\$\s1,00$/);
    // Imported here, it counts; what it imports is evaluated, but none of its functions run.
    await import('@/features/usuarios/usuario-form-page');
    const used = await modulesUsedSoFar();
    expect(used).toContain('src/features/usuarios/usuario-form-page.tsx');
    expect(used).toContain('src/utils/br/money.ts');
    expect(used).toContain('scripts/lib/related-tests.mjs');
    expect(used).toContain('tests/tooling/test-import-map.ts');
    expect(used).not.toContain('src/features/usuarios/usuario-form-schema.ts');
    expect(used.every((file) => /^(src|mocks|tests|scripts)\//.test(file))).toBe(true);
  });
});
