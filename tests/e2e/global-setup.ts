import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { serveDemoBuild } from '../../scripts/lib/demo-build';

/**
 * Once per run, for every file of the browser journeys: the demo build (dist-demo/, or DEMO_DIR)
 * served with SPA fallback on 127.0.0.1, and a folder for the live build, which the first file that needs it builds
 * (tests/e2e/fixtures.ts liveBuild; LIVE_DIR names one already built, as scripts/test-all.sh does).
 */
export default async function setup(project: TestProject) {
  const outDir = process.env.DEMO_DIR ?? 'dist-demo';
  if (!existsSync(`${outDir}/index.html`))
    throw new Error(`${outDir}/ não existe: rode npm run build:demo antes dos testes de navegador.`);
  const liveDir = process.env.LIVE_DIR ?? '';
  if (liveDir && !existsSync(`${liveDir}/index.html`))
    throw new Error(`LIVE_DIR=${liveDir} não tem index.html: rode npm run build (ou não defina LIVE_DIR).`);
  const { server, baseUrl } = await serveDemoBuild(outDir, { build: false });
  const runDir = await mkdtemp(join(tmpdir(), 'painel-e2e-run-'));
  project.provide('demoUrl', baseUrl);
  project.provide('liveDir', liveDir);
  project.provide('runDir', runDir);
  return async () => {
    await server.close();
    await rm(runDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    demoUrl: string;
    /** A live build given by LIVE_DIR, or '' to build one for the run. */
    liveDir: string;
    /** A temporary folder for the run, removed after it. */
    runDir: string;
  }
}
