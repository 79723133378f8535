// Runs a script that takes the project's own modules (the mock, the seed, the app's TypeScript with its
// @/ and @mocks/ aliases and import.meta.env) through Vite's module runner, as the app's build sees
// them: `node scripts/run.ts scripts/mock-server.ts`. Its arguments stay in process.argv.
import { resolve } from 'node:path';
import { createServer, createServerModuleRunner } from 'vite';

const vite = await createServer({
  configFile: 'vite.config.ts',
  mode: 'development',
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, ws: false, watch: null },
  optimizeDeps: { noDiscovery: true, include: [] },
});
const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
try {
  await runner.import(resolve(process.argv[2] ?? ''));
} finally {
  await vite.close();
}
