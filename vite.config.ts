import { readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import packageJson from './package.json' with { type: 'json' };
import { primeReactTheme } from './scripts/vite/primereact-theme.ts';

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
  return {
    plugins: [
      react(),
      primeReactTheme('saga-blue'),
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
      rolldownOptions: {
        // The generated zod modules build a schema for every call of the contract; a screen uses a
        // few. A zod call has no effect but its value, so an unused one is dropped, not run.
        treeshake: { manualPureFunctions: ['zod'] },
      },
      // Fonts stay files: the CSP's `font-src 'self'` refuses data: URLs (the icon font, 3.6 KB, is under Vite's 4 KB limit).
      assetsInlineLimit: (file: string) => (file.endsWith('.woff2') ? false : undefined),
    },
  };
});
