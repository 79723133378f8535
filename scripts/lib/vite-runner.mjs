// The project's TypeScript modules (mocks/, src/, scripts/lib/*.ts) for a Node script: a Vite server in
// middleware mode, with the app's aliases and transforms, and its SSR module runner. Nothing is served.
import { createServer, createServerModuleRunner } from 'vite';

/**
 * `const modules = await startModuleRunner();`
 * `const { startMockServer } = await modules.import('/mocks/server.ts');` … `await modules.close();`
 */
export async function startModuleRunner() {
  const vite = await createServer({
    configFile: 'vite.config.ts',
    mode: 'development',
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const runner = createServerModuleRunner(vite.environments.ssr, { hmr: false });
  return {
    /** A module by its path from the project root (`/mocks/server.ts`). */
    import: (path) => runner.import(path),
    close: () => vite.close(),
  };
}
