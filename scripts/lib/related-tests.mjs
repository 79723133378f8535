// Which unit and integration test files to run for a set of changed files (`npm run check`), from
// what each test file ran last time (tests/tooling/test-import-map.ts records it on every run).

/** Where each unit run records, per test file, what it used (tests/tooling/test-import-map.ts). */
export const MODULES_RUN_DIR = 'node_modules/.cache/painel-check/modules-run';

/** Changes that can affect any test: the test set-up, the build and the dependencies. */
const AFFECTS_ALL = /^(package(-lock)?\.json|vite(st)?\.config\.ts|tsconfig[\w.]*\.json|orval\.config\.ts)$/;
const TEST_FILE = /^(src\/.+\.test\.tsx?|mocks\/.+\.test\.ts|tests\/(?!e2e\/).+\.test\.tsx?)$/;

export const isTestFile = (file) => TEST_FILE.test(file);

/**
 * `selectTests({ changed: ['src/features/usuarios/usuarios-list.tsx'], testFiles, modulesRun, sourceOf })`
 * → `{ all: false, tests: ['tests/listas/usuarios-list.test.tsx', …] }`.
 * - `modulesRun`: test file → the project files it ran; a test file with no record (new since the
 *   last run) is selected.
 * - `sourceOf(test)`: its text, for files no test imports (a YAML contract, a shell script): a test
 *   that names the file's path reads or runs it.
 */
export function selectTests({ changed, testFiles, modulesRun, sourceOf }) {
  if (changed.some((file) => AFFECTS_ALL.test(file))) return { all: true, tests: testFiles };
  const imported = new Set([...modulesRun.values()].flat());
  const selected = testFiles.filter((test) => {
    const ran = modulesRun.get(test);
    if (!ran || changed.includes(test)) return true;
    return changed.some((file) => ran.includes(file) || (!imported.has(file) && sourceOf(test).includes(file)));
  });
  return { all: false, tests: selected };
}
