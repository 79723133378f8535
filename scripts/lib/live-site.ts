import { startMockServer } from '@mocks/server';
import { buildForDeploy, serveWithNginx } from './nginx-site';

/**
 * The live build as deployed (configured at start, no address in it), served by nginx through
 * deploy/serve-nginx.sh and calling the mock server over HTTP: what the benches measure.
 * `const live = await startLiveSite(outDir)` … `live.site.url`, `live.mock.url` … `await live.close()`.
 * `build: false` serves what `outDir` already holds (another commit's build, to compare).
 */
export async function startLiveSite(outDir: string, { build = true } = {}) {
  const origins = new Set<string>();
  const mock = await startMockServer({ port: 0, origins: (origin) => origins.has(origin) });
  // buildForDeploy sets NODE_ENV=production (a Vite module runner sets it to development).
  if (build) await buildForDeploy(outDir);
  const site = await serveWithNginx(outDir, { PAINEL_API_URL: mock.url, PAINEL_CEP_API_URL: mock.url });
  origins.add(site.url);
  return {
    mock,
    site,
    close: async () => {
      await site.close();
      await mock.close();
    },
  };
}
