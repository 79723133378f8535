import { execFile } from 'node:child_process';
import { createHash, X509Certificate } from 'node:crypto';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect } from 'node:tls';
import { promisify } from 'node:util';
import { freePort, startServer } from '../../scripts/lib/nginx-site';
import { findTool } from '../../scripts/lib/tools';

/**
 * The benches' stand-in for the association's load balancer: TLS and HTTP/2 in front of servers
 * that speak plain HTTP/1.1, as in production (deploy/nginx.conf.template listens over HTTP; TLS
 * ends in front of it). Debian's nginx with a certificate made for the run (never written
 * anywhere but the run's temporary folder), proxying each listener to one upstream and passing
 * its answers through unchanged (headers, cache rules, gzip). Bench only: the image never runs it.
 *
 *   const front = await startTlsFront([{ upstream: site.url }, { upstream: mock.url, port }]);
 *   front.urls[0] // https://127.0.0.1:<port>, the site over h2
 *   chromium.launch({ args: front.chromiumFlags }) // trusts this run's certificate, and no other bad one
 *   await front.close();
 */
export type TlsFront = Awaited<ReturnType<typeof startTlsFront>>;

export interface FrontListener {
  /** The plain HTTP server behind it, `http://127.0.0.1:<port>`. */
  upstream: string;
  /** The port to listen on (one reserved beforehand, when the upstream must know it); a free one when left out. */
  port?: number;
}

const run = promisify(execFile);

/** nginx as deploy/serve-nginx.sh runs it (scripts/lib/tools.ts: NGINX_BIN, the PATH, Debian's). */
const nginxBin = findTool('nginx') ?? '/usr/sbin/nginx';

/**
 * A self-signed certificate for 127.0.0.1 and localhost, valid for a day, with Debian's openssl
 * (a P-256 key, as a public site's). Returns the files and the base64 SHA-256 of its public key
 * (what Chromium's `--ignore-certificate-errors-spki-list` takes).
 */
async function makeCertificate(dir: string) {
  const certificate = join(dir, 'front.crt');
  const key = join(dir, 'front.key');
  const subject = '-subj /CN=127.0.0.1 -addext subjectAltName=IP:127.0.0.1,DNS:localhost';
  await run('openssl', [
    ...`req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -nodes -days 1 ${subject}`.split(' '),
    ...['-keyout', key, '-out', certificate],
  ]).catch((error: Error) => {
    throw new Error(`openssl não gerou o certificado da execução (apt-get install openssl): ${error.message}`);
  });
  const pem = await readFile(certificate, 'utf8');
  const spki = new X509Certificate(pem).publicKey.export({ type: 'spki', format: 'der' });
  return { certificate, key, pem, spkiHash: createHash('sha256').update(spki).digest('base64') };
}

/** The front's nginx config: one TLS + HTTP/2 listener per upstream, a pass-through proxy. */
function tlsFrontConfig(runtimeDir: string, certificate: string, key: string, listeners: Required<FrontListener>[]) {
  const servers = listeners.map(({ upstream, port }, index) => {
    const { host } = new URL(upstream);
    return `
    upstream front_${index} {
        server ${host};
        # Connections to the upstream stay open between requests, as a load balancer keeps them.
        keepalive 16;
    }
    server {
        # nginx 1.22 (Debian 12) writes HTTP/2 on the listen line; 1.25+ accepts it with a warning.
        listen 127.0.0.1:${port} ssl http2;
        location / {
            proxy_pass http://front_${index};
            proxy_http_version 1.1;
            proxy_set_header Connection "";
            # The upstream's own name: the mock server refuses any other Host.
            proxy_set_header Host ${host};
            # Answers are streamed as they come, never through a temporary file. A request's body
            # (a few KB of JSON) is read whole before it is passed on: a request the browser cancels
            # then never reaches the upstream half sent (the mock server would log it as an error).
            proxy_buffering off;
        }
    }`;
  });
  return `# The benches' TLS front (tests/browser/tls-front.ts), rendered for one run.
worker_processes 1;
pid ${runtimeDir}/nginx.pid;
error_log stderr warn;
daemon off;

events {
    worker_connections 512;
}

http {
    # The panel's biggest body, the vincular of a national month (12,500 payers, ~8 MB), as the mock
    # server takes it (MAX_BODY_BYTES): at nginx's 1 MB default the front refused it with a 413 that
    # the browser, over HTTP/2, never saw (the Adicionar waited for good).
    client_max_body_size 16m;
    client_body_temp_path ${runtimeDir}/client_body;
    proxy_temp_path ${runtimeDir}/proxy;
    fastcgi_temp_path ${runtimeDir}/fastcgi;
    uwsgi_temp_path ${runtimeDir}/uwsgi;
    scgi_temp_path ${runtimeDir}/scgi;
    access_log off;
    server_tokens off;
    ssl_certificate ${certificate};
    ssl_certificate_key ${key};
    ssl_protocols TLSv1.2 TLSv1.3;
${servers.join('\n')}
}
`;
}

/** The front answers on `port` with this run's certificate and offers HTTP/2 (ALPN). */
const answers = (port: number, ca: string) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port, ca, ALPNProtocols: ['h2'] });
    socket.once('secureConnect', () => (socket.destroy(), resolve(socket.alpnProtocol === 'h2')));
    socket.once('error', () => resolve(false));
  });

export async function startTlsFront(listeners: FrontListener[]) {
  const runtimeDir = await mkdtemp(join(tmpdir(), 'painel-tls-front-'));
  // nginx's workers (another user when started as root) create their temporary folders here.
  await chmod(runtimeDir, 0o755);
  try {
    const { certificate, key, pem, spkiHash } = await makeCertificate(runtimeDir);
    const ports: Required<FrontListener>[] = [];
    for (const { upstream, port } of listeners) ports.push({ upstream, port: port ?? (await freePort()) });
    const configFile = join(runtimeDir, 'nginx.conf');
    await writeFile(configFile, tlsFrontConfig(runtimeDir, certificate, key, ports));
    const ready = async () => (await Promise.all(ports.map(({ port }) => answers(port, pem)))).every(Boolean);
    const nginx = await startServer(
      nginxBin,
      ['-p', `${runtimeDir}/`, '-c', configFile, '-e', 'stderr'],
      {},
      ready,
    ).catch((error: Error) => {
      throw new Error(
        `A frente TLS (nginx) não abriu as portas ${ports.map(({ port }) => port).join(', ')}: ${error.message}`,
      );
    });
    return {
      /** `https://127.0.0.1:<port>` for each listener, in the order given. */
      urls: ports.map(({ port }) => `https://127.0.0.1:${port}`),
      /** The certificate (PEM), to trust it in Node (`ca`). */
      certificate: pem,
      /** Chromium's flag that trusts this run's certificate by its public key (SPKI pin), and only it. */
      chromiumFlags: [`--ignore-certificate-errors-spki-list=${spkiHash}`],
      close: async () => {
        await nginx.stop();
        await rm(runtimeDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await rm(runtimeDir, { recursive: true, force: true });
    throw error;
  }
}
