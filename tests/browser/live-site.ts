import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { startMockServer, type RunningMockServer } from '@mocks/server';
import { signIn } from '../../scripts/lib/browser';
import { reservePort, serveWithNginx, type NginxSite } from '../../scripts/lib/nginx-site';
import { startPrismProxy, type PrismProxy } from '../../scripts/lib/prism-proxy';
import { checkProtocol, type Answer, type BenchProtocol } from './serving-protocol';
import { startTlsFront, type TlsFront } from './tls-front';
import { startUnkindGateway, type UnkindGateway } from './unkind-gateway';

/** What stands between the live build and the mock server, and how the browser reaches it. */
export interface LiveSiteOptions {
  /** More `PAINEL_*` settings for deploy/serve-nginx.sh (a time limit, Sentry, a report address). */
  env?: Record<string, string>;
  /** Prism's validating proxy between the build and the mock server's contract API (`prism.violations`). */
  prism?: boolean;
  /** The tests' unkind gateway between the build and the mock server (./unkind-gateway.ts). */
  gateway?: boolean;
  /** Sees the served copy of the build before nginx serves it, and may change it. */
  afterBuild?: (outDir: string) => Promise<void>;
  /**
   * `h2`: TLS and HTTP/2 end in a front before nginx, as at the association's load balancer, and
   * the browser trusts the run's certificate (`chromiumFlags`); `http1` (the journeys): nginx directly.
   */
  protocol?: BenchProtocol;
  /** The mock server's simulated network; the journeys wait for the panel, not a network: none. */
  latency?: { min: number; max: number };
}

export interface LiveSite {
  /** The panel's address, as the browser opens it. */
  url: string;
  /** The address the panel calls (PAINEL_API_URL). */
  apiUrl: string;
  /** The mock server the build calls, in this process: a test reads and changes its data (`db`) directly. */
  mock: RunningMockServer;
  /** nginx as deploy/serve-nginx.sh runs it: `nginx.reports` (CSP), `nginx.accessLog()`. */
  nginx: NginxSite;
  /** With `prism: true`. */
  prism: PrismProxy;
  /** With `gateway: true`: its rules and what the server was sent. */
  gateway: UnkindGateway;
  /** The served copy of the build. */
  outDir: string;
  protocol: BenchProtocol;
  /** Chromium's flags that trust the run's certificate (none over http1). */
  chromiumFlags: string[];
  /** The run's certificate (PEM), for Node's `ca` (none over http1). */
  certificate?: string;
  /** Lets pages served at `url` (another nginx on the same build) call the mock server. */
  allowOrigin: (url: string) => void;
  /** The CORS check the mock server uses: for another mock server beside it. */
  allowsOrigin: (origin: string) => boolean;
  /**
   * Signs `page` in as the demo's manager, to /listas with its rows; says what every answer came over
   * (`h2 (TLS 1.3): 36 answers, …`), or throws when one came over another protocol.
   */
  signIn: (page: Page) => Promise<string>;
  close: () => Promise<void>;
}

/** The part only a test that asked for it may use. */
function asked<T extends object>(what: string, value: T | undefined): T {
  return (value ??
    new Proxy({} as T, {
      get: () => {
        throw new Error(`${what}: peça-o nas opções do site ao vivo (test.use({ liveSiteOptions: … })).`);
      },
    })) as T;
}

/**
 * The live build as deployed (`build`, only read: the site serves a copy), served by nginx through
 * deploy/serve-nginx.sh with `PAINEL_API_URL` (and the postal-code service) at a mock server in this
 * process, over `protocol`, with what `options` puts between them:
 * `const live = await startLiveSite(await builds.live(), { gateway: true })` … `await live.close()`.
 */
export async function startLiveSite(build: string, options: LiveSiteOptions = {}): Promise<LiveSite> {
  const { env = {}, protocol = 'http1', latency } = options;
  const origins = new Set<string>();
  const allowsOrigin = (origin: string) => origins.has(origin);
  const closers: (() => Promise<void>)[] = [];
  const close = async () => {
    for (const closer of closers.reverse()) await closer();
  };
  try {
    const mock = await startMockServer({ port: 0, origins: allowsOrigin, ...(latency && { latency }) });
    closers.push(mock.close);
    const prism = options.prism ? await startPrismProxy('openapi/painel.yaml', mock.url) : undefined;
    if (prism) closers.push(prism.close);
    const gateway = options.gateway ? await startUnkindGateway(mock.url) : undefined;
    if (gateway) closers.push(gateway.close);
    const outDir = await mkdtemp(join(tmpdir(), 'painel-live-'));
    closers.push(() => rm(outDir, { recursive: true, force: true }));
    await cp(build, outDir, { recursive: true });
    await options.afterBuild?.(outDir);

    // Over h2 the API's address goes into /config.js and connect-src when nginx starts: its port in
    // the front is taken first, and held until the front listens on it.
    const apiPort = protocol === 'h2' ? await reservePort() : undefined;
    const apiUrl = apiPort ? `https://127.0.0.1:${apiPort.port}` : (gateway?.url ?? prism?.url ?? mock.url);
    const nginx = await serveWithNginx(outDir, {
      PAINEL_API_URL: apiUrl,
      PAINEL_CEP_API_URL: apiPort ? apiUrl : mock.url,
      ...env,
    });
    closers.push(nginx.close);
    let front: TlsFront | undefined;
    if (apiPort) {
      await apiPort.release();
      front = await startTlsFront([{ upstream: nginx.url }, { upstream: mock.url, port: apiPort.port }]);
      closers.push(front.close);
    }
    const url = front?.urls[0] ?? nginx.url;
    origins.add(url);
    return {
      url,
      apiUrl,
      mock,
      nginx,
      prism: asked('O proxy do Prism', prism),
      gateway: asked('O gateway dos testes', gateway),
      outDir,
      protocol,
      chromiumFlags: front?.chromiumFlags ?? [],
      certificate: front?.certificate,
      allowOrigin: (other) => origins.add(other),
      allowsOrigin,
      signIn: async (page) => {
        const answers = await recordAnswers(page);
        await signIn(page, `${url}/`);
        return checkProtocol({ protocol, url, apiUrl }, await answers.stop());
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

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
