import { spawn } from 'node:child_process';
import { chmod, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A build served by Debian's nginx through `deploy/serve-nginx.sh`, exactly as operators run it,
 * for browser tests and benchmarks: `const site = await serveWithNginx('dist', { PAINEL_API_URL: mock.url })`.
 * `accessLog()` reads the access log (a file: Node's pipes are sockets, which nginx cannot open as /dev/stdout); Content-Security-Policy reports sent by the browser
 * (page or service worker) to `PAINEL_CSP_REPORT_URI` are collected in `reports`.
 */
export interface NginxSite {
  url: string;
  accessLog: () => Promise<string[]>;
  reports: unknown[];
  close: () => Promise<void>;
}

/** A port nobody listens on right now (tests run beside others on the same machine). */
export async function freePort(): Promise<number> {
  const { port, release } = await reservePort();
  await release();
  return port;
}

/**
 * A port nobody listens on, held until `release()`: no other server of the run takes it meanwhile
 * (one whose address another server must know before it starts).
 */
export async function reservePort() {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { port, release: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A small server that keeps every Content-Security-Policy report POSTed to it. */
async function reportCollector() {
  const reports: unknown[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += String(chunk)));
    request.on('end', () => {
      try {
        reports.push(JSON.parse(body || 'null'));
      } catch {
        reports.push(body);
      }
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/csp-report`,
    reports,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A server process (nginx, directly or through deploy/serve-nginx.sh) that must not outlive this
 * one, once `ready()` holds: `const nginx = await startServer('nginx', args, env, ready)` … `nginx.stop()`.
 * Throws what it printed when it exits first or is not ready within 10 s.
 */
export async function startServer(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: () => Promise<boolean>,
) {
  const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let exited = false;
  child.stdout.on('data', (chunk: Buffer) => (output += String(chunk)));
  child.stderr.on('data', (chunk: Buffer) => (output += String(chunk)));
  const exit = new Promise<void>((resolve) => {
    child.on('exit', () => ((exited = true), resolve()));
    child.on('error', (error) => ((output += String(error)), (exited = true), resolve()));
  });
  // A test run or a benchmark that stops on an error takes its servers with it.
  const stopWithUs = () => child.kill('SIGTERM');
  process.once('exit', stopWithUs);
  const stop = async (signal: NodeJS.Signals = 'SIGTERM') => {
    process.off('exit', stopWithUs);
    child.kill(signal);
    await exit;
  };
  const deadline = Date.now() + 10_000;
  while (!exited && Date.now() < deadline) {
    if (await ready()) return { stop: () => stop() };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  await stop('SIGKILL');
  throw new Error(output);
}

export async function serveWithNginx(dir: string, env: Record<string, string> = {}): Promise<NginxSite> {
  const collector = await reportCollector();
  const runtimeDir = await mkdtemp(join(tmpdir(), 'painel-nginx-test-'));
  // mkdtemp folders are private; nginx's workers (another user when started as root) read the build.
  await chmod(dir, 0o755);
  const accessLogFile = join(runtimeDir, 'access.log');
  const accessLog = () =>
    readFile(accessLogFile, 'utf8').then(
      (text) => text.split('\n').filter(Boolean),
      () => [],
    );
  for (let attempt = 1; ; attempt++) {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const healthy = () =>
      fetch(`${url}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
    const variables = {
      PATH: process.env.PATH ?? '',
      TMPDIR: tmpdir(),
      PAINEL_RUNTIME_DIR: runtimeDir,
      PAINEL_CSP_REPORT_URI: collector.url,
      PAINEL_ACCESS_LOG: accessLogFile,
      ...env,
    };
    try {
      const nginx = await startServer('deploy/serve-nginx.sh', [dir, String(port)], variables, healthy);
      return {
        url,
        accessLog,
        reports: collector.reports,
        close: async () => {
          await nginx.stop();
          await collector.close();
          await rm(runtimeDir, { recursive: true, force: true });
        },
      };
    } catch (error) {
      // Another process took the port between the check and nginx's start: try another one.
      if (attempt < 3 && /Address already in use/.test(String(error))) continue;
      await collector.close();
      await rm(runtimeDir, { recursive: true, force: true });
      throw new Error(`deploy/serve-nginx.sh não respondeu em ${url}/healthz: ${(error as Error).message}`, {
        cause: error,
      });
    }
  }
}

/**
 * `npm run build` as the Dockerfile runs it: the live build with no address in it (no VITE_API_URL),
 * configured at start by /config.js.
 */
export function buildForDeploy(outDir: string) {
  return new Promise<void>((resolve, reject) => {
    const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('VITE_')));
    const build = spawn('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
      env: { ...env, NODE_ENV: 'production', VITE_API_MODE: 'live' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    build.stderr.on('data', (chunk) => (errors += String(chunk)));
    build.on('error', reject);
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build falhou (${code}): ${errors}`))));
  });
}

/** The file list and contents of a build, to prove it was not rebuilt. */
export async function fingerprint(dir: string, files: string[]) {
  return (await Promise.all(files.map((file) => readFile(join(dir, file), 'utf8')))).join('\n');
}
