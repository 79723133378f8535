import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { promisify } from 'node:util';
import { buildForDeploy } from '../../scripts/lib/nginx-site';

/** The run's folder (tests/browser/global-setup.ts): what the first worker builds, the others take. */
export const RUN_DIR_VARIABLE = 'PAINEL_BROWSER_RUN_DIR';

const buildDemo = (outDir: string) =>
  // A caller's NODE_ENV=development would ship React's development build.
  promisify(execFile)('npx', ['vite', 'build', '--mode', 'demo', '--outDir', outDir, '--logLevel', 'error'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });

const KINDS = {
  /** `npm run build:demo`: the mock backend in the page. */
  demo: { given: 'DEMO_DIR', build: buildDemo },
  /** `npm run build`, as the Dockerfile runs it: configured at start, no address in it. */
  live: { given: 'LIVE_DIR', build: buildForDeploy },
} as const;
export type BuildKind = keyof typeof KINDS;

/**
 * The folder of a build of this checkout, only read by those who ask: `await builtSite('live')`.
 * `DEMO_DIR` / `LIVE_DIR` name one already built (`npm test` builds both first; a bench compares
 * another commit's); otherwise the first worker of the run that asks builds it while the others wait.
 */
export async function builtSite(kind: BuildKind): Promise<string> {
  const given = process.env[KINDS[kind].given];
  if (given) {
    if (!existsSync(join(given, 'index.html')))
      throw new Error(`${KINDS[kind].given}=${given} não tem index.html: faça a build ou não defina a variável.`);
    return resolve(given);
  }
  const runDir = process.env[RUN_DIR_VARIABLE];
  if (!runDir) throw new Error(`${RUN_DIR_VARIABLE} não definido: rode pelo Playwright Test (playwright.config.ts).`);
  const dir = join(runDir, kind);
  const done = join(runDir, `${kind}.done`);
  try {
    await mkdir(dir);
  } catch {
    // Another worker is building it.
    for (;;) {
      const outcome = await readFile(done, 'utf8').catch(() => undefined);
      if (outcome === 'ok') return dir;
      if (outcome !== undefined) throw new Error(`A build ${kind} falhou em outro worker: ${outcome}`);
      await sleep(200);
    }
  }
  try {
    await KINDS[kind].build(dir);
  } catch (error) {
    await writeFile(done, String(error));
    throw error;
  }
  await writeFile(done, 'ok');
  return dir;
}
