import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { primeReactTheme } from './scripts/vite/primereact-theme';

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

/** A build chunk, as Rollup/Rolldown hands it to the plugins. */
type Chunk = {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  viteMetadata?: { importedCss: Set<string> };
};

/** The files a route's lazy modules need that the entry does not load already (JS, then their CSS). */
function routeFiles(bundle: Record<string, { type: string }>, modules: readonly string[]) {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) return undefined;
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const loadedByEntry = new Set([entry.fileName, ...entry.imports]);
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Chunk) => {
    if (loadedByEntry.has(chunk.fileName) || js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const file of chunk.imports) {
      const imported = byName.get(file);
      if (imported) visit(imported);
    }
  };
  for (const module of modules) {
    const chunk = chunks.find((candidate) => candidate.moduleIds.some((id) => id.replace(/\\/g, '/').endsWith(module)));
    if (!chunk) return undefined;
    visit(chunk);
  }
  return { js: [...js], css: [...css] };
}

const modulePreload = (file: string) => `<link rel="modulepreload" crossorigin href="/${file}">`;
const stylePreload = (file: string) => `<link rel="preload" as="style" crossorigin href="/${file}">`;

/**
 * Routes are lazy, so the browser would only ask for a page's code after the entry has run.
 * `<link rel="modulepreload">` for the chunks of the page that opens lets them download alongside
 * the entry (the page renders one round trip sooner). index.html carries the sign-in page's
 * (what everyone opens first; other pages only download it, never run it). /listas, the page staff
 * open after signing in and keep open, gets its own copy, listas.html, with the frame's and the
 * list's chunks instead (the list paints before its search asks for the HTTP client): nginx answers /listas with it
 * (deploy/nginx.conf.template), so no sign-in code competes with the list's.
 */
const signInRoute = ['src/features/auth/sign-in-page.tsx'];
const listasRoute = ['src/app/layouts/authenticated-layout.tsx', 'src/app/routes/listas.tsx'];
export const LISTAS_HTML = 'listas.html';

function preloadRoutes(): Plugin {
  return {
    name: 'preload-routes',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        if (!bundle) return;
        const files = routeFiles(bundle, signInRoute);
        // The icon font (a 3.8 KB subset, src/styles/icons.css) is otherwise asked for only once the
        // CSS has been read and the page laid out: both pages show icons at once.
        const font = Object.keys(bundle).find((file) => /\/primeicons-panel-[\w-]+\.woff2$/.test(file));
        return [
          ...(files?.js ?? []).map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...(font
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'preload', as: 'font', type: 'font/woff2', crossorigin: true, href: `/${font}` },
                  injectTo: 'head' as const,
                },
              ]
            : []),
        ];
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        const signIn = routeFiles(bundle, signInRoute);
        const listas = routeFiles(bundle, listasRoute);
        if (!index || index.type !== 'asset' || !signIn || !listas) return;
        const signInLinks = new Set(signIn.js.map(modulePreload));
        let html = String(index.source)
          .split('\n')
          .filter((line) => !signInLinks.has(line.trim()))
          .join('\n');
        const links = [...listas.js.map(modulePreload), ...listas.css.map(stylePreload)].join('\n    ');
        html = html.replace('</head>', `  ${links}\n  </head>`);
        this.emitFile({ type: 'asset', fileName: LISTAS_HTML, source: html });
      },
    },
  };
}

/**
 * The screens anyone opens without signing in (sign-in, password pages, the payment slip): no
 * internal page's code may load with them. scripts/bench-size.mjs checks the build for it.
 */
const publicScreen = /src\/features\/(auth|cobranca)\/[^/]+-page\.tsx$/;

/**
 * /listas's code in two chunks. Left to itself the bundler splits what the frame and the lists
 * share with the other pages into some twenty files of 1 to 7 KB; over HTTP/1.1 (six connections
 * to a host) each costs a round trip, which on a slow phone was most of the time before the list
 * painted (docs/decisions/0002-first-load-budget.md). What /listas imports statically, beyond what
 * the entry and the sign-in page import (left as they are: `/`'s budget), is grouped by who else
 * needs it: `listas` what only internal pages use (they load it with the frame, which they need
 * anyway), `listas-public` what a public screen uses too (the password pages and the payment slip
 * load it, a few KB, instead of the internal pages' code). No chunk imports back into these two.
 */
function listasChunks() {
  const imports = new Map<string, readonly string[]>();
  const reachableFrom = (isRoot: (id: string) => boolean) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of imports.get(id) ?? []) visit(next);
    };
    for (const id of imports.keys()) if (isRoot(id.replace(/\\/g, '/'))) visit(id);
    return seen;
  };
  let groups: { internal: Set<string>; public: Set<string> } | undefined;
  // Called once the module graph is complete: Rolldown tests modules when it makes the chunks.
  const groupsOf = () => {
    if (groups) return groups;
    const onFirstLoad = reachableFrom(
      (id) => id.endsWith('src/main.tsx') || signInRoute.some((module) => id.endsWith(module)),
    );
    const publicScreens = reachableFrom((id) => publicScreen.test(id));
    const listas = [...reachableFrom((id) => listasRoute.some((module) => id.endsWith(module)))].filter(
      (id) => !onFirstLoad.has(id),
    );
    groups = {
      internal: new Set(listas.filter((id) => !publicScreens.has(id))),
      public: new Set(listas.filter((id) => publicScreens.has(id))),
    };
    return groups;
  };
  const plugin: Plugin = {
    name: 'listas-chunks',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
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
  const listas = listasChunks();
  return {
    plugins: [
      react(),
      primeReactTheme('saga-blue'),
      listas.plugin,
      mockPublicFiles(mockMode),
      preloadRoutes(),
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
