import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { routePreloads, type ResolvedRoute } from './scripts/lib/route-preloads.ts';
import { primeReactTheme } from './scripts/vite/primereact-theme.ts';
import { paths } from './src/config/paths.ts';

const alias = {
  '@': fileURLToPath(new URL('./src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('./mocks', import.meta.url)),
  '@tests': fileURLToPath(new URL('./tests', import.meta.url)),
};

const contentTypes: Record<string, string> = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8' };

/**
 * Files only mock mode needs (MSW's service worker, the sample boleto) live in mocks/public:
 * served by the dev server and copied into mock builds, never into the live build.
 */
function mockPublicFiles(enabled: boolean): Plugin {
  const directory = fileURLToPath(new URL('./mocks/public', import.meta.url));
  const files = readdirSync(directory);
  return {
    name: 'mock-public-files',
    configureServer(server) {
      if (!enabled) return;
      server.middlewares.use((request, response, next) => {
        const file = files.find((name) => request.url?.split('?')[0] === `/${name}`);
        if (!file) return next();
        response.setHeader('Content-Type', contentTypes[extname(file)] ?? 'application/octet-stream');
        response.end(readFileSync(join(directory, file)));
      });
    },
    generateBundle() {
      if (!enabled) return;
      for (const fileName of files)
        this.emitFile({ type: 'asset', fileName, source: readFileSync(join(directory, fileName)) });
    },
  };
}

/**
 * /listas's code in two chunks. Left to itself the bundler splits what the frame and the lists
 * share with the other pages into some twenty files of 1 to 7 KB; over HTTP/1.1 (six connections
 * to a host) each costs a round trip, which on a slow phone was most of the time before the list
 * painted (docs/decisions/0002-first-load-budget.md). What /listas's route loads, beyond what the
 * entry and the sign-in page (`/`) load (left as they are: `/`'s budget), is grouped by who else
 * needs it: `listas` what only signed-in routes use (they load it with the frame, which they need
 * anyway), `listas-public` what a public route uses too (the password pages and the payment slip
 * load it, a few KB, instead of the internal pages' code). No chunk imports back into these two.
 * The routes and their modules come from the router's table (`routes`, route-preloads).
 */
function listasChunks(routes: () => ResolvedRoute[]) {
  const imports = new Map<string, readonly string[]>();
  const entries = new Set<string>();
  const reachableFrom = (roots: readonly string[]) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of imports.get(id) ?? []) visit(next);
    };
    roots.forEach(visit);
    return seen;
  };
  let groups: { internal: Set<string>; public: Set<string> } | undefined;
  // Called once the module graph is complete: Rolldown tests modules when it makes the chunks.
  const groupsOf = () => {
    if (groups) return groups;
    const table = routes();
    const route = (pattern: string) => {
      const found = table.find((candidate) => candidate.pattern === pattern);
      if (!found) throw new Error(`listas-chunks: the router has no route ${pattern}`);
      return found;
    };
    const onFirstLoad = reachableFrom([...entries, ...route(paths.signIn.path).moduleIds]);
    const publicRoutes = reachableFrom(table.filter((candidate) => !isSignedIn(candidate)).flatMap((r) => r.moduleIds));
    const listas = [...reachableFrom(route(paths.listas.path).moduleIds)].filter((id) => !onFirstLoad.has(id));
    groups = {
      internal: new Set(listas.filter((id) => !publicRoutes.has(id))),
      public: new Set(listas.filter((id) => publicRoutes.has(id))),
    };
    return groups;
  };
  const plugin: Plugin = {
    name: 'listas-chunks',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      if (info.isEntry) entries.add(info.id);
    },
  };
  // A member's own imports stay where they are (the entry, the sign-in page's chunks, the other group).
  const group = (name: string, test: (id: string) => boolean) => ({
    name,
    test,
    includeDependenciesRecursively: false,
  });
  return {
    plugin,
    groups: [
      group('listas', (id) => groupsOf().internal.has(id)),
      group('listas-public', (id) => groupsOf().public.has(id)),
    ],
  };
}

/** A route behind the sign-in (inside `<RequireSession />`); every other one is public. */
const isSignedIn = (route: ResolvedRoute) => route.elements.includes('RequireSession');

/**
 * The deployed live build holds no address: `/config.js`, written by the server at start from
 * PAINEL_* variables (deploy/serve-nginx.sh), sets them before the panel's code runs. A classic
 * `defer` script runs before the module entry (same ordered list) without holding up the HTML, and
 * it is a same-origin file, so `script-src 'self'` stays strict. Builds given VITE_API_URL (local
 * development, some tests) keep that address and load no settings file.
 */
export const RUNTIME_CONFIG_FILE = '/config.js';

function runtimeConfigScript(enabled: boolean): Plugin {
  return {
    name: 'runtime-config-script',
    apply: 'build',
    transformIndexHtml() {
      if (!enabled) return;
      return [{ tag: 'script', attrs: { src: RUNTIME_CONFIG_FILE, defer: true }, injectTo: 'head-prepend' as const }];
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), 'VITE_'), ...process.env };
  const mockMode = (env.VITE_API_MODE ?? 'mock') === 'mock';
  const preloads = routePreloads({
    routerFile: fileURLToPath(new URL('./src/app/router.tsx', import.meta.url)),
    constants: { paths },
    alias,
  });
  const listas = listasChunks(preloads.routes);
  return {
    plugins: [
      react(),
      primeReactTheme('saga-blue'),
      preloads,
      listas.plugin,
      mockPublicFiles(mockMode),
      runtimeConfigScript(!mockMode && !env.VITE_API_URL),
    ],
    resolve: { alias },
    define: { __APP_VERSION__: JSON.stringify(packageJson.version) },
    server: { host: '127.0.0.1', port: 5173 },
    // The dev server's dependency scan starts from the panel's page only, not from every HTML file
    // under the root (the builds, docs-api/, the sample boleto), which may not even parse.
    optimizeDeps: { entries: ['index.html'] },
    preview: { host: '127.0.0.1', port: 4173 },
    build: {
      target: 'es2022',
      sourcemap: false,
      rolldownOptions: { output: { codeSplitting: { groups: listas.groups } } },
      // No .vite/manifest.json in what is deployed (it lists the source paths); scripts/bench-size.mjs
      // builds with --manifest to read the chunks' imports.
      // Fonts stay files: the CSP's `font-src 'self'` refuses data: URLs (the icon font, 3.6 KB, is under Vite's 4 KB limit).
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    },
  };
});
