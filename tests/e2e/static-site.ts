import { spawn } from 'node:child_process';
import { readFile, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';

/**
 * A build served as deploy/nginx.conf serves it, for browser tests: the given headers on every
 * answer, hashed assets or a 404, every other path the app's index.html (SPA fallback). Reports of
 * Content-Security-Policy violations POSTed to `/__csp-report` (from the page or its service
 * worker) are collected in `reports`.
 */
export interface StaticSite {
  url: string;
  reports: unknown[];
  close: () => Promise<void>;
}

export const CSP_REPORT_PATH = '/__csp-report';

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.eot': 'application/vnd.ms-fontobject',
};

async function isFile(path: string) {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function serveStatic(root: string, headers: Record<string, string>): Promise<StaticSite> {
  const reports: unknown[] = [];
  const server = createServer((request, response) => {
    void (async () => {
      const { pathname } = new URL(request.url ?? '/', 'http://localhost');
      if (request.method === 'POST' && pathname === CSP_REPORT_PATH) {
        let body = '';
        for await (const chunk of request) body += String(chunk);
        reports.push(JSON.parse(body || 'null'));
        response.writeHead(204).end();
        return;
      }
      const file = normalize(join(root, decodeURIComponent(pathname)));
      const inside = file.startsWith(normalize(root) + sep);
      let served = inside && (await isFile(file)) ? file : null;
      if (!served && !pathname.startsWith('/assets/')) served = join(root, 'index.html');
      if (!served) {
        response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Não encontrado.');
        return;
      }
      response.writeHead(200, { ...headers, 'Content-Type': contentTypes[extname(served)] ?? 'application/octet-stream', 'Cache-Control': 'no-cache' });
      response.end(await readFile(served));
    })().catch((error: unknown) => {
      response.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    reports,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

/** `VITE_API_MODE=live VITE_API_URL=<apiUrl> npx vite build --outDir <outDir>`, CEP lookups at apiUrl too. */
export function buildLive(outDir: string, apiUrl: string, env: Record<string, string> = {}) {
  return new Promise<void>((resolve, reject) => {
    const build = spawn('npx', ['vite', 'build', '--outDir', outDir, '--logLevel', 'error'], {
      env: { ...process.env, VITE_API_MODE: 'live', VITE_API_URL: apiUrl, VITE_CEP_API_URL: apiUrl, ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let errors = '';
    build.stderr.on('data', (chunk) => (errors += String(chunk)));
    build.on('error', reject);
    build.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`vite build falhou (${code}): ${errors}`))));
  });
}
