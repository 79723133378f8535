import { mkdirSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Which project files each test file actually ran, recorded by every unit run for `npm run check`
 * (scripts/related-tests.mjs). Unlike the import graph Vitest's --changed follows, it holds what a
 * test reached at run time: a test that renders the app at /listas lists the lists' modules, not
 * every lazy route. One JSON file per test file, so parallel workers never write the same file.
 */
export const MODULES_RUN_DIR = 'node_modules/.cache/painel-check/modules-run';

interface WorkerState {
  filepath?: string;
  evaluatedModules?: { idToModuleMap: Map<string, { file: string | null; evaluated: boolean }> };
}

const PROJECT_FILE = /^(src|mocks|tests|scripts)\//;

/** The project files evaluated so far in this test file's worker (Vitest resets them per file). */
export function modulesRunSoFar(root = process.cwd()): string[] {
  // Vitest keeps them in its worker state (what its coverage reads); an upgrade that moves them
  // fails tests/tooling/test-import-map.test.ts rather than leaving the map empty.
  const state = (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__;
  const files = new Set<string>();
  for (const module of state?.evaluatedModules?.idToModuleMap.values() ?? []) {
    if (!module.evaluated || !module.file) continue;
    const file = relative(root, module.file);
    if (PROJECT_FILE.test(file)) files.add(file);
  }
  return [...files].sort();
}

/** Records what the test file that just ran reached (called once per file, from tests/setup.ts). */
export function recordModulesRun(root = process.cwd()) {
  const state = (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__;
  if (!state?.filepath) return;
  const testFile = relative(root, state.filepath);
  const dir = join(root, MODULES_RUN_DIR);
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, `${testFile.replaceAll('/', '__')}.json`),
    JSON.stringify({ testFile, modules: modulesRunSoFar(root) }),
  );
}
