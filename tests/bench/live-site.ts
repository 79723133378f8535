import type { Page } from 'playwright-core';
import { startMockServer } from '@mocks/server';
import { signIn } from '../../scripts/lib/browser';
import { buildForDeploy, reservePort, serveWithNginx } from '../../scripts/lib/nginx-site';
import { checkProtocol, type Answer, type BenchProtocol } from './bench-protocol';
import { startTlsFront, type TlsFront } from './tls-front';

interface ResponseReceived {
  response: { url: string; protocol?: string; securityDetails?: { protocol: string } };
}

/**
 * Every answer `page` gets, as Chromium's network stack saw it (DevTools protocol), until `stop()`:
 * `const answers = await recordAnswers(page);` … `checkProtocol(live, await answers.stop())`.
 * Stopped before a measure: the DevTools network events cost the page's process a little.
 */
export async function recordAnswers(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const answers: Answer[] = [];
  cdp.on('Network.responseReceived', ({ response }: ResponseReceived) =>
    answers.push({ url: response.url, protocol: response.protocol ?? '', tls: response.securityDetails?.protocol }),
  );
  await cdp.send('Network.enable');
  return {
    stop: async () => {
      await cdp.detach();
      return answers;
    },
  };
}

/**
 * The live build as deployed (configured at start, no address in it), served by nginx through
 * deploy/serve-nginx.sh and calling the mock server: what the benches measure.
 * `const live = await startLiveSite(outDir, { protocol: benchProtocol() })` … `live.url` (what the
 * browser opens), `live.apiUrl`, `launchBrowser(live.chromiumFlags)` … `await live.close()`.
 * `build: false` serves what `outDir` already holds (another commit's build, to compare).
 */
export async function startLiveSite(
  outDir: string,
  { build = true, protocol = 'h2' }: { build?: boolean; protocol?: BenchProtocol } = {},
) {
  const origins = new Set<string>();
  const mock = await startMockServer({ port: 0, origins: (origin) => origins.has(origin) });
  // buildForDeploy sets NODE_ENV=production (a Vite module runner sets it to development).
  if (build) await buildForDeploy(outDir);
  let front: TlsFront | undefined;
  let apiUrl = mock.url;
  // The API's address goes into /config.js and connect-src when nginx starts: its port in the
  // front is taken first, and held until the front listens on it.
  const apiPort = protocol === 'h2' ? await reservePort() : undefined;
  if (apiPort) apiUrl = `https://127.0.0.1:${apiPort.port}`;
  const site = await serveWithNginx(outDir, { PAINEL_API_URL: apiUrl, PAINEL_CEP_API_URL: apiUrl });
  try {
    if (apiPort) {
      await apiPort.release();
      front = await startTlsFront([{ upstream: site.url }, { upstream: mock.url, port: apiPort.port }]);
    }
  } catch (error) {
    await site.close();
    await mock.close();
    throw error;
  }
  const url = front?.urls[0] ?? site.url;
  origins.add(url);
  const answersOver = { protocol, url, apiUrl };
  return {
    protocol,
    /** The panel's address, as the browser opens it. */
    url,
    /** The API's address the panel calls (PAINEL_API_URL). */
    apiUrl,
    mock,
    /** nginx as deploy/serve-nginx.sh runs it (plain HTTP; behind the front with h2). */
    nginx: site,
    /** Chromium's flags that trust the run's certificate (none for http1). */
    chromiumFlags: front?.chromiumFlags ?? [],
    /** The run's certificate (PEM), for Node's `ca` (none for http1). */
    certificate: front?.certificate,
    /**
     * Signs `page` in as the demo's manager, to /listas with its rows; says what every answer of the
     * panel and the API came over (`h2 (TLS 1.3): 36 answers, …`), or throws when one came over
     * another protocol.
     */
    signIn: async (page: Page) => {
      const answers = await recordAnswers(page);
      await signIn(page, `${url}/`);
      return checkProtocol(answersOver, await answers.stop());
    },
    close: async () => {
      await front?.close();
      await site.close();
      await mock.close();
    },
  };
}

export type LiveSite = Awaited<ReturnType<typeof startLiveSite>>;
