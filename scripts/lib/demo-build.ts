import { execFileSync } from 'node:child_process';
import { preview } from 'vite';

/**
 * The demo build served by Vite's preview on a free port of 127.0.0.1, built into `outDir` first
 * unless `build` is false: `const { server, baseUrl } = await serveDemoBuild(outDir)` … `server.close()`.
 */
export async function serveDemoBuild(outDir: string, { build = true } = {}) {
  if (build)
    // A caller's NODE_ENV=development (Vite's module runner sets it) would ship React's dev build.
    execFileSync('npx', ['vite', 'build', '--mode', 'demo', '--outDir', outDir], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
  const server = await preview({
    configFile: false,
    root: process.cwd(),
    build: { outDir },
    preview: { host: '127.0.0.1', port: 0, strictPort: false },
    logLevel: 'error',
  });
  return { server, baseUrl: server.resolvedUrls!.local[0]!.replace(/\/$/, '') };
}
