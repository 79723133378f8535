// The demo build as the benches serve it: built into `outDir` (unless the command says --no-build)
// and served by Vite's preview on a free port of 127.0.0.1.
import { execSync } from 'node:child_process';
import { preview } from 'vite';

/**
 * `const { server, baseUrl } = await serveDemoBuild(outDir)`; `server.close()` when done.
 * `{ build: false }` serves a build made before.
 */
export async function serveDemoBuild(outDir, { build = !process.argv.includes('--no-build') } = {}) {
  if (build) {
    // A Vite module runner started before (bench:scale) sets NODE_ENV=development, which would ship React's dev build.
    execSync(`npx vite build --mode demo --outDir ${outDir}`, {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  }
  const server = await preview({
    configFile: false,
    root: process.cwd(),
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    logLevel: 'error',
  });
  return { server, baseUrl: server.resolvedUrls.local[0].replace(/\/$/, '') };
}
