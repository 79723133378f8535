// @vitest-environment node
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { routePageFile } from '../../scripts/lib/route-preloads';
import { exampleAddress, readRouteTable } from '../../scripts/lib/route-table';
import { paths } from '@/config/paths';

/**
 * The build's reading of the router (scripts/lib/route-table.ts): which code each route loads, from
 * the route table itself. What the built site then sends is tests/e2e/route-preloads.e2e.ts.
 */

const folders: string[] = [];
afterEach(() => folders.splice(0).forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A router file (and its neighbours) in a folder of its own; returns the router's path. */
function routerWith(files: Record<string, string>) {
  const folder = mkdtempSync(join(tmpdir(), 'painel-route-table-'));
  folders.push(folder);
  for (const [name, text] of Object.entries(files)) writeFileSync(join(folder, name), text);
  return join(folder, 'router.tsx');
}

describe('the route table the build reads', () => {
  const table = readRouteTable(ts, 'src/app/router.tsx', { paths });
  const route = (pattern: string) => table.find((candidate) => candidate.pattern === pattern);
  const specifiers = (pattern: string) => route(pattern)?.imports.map((found) => found.specifier);

  it('has every route of the spec, with the screen each one loads', () => {
    expect(table.map((candidate) => candidate.pattern)).toEqual(
      expect.arrayContaining([
        '/',
        '/esqueceu-senha',
        '/cadastrar-senha/:token',
        '/cobranca/:paymentId',
        '/listas',
        '/associados/form/editar/:associadoId',
        '/remessas/info/:remessaId',
        '/usuarios/form/cadastro',
      ]),
    );
    expect(specifiers('/')).toEqual(['@/features/auth/sign-in-page']);
    expect(specifiers('/cobranca/:paymentId')).toContain('@/features/cobranca/payment-slip-page');
  });

  it('follows helpers and layouts: a screen loads the frame and its page', () => {
    expect(specifiers('/associados/info/:associadoId')).toEqual([
      './layouts/authenticated-layout',
      '@/features/associados/associado-info-page',
    ]);
    // /listas's module is imported in route-code.ts (loadListasRoute).
    expect(route('/listas')?.imports).toEqual(
      expect.arrayContaining([{ specifier: './routes/listas', importer: expect.stringMatching(/route-code\.ts$/) }]),
    );
    expect(specifiers('/associados/info/:associadoId')).not.toContain('@/lib/primereact-locale');
  });

  it('knows which routes are behind the sign-in', () => {
    expect(route('/listas')?.elements).toContain('RequireSession');
    expect(route('/esqueceu-senha')?.elements).not.toContain('RequireSession');
  });

  it('gives every route of the router an address to open, and names the list a new parameter needs', () => {
    expect(table.map((candidate) => exampleAddress(candidate.pattern))).toContain('/associados/info/122');
    expect(exampleAddress('/cobranca/:paymentId')).toBe('/cobranca/demo-disponivel');
    expect(() => exampleAddress('/contratos/:contratoId')).toThrow(
      '/contratos/:contratoId: :contratoId has no value in EXAMPLE_PARAMS (scripts/lib/route-table.ts)',
    );
  });

  it('fails on a path it cannot read or an import of a computed module', () => {
    const computedPath = routerWith({
      'router.tsx':
        "const where = '/x';\nexport function createAppRoutes() {\n  return [{ path: where, lazy: () => import('./x') }];\n}",
    });
    expect(() => readRouteTable(ts, computedPath, { paths })).toThrow(
      /router\.tsx:3\): cannot read the route's path from `where`/,
    );
    const computedImport = routerWith({
      'router.tsx':
        "const name = './x';\nexport function createAppRoutes() {\n  return [{ path: '/x', lazy: () => import(name) }];\n}",
    });
    expect(() => readRouteTable(ts, computedImport, {})).toThrow(/not a plain string/);
    expect(() => readRouteTable(ts, routerWith({ 'router.tsx': 'export const routes = [];' }), {})).toThrow(
      /no `export function createAppRoutes/,
    );
  });

  it('reads a one-line screen helper declared in another file, imported by a relative path or an alias', () => {
    const router = routerWith({
      'router.tsx':
        "import { screen } from './helpers';\nexport function createAppRoutes() {\n  return [{ path: '/a', lazy: () => import('./frame'), children: [screen('b', () => import('./b'))] }];\n}",
      'helpers.ts':
        "import { locale } from '@x/locale-loader';\nexport const screen = (path, load) => ({ path, lazy: () => locale().then(load) });",
      'locale-loader.ts': "export const locale = () => import('./locale');",
    });
    const alias = { '@x': dirname(router) };
    expect(readRouteTable(ts, router, {}, alias)).toEqual([
      expect.objectContaining({ pattern: '/a/b', imports: expect.any(Array) }),
      expect.objectContaining({ pattern: '/a' }),
    ]);
    expect(readRouteTable(ts, router, {}, alias)[0]!.imports.map((found) => found.specifier)).toEqual([
      './frame',
      './locale',
      './b',
    ]);
  });
});

describe('the page nginx answers a route with', () => {
  it('is index.html for /, pages/… for the others, the last parameter as _', () => {
    expect(routePageFile('/')).toBe('index.html');
    expect(routePageFile('/listas')).toBe('pages/listas.html');
    expect(routePageFile('/associados/info/:associadoId')).toBe('pages/associados/info/_.html');
  });

  it('fails the build for a route nginx could not pick', () => {
    expect(() => routePageFile('/associados/:id/info')).toThrow(/at most a last :parameter/);
    expect(() => routePageFile('/arquivos/*')).toThrow(/"\*" is neither/);
  });
});
