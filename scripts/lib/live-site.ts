import { startMockServer } from '@mocks/server';
import type { Answer } from './browser';
import { buildForDeploy, reservePort, serveWithNginx } from './nginx-site';
import { startTlsFront, type TlsFront } from './tls-front';

/**
 * How the benches serve the panel (`BENCH_PROTOCOL`):
 * - `h2` (default), as staff are served: TLS and HTTP/2 in front of nginx and of the API, like the
 *   association's load balancer (scripts/lib/tls-front.ts), with a certificate made for the run;
 * - `http1`, as the benches measured before: plain HTTP/1.1 straight to nginx and to the API.
 */
export const BENCH_PROTOCOLS = {
  h2: { label: 'HTTP/2 and TLS, through a front like the load balancer', wire: 'h2' },
  http1: { label: 'HTTP/1.1 without TLS, straight to nginx and the API', wire: 'http/1.1' },
} as const;
export type BenchProtocol = keyof typeof BENCH_PROTOCOLS;

/** `BENCH_PROTOCOL` read and checked: `h2` when unset; anything else unknown stops the bench. */
export function benchProtocol(value = process.env.BENCH_PROTOCOL): BenchProtocol {
  const protocol = value || 'h2';
  if (!Object.hasOwn(BENCH_PROTOCOLS, protocol))
    throw new Error(`BENCH_PROTOCOL=${protocol} is unknown: use ${Object.keys(BENCH_PROTOCOLS).join(' or ')}.`);
  return protocol as BenchProtocol;
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
    close: async () => {
      await front?.close();
      await site.close();
      await mock.close();
    },
  };
}

export type LiveSite = Awaited<ReturnType<typeof startLiveSite>>;

/**
 * Checks that every answer from the panel and from the API came over the run's protocol, and says
 * so: `h2 (TLS 1.3): 21 answers, 9 from the panel, 12 from the API`. Throws when one did not, or
 * when none came from the panel (nothing would have been checked). A page may call no API (`/`).
 */
export function checkProtocol(live: Pick<LiveSite, 'protocol' | 'url' | 'apiUrl'>, answers: Answer[]): string {
  const expected = BENCH_PROTOCOLS[live.protocol].wire;
  const from = (origin: string) => answers.filter((answer) => new URL(answer.url).origin === origin);
  const panel = from(live.url);
  const api = from(live.apiUrl);
  if (!panel.length) throw new Error(`No answer seen from the panel (${live.url}): the protocol was not checked.`);
  const other = [...panel, ...api].filter((answer) => answer.protocol !== expected);
  if (other.length)
    throw new Error(
      `Expected ${expected} for every answer; got ${other.map((answer) => `${answer.protocol || '?'} for ${answer.url}`).join(', ')}.`,
    );
  const tls = [...new Set([...panel, ...api].map((answer) => answer.tls).filter(Boolean))].join(', ');
  return `${expected}${tls ? ` (${tls})` : ''}: ${panel.length + api.length} answers, ${panel.length} from the panel, ${api.length} from the API`;
}
