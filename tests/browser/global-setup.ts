import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RUN_DIR_VARIABLE } from './builds';

/** A folder for the run's builds (tests/browser/builds.ts), which the workers inherit, removed after the run. */
export default async function globalSetup() {
  const runDir = await mkdtemp(join(tmpdir(), 'painel-browser-run-'));
  process.env[RUN_DIR_VARIABLE] = runDir;
  return () => rm(runDir, { recursive: true, force: true });
}
