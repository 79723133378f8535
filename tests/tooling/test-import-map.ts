import { mkdirSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULES_RUN_DIR } from '../../scripts/lib/related-tests.mjs';

/**
 * Which project files each test file used, recorded by every unit run for `npm run check`
 * (scripts/related-tests.mjs). Not the import graph (Vitest's --changed follows it through every
 * lazy route), nor every module evaluated (every signed-in test evaluates the three lists): a module
 * counts when one of its named functions ran, as V8's coverage counts them; or when the test file
 * imports it itself; or when it has no named function (constants) and was evaluated. One JSON file
 * per test file (in MODULES_RUN_DIR), so parallel workers never write the same file.
 */

interface ModuleNode {
  id: string;
  file: string | null;
  evaluated: boolean;
  imports: Set<string>;
}
interface WorkerState {
  filepath?: string;
  evaluatedModules?: { idToModuleMap: Map<string, ModuleNode>; getModuleById(id: string): ModuleNode | undefined };
}
interface FunctionCoverage {
  functionName: string;
  ranges: { count: number }[];
}

const PROJECT_FILE = /^(src|mocks|tests|scripts)\/.*(?<!\.css)$/;
const session = new Session();
const workerState = () => (globalThis as { __vitest_worker__?: WorkerState }).__vitest_worker__;

/** Starts counting calls (tests/setup.ts, before the test file's modules are evaluated). */
export async function startRecording() {
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.startPreciseCoverage', { callCount: false, detailed: false });
}

/** The project files this test file used so far (see above), relative to `root`. */
export async function modulesUsedSoFar(root = process.cwd()): Promise<string[]> {
  const { result } = await session.post('Profiler.takePreciseCoverage');
  const called = new Map<string, FunctionCoverage[]>();
  for (const script of result) {
    if (script.url.startsWith('file://')) called.set(fileURLToPath(script.url), script.functions);
  }
  // Vitest keeps the evaluated modules in its worker state (what its own coverage reads); an
  // upgrade that moves them fails tests/tooling/related-tests.test.ts rather than emptying the map.
  const modules = workerState()?.evaluatedModules;
  const testFile = workerState()?.filepath;
  const imported = new Set(testFile ? [...(modules?.getModuleById(testFile)?.imports ?? [])] : []);
  const used = new Set<string>();
  for (const module of modules?.idToModuleMap.values() ?? []) {
    if (!module.evaluated || !module.file) continue;
    const file = relative(root, module.file);
    if (!PROJECT_FILE.test(file)) continue;
    const functions = called.get(module.file);
    const named = functions?.filter((fn) => fn.functionName !== '') ?? [];
    // Not in the coverage: evaluated before recording began, i.e. the set-up every test runs.
    const isUsed =
      functions === undefined ||
      imported.has(module.id) ||
      named.length === 0 ||
      named.some((fn) => fn.ranges[0].count > 0);
    if (isUsed) used.add(file);
  }
  return [...used].sort();
}

/** Records what the test file that just ran used (once per file, from tests/setup.ts). */
export async function recordModulesUsed(root = process.cwd()) {
  const testFile = workerState()?.filepath;
  if (!testFile) return;
  const dir = join(root, MODULES_RUN_DIR);
  mkdirSync(dir, { recursive: true });
  const name = relative(root, testFile);
  const modules = await modulesUsedSoFar(root);
  writeFileSync(join(dir, `${name.replaceAll('/', '__')}.json`), JSON.stringify({ testFile: name, modules }));
  session.disconnect();
}
