import { readFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders } from 'node:http';
import { connect, type ClientHttp2Session, type IncomingHttpHeaders as Http2Headers } from 'node:http2';
import { join } from 'node:path';
import { expect, test } from '../../browser/fixtures';
import { installSuiteClock } from '../../suite-clock';

/**
 * How the benches serve the panel by default (BENCH_PROTOCOL=h2, tests/browser/serving-protocol.ts):
 * TLS and HTTP/2 end in a front (tests/browser/tls-front.ts), as at the association's load balancer,
 * before deploy/serve-nginx.sh's nginx, which the image runs unchanged. The front must pass every
 * answer through as nginx gave it (headers, cache rules, gzip), and Chromium must trust the run's
 * certificate as a valid one (by its public key), not merely ignore an error: Chromium keeps
 * nothing in its HTTP cache from a connection whose certificate error it was told to ignore.
 */

interface Answer {
  status: number;
  headers: Record<string, string>;
  /** The body as sent (gzip when the server compressed it). */
  body: Buffer;
}

const asked = { 'accept-encoding': 'gzip' };
/** What differs by nature between an HTTP/1.1 answer and the same one over HTTP/2, or by the second. */
const byConnection = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

function comparable(headers: IncomingHttpHeaders | Http2Headers) {
  return Object.fromEntries(
    Object.entries(headers)
      .filter(([name]) => !name.startsWith(':') && !byConnection.has(name))
      .map(([name, value]) => [name, String(value)])
      .sort(([a], [b]) => a.localeCompare(b)),
  );
}

/** `url` asked over plain HTTP/1.1 (nginx directly). */
const overHttp1 = (url: string) =>
  new Promise<Answer>((resolve, reject) => {
    get(url, { headers: asked }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: comparable(response.headers),
          body: Buffer.concat(chunks),
        }),
      );
    }).on('error', reject);
  });

/** `path` asked of the front over HTTP/2, on one session. */
const overH2 = (session: ClientHttp2Session, path: string) =>
  new Promise<Answer>((resolve, reject) => {
    const stream = session.request({ ':path': path, ...asked });
    const chunks: Buffer[] = [];
    let headers: Http2Headers = {};
    stream.on('response', (received) => (headers = received));
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () =>
      resolve({ status: Number(headers[':status']), headers: comparable(headers), body: Buffer.concat(chunks) }),
    );
    stream.on('error', reject);
  });

test.describe('the benches’ TLS and HTTP/2 front', () => {
  test.use({ liveSiteOptions: { protocol: 'h2' } });

  test('answers every kind of path over h2 with the status, headers and bytes deploy/serve-nginx.sh’s nginx gives', async ({
    liveSite,
  }) => {
    const index = await readFile(join(liveSite.outDir, 'index.html'), 'utf8');
    const entry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(index)?.[1];
    expect(entry).toBeDefined();
    const paths = [
      '/',
      '/listas',
      '/associados/info/122',
      '/cobranca/demo-disponivel',
      '/config.js',
      entry!,
      '/favicon.svg',
      '/assets/nao-existe.js',
      '/healthz',
    ];
    const session = connect(liveSite.url, { ca: liveSite.certificate });
    try {
      const alpn = await new Promise<string | false | undefined>((resolve, reject) => {
        session.once('connect', () => resolve(session.alpnProtocol));
        session.once('error', reject);
      });
      expect(alpn).toBe('h2');
      for (const path of paths) {
        const [direct, front] = await Promise.all([overHttp1(`${liveSite.nginx.url}${path}`), overH2(session, path)]);
        expect({ path, status: front.status, headers: front.headers }).toEqual({
          path,
          status: direct.status,
          headers: direct.headers,
        });
        expect(front.body.equals(direct.body), path).toBe(true);
      }
      // What the comparison covered: the security headers, the cache rules and gzip.
      const asset = await overH2(session, entry!);
      expect(asset.headers).toMatchObject({
        'content-encoding': 'gzip',
        'cache-control': 'public, max-age=31536000, immutable',
        'x-frame-options': 'DENY',
      });
      expect(asset.headers['content-security-policy']).toContain(`connect-src 'self' ${liveSite.apiUrl};`);
      expect((await overH2(session, '/listas')).headers['cache-control']).toBe('no-cache');
    } finally {
      session.close();
    }
  });

  test('Chromium trusts the run’s certificate by its public key only: the panel and the API over h2 and TLS 1.3, files kept in its cache', async ({
    liveSite,
    playwright,
    launchOptions,
    page,
  }) => {
    // Chromium takes the flags that trust the certificate at launch: a browser of its own, as the
    // project launches it otherwise.
    const trusting = await playwright.chromium.launch({
      ...launchOptions,
      args: [...(launchOptions.args ?? []), ...liveSite.chromiumFlags],
    });
    try {
      const context = await trusting.newContext();
      await installSuiteClock(context);
      const first = await context.newPage();
      // Signs in, and says what every answer came over (it throws when one came over another protocol).
      expect(await liveSite.signIn(first)).toMatch(
        /^h2 \(TLS 1\.3\): \d+ answers, \d+ from the panel, [1-9]\d* from the API$/,
      );
      // Another tab on the same profile: every file of /listas comes from the cache, nothing over the wire.
      const second = await context.newPage();
      await second.goto('/listas');
      await expect(second.getByRole('table', { name: 'Associados' })).toBeVisible();
      const transferred = await second.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
          .map((entry) => (entry as PerformanceResourceTiming).transferSize),
      );
      expect(transferred.length).toBeGreaterThan(5);
      expect(transferred.filter((size) => size > 0)).toEqual([]);
    } finally {
      await trusting.close();
    }
    // The project's own browser, not told to trust it.
    await expect(page.goto('/')).rejects.toThrow(/ERR_CERT_AUTHORITY_INVALID/);
  });
});
