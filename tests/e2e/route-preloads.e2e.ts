import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { serveWithNginx, type NginxSite } from '../../scripts/lib/nginx-site';
import { exampleAddress, readRouteTable } from '../../scripts/lib/route-table';
import { liveBuild } from './fixtures';

/**
 * What the deployed site sends for each route of the spec (section 2), asked of nginx as a browser
 * would: the page that opens preloads its screen's code and everything that code imports, so no
 * chunk waits for the entry to run; a public page sends no internal screen's code
 * (docs/decisions/0023-route-preloads.md). No browser: the HTML and the chunks' imports say it.
 */

/**
 * Every route of the router, as the build reads it: its address, the modules its screen is (the
 * bundler names their chunks after them: `associado-info-page`) and whether it is public.
 */
const routes = readRouteTable(ts, 'src/app/router.tsx', { paths })
  .filter((route) => !route.pattern.includes('*'))
  .map((route) => ({
    path: exampleAddress(route.pattern),
    screen: route.imports.map(({ specifier }) => specifier.replace(/^.*\//, '')),
    isPublic: !route.elements.includes('RequireSession'),
  }));

/** Internal screens' chunks: what a signed-in route loads that no public one does. */
const publicCode = new Set(routes.filter((route) => route.isPublic).flatMap((route) => route.screen));
const internalCode = new Set(
  routes.filter((route) => !route.isPublic).flatMap((route) => route.screen.filter((name) => !publicCode.has(name))),
);

/** `assets/associado-info-page-xjTwhL0S.js` → `associado-info-page`. */
const chunkName = (file: string) => file.replace(/^.*\//, '').replace(/-[\w-]{8}\.js$/, '');

let outDir: string;
let site: NginxSite;
const chunkImports = new Map<string, Promise<string[]>>();

beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'painel-route-preloads-'));
  await cp(await liveBuild(), outDir, { recursive: true });
  site = await serveWithNginx(outDir, { PAINEL_API_URL: 'http://127.0.0.1:9' });
});

afterAll(async () => {
  await site?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
});

/** The page nginx answers for `path`, with what it loads: the entry, its preloaded modules and styles. */
async function pageFor(path: string) {
  const response = await fetch(`${site.url}${path}`);
  expect(response.status, path).toBe(200);
  expect(response.headers.get('content-type')).toContain('text/html');
  expect(response.headers.get('cache-control')).toBe('no-cache');
  const html = await response.text();
  const hrefs = (rel: string) =>
    [...html.matchAll(new RegExp(`<link rel="${rel}"[^>]*href="/([^"]+)"`, 'g'))].map((match) => match[1]!);
  const entry = /<script type="module" crossorigin src="\/([^"]+)"/.exec(html)?.[1];
  expect(entry, path).toBeDefined();
  return { entry: entry!, modules: hrefs('modulepreload'), styles: hrefs('preload" as="style') };
}

/** The chunks a chunk imports statically, read from its code as nginx serves it. */
function importsOf(file: string) {
  let imports = chunkImports.get(file);
  if (!imports) {
    imports = fetch(`${site.url}/${file}`).then(async (response) => {
      expect(response.status, file).toBe(200);
      const code = await response.text();
      return [...code.matchAll(/(?:from|import)\s*"\.\/([^"]+\.js)"/g)].map((match) => `assets/${match[1]}`);
    });
    chunkImports.set(file, imports);
  }
  return imports;
}

/** Every chunk the page runs before its screen can paint: the entry, the preloads and their static imports. */
async function loadedBy(page: { entry: string; modules: string[] }) {
  const loaded = new Set<string>();
  const visit = async (file: string) => {
    if (loaded.has(file)) return;
    loaded.add(file);
    for (const imported of await importsOf(file)) await visit(imported);
  };
  for (const file of [page.entry, ...page.modules]) await visit(file);
  return loaded;
}

describe('what nginx sends for each route of the spec', () => {
  it('reads every route of the spec from the router', () => {
    expect(routes.map((route) => route.path)).toEqual(
      expect.arrayContaining(['/', '/cobranca/demo-disponivel', '/listas', '/arrecadacao', '/usuarios/form/editar/2']),
    );
    expect([...internalCode]).toEqual(
      expect.arrayContaining(['authenticated-layout', 'listas', 'arrecadacao-page', 'associado-info-page']),
    );
    expect(routes.find((route) => route.path === '/')?.screen).toEqual(['sign-in-page']);
  });

  it.each(routes)('$path preloads its screen and every chunk that screen imports', async ({ path, screen }) => {
    const page = await pageFor(path);
    const preloaded = new Set([page.entry, ...page.modules]);
    expect(page.modules.map(chunkName), path).toEqual(expect.arrayContaining(screen));
    // Nothing the screen imports is left for a second round trip after the entry has run.
    for (const file of await loadedBy(page)) expect(preloaded, `${path}: ${file}`).toContain(file);
    for (const file of [...page.modules, ...page.styles]) {
      const response = await fetch(`${site.url}/${file}`);
      expect(response.status, `${path}: ${file}`).toBe(200);
    }
  });

  it.each(routes.filter((route) => route.isPublic))(
    '$path sends no internal screen’s code',
    async ({ path, screen }) => {
      const loaded = [...(await loadedBy(await pageFor(path)))].map(chunkName);
      expect(loaded.filter((name) => internalCode.has(name))).toEqual([]);
      // What it sends is its own screen (a short text page sends little else).
      expect(loaded).toEqual(expect.arrayContaining(screen));
    },
  );

  it('internal screens preload the frame and their styles, not the sign-in page', async () => {
    for (const route of routes.filter((candidate) => !candidate.isPublic)) {
      const page = await pageFor(route.path);
      expect(page.modules.map(chunkName), route.path).not.toContain('sign-in-page');
      expect(page.styles.length, route.path).toBeGreaterThan(0);
    }
  });

  it('a path of no route (or in other capitals) gets index.html, the sign-in page’s', async () => {
    const signIn = await pageFor('/');
    for (const path of ['/nao-existe', '/associados/info/122/mais', '/COBRANCA/demo-disponivel', '/listas/'])
      expect(await pageFor(path), path).toEqual(signIn);
  });
});
