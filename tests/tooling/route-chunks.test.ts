// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ResolvedRoute } from '../../scripts/lib/route-preloads';
import { planRouteChunks, type ModuleGraph } from '../../scripts/vite/route-chunks';

/**
 * How the build groups the modules the screens share into chunks (scripts/vite/route-chunks.ts), on a
 * small app: the entry, a sign-in page, a public page and three signed-in screens. What the real
 * build then sends for each route is tests/e2e/route-preloads.e2e.ts.
 */

/** `{ a: ['b'] }` with a weight per module (100 unless given). */
function graphOf(imports: Record<string, string[]>, sizes: Record<string, number> = {}): ModuleGraph {
  return {
    imports: new Map(Object.entries(imports)),
    sizeOf: (id) => sizes[id] ?? 100,
    entries: new Set(['main']),
  };
}

const route = (pattern: string, moduleIds: string[], signedIn: boolean): ResolvedRoute => ({
  pattern,
  moduleIds,
  imports: [],
  elements: signedIn ? ['RequireSession'] : [],
  at: 'router.tsx:1',
});

const table = [
  route('/', ['sign-in-page'], false),
  route('/esqueceu-senha', ['forgot-page'], false),
  route('/listas', ['frame', 'lists-page'], true),
  route('/x/form', ['frame', 'x-form-page'], true),
  route('/x/info', ['frame', 'x-info-page'], true),
];

const app = {
  main: ['react'],
  react: [],
  'sign-in-page': ['react', 'text-field'],
  'text-field': ['react'],
  'forgot-page': ['text-field', 'http', 'schemas'],
  http: [],
  schemas: [],
  frame: ['react', 'menu'],
  menu: [],
  'lists-page': ['table', 'http'],
  table: [],
  'x-form-page': ['text-field', 'http', 'schemas', 'form-kit', 'x-catalog'],
  'form-kit': ['schemas'],
  'x-catalog': [],
  'x-info-page': ['table', 'http', 'x-catalog'],
};

/** Which modules share a chunk, by chunk name. */
function chunksOf(names: Map<string, string>) {
  const chunks: Record<string, string[]> = {};
  for (const [id, name] of names) (chunks[name] ??= []).push(id);
  for (const ids of Object.values(chunks)) ids.sort();
  return chunks;
}

/** The chunks (by name; a module left out is its own) and which chunks each imports. */
function chunkGraph(imports: Record<string, string[]>, names: Map<string, string>) {
  const chunkOf = (id: string) => names.get(id) ?? id;
  const edges = new Map<string, Set<string>>();
  for (const [id, targets] of Object.entries(imports))
    for (const target of targets)
      if (chunkOf(target) !== chunkOf(id))
        edges.set(chunkOf(id), (edges.get(chunkOf(id)) ?? new Set()).add(chunkOf(target)));
  return { chunkOf, edges };
}

/** Every module a screen downloads: the chunks of what it runs, and what those chunks import. */
function downloadedBy(imports: Record<string, string[]>, names: Map<string, string>, roots: string[]) {
  const { chunkOf, edges } = chunkGraph(imports, names);
  const runs = new Set<string>();
  const visit = (id: string) => {
    if (runs.has(id)) return;
    runs.add(id);
    imports[id]?.forEach(visit);
  };
  roots.forEach(visit);
  const chunks = new Set<string>();
  const load = (chunk: string) => {
    if (chunks.has(chunk)) return;
    chunks.add(chunk);
    edges.get(chunk)?.forEach(load);
  };
  [...runs].forEach((id) => load(chunkOf(id)));
  const downloaded = Object.keys(imports).filter((id) => chunks.has(chunkOf(id)));
  return { runs, downloaded, unused: downloaded.filter((id) => !runs.has(id)) };
}

describe('the chunks the screens share', () => {
  it("puts what the entry imports in the entry's chunk, and leaves each screen its own modules", () => {
    const names = planRouteChunks(graphOf(app), table, { signIn: '/' });
    expect(names.get('react')).toBe('index');
    expect(names.has('main')).toBe(false);
    for (const own of ['sign-in-page', 'forgot-page', 'lists-page', 'x-form-page', 'x-info-page'])
      expect(names.has(own), own).toBe(false);
  });

  it('with nothing to waste, groups modules by the exact screens that load them', () => {
    const chunks = chunksOf(planRouteChunks(graphOf(app), table, { signIn: '/', wasteLimit: 0 }));
    const together = (...ids: string[]) =>
      Object.values(chunks).some((members) => ids.every((id) => members.includes(id)));
    // The signed-in frame and its menu, which the three signed-in screens load: a chunk named after the frame.
    expect(chunks.frame).toEqual(['frame', 'menu']);
    expect(together('table', 'http')).toBe(false);
    expect(together('text-field', 'schemas')).toBe(false);
  });

  it('merges chunks while no screen downloads more than the limit of code it does not run', () => {
    const tight = planRouteChunks(graphOf(app), table, { signIn: '/', wasteLimit: 0 });
    const loose = planRouteChunks(graphOf(app), table, { signIn: '/', wasteLimit: 100 });
    expect(new Set(loose.values()).size).toBeLessThan(new Set(tight.values()).size);
    for (const screen of table) {
      expect(downloadedBy(app, tight, screen.moduleIds).unused, screen.pattern).toEqual([]);
      // Every module weighs 100: at most one it does not run.
      expect(downloadedBy(app, loose, screen.moduleIds).unused.length, screen.pattern).toBeLessThanOrEqual(1);
    }
  });

  it('never gives the sign-in page anything it does not run, nor a public page signed-in code', () => {
    const names = planRouteChunks(graphOf(app), table, { signIn: '/', wasteLimit: 10_000 });
    expect(downloadedBy(app, names, ['main', 'sign-in-page']).unused).toEqual([]);
    const signedInOnly = [
      'frame',
      'menu',
      'lists-page',
      'table',
      'x-form-page',
      'form-kit',
      'x-catalog',
      'x-info-page',
    ];
    const publicDownloads = downloadedBy(app, names, ['main', 'forgot-page']).downloaded;
    expect(publicDownloads.filter((id) => signedInOnly.includes(id))).toEqual([]);
  });

  it('never makes two chunks that import each other', () => {
    // schemas, which the public page runs, imports x-catalog: merged with signed-in code they could loop.
    const looping = { ...app, schemas: ['x-catalog'] };
    for (const wasteLimit of [0, 100, 300, 10_000]) {
      const { edges } = chunkGraph(looping, planRouteChunks(graphOf(looping), table, { signIn: '/', wasteLimit }));
      const reaches = (from: string, to: string, seen = new Set<string>()): boolean =>
        [...(edges.get(from) ?? [])].some(
          (next) => next === to || (!seen.has(next) && (seen.add(next), reaches(next, to, seen))),
        );
      for (const chunk of edges.keys()) expect(reaches(chunk, chunk), `${chunk} (limit ${wasteLimit})`).toBe(false);
    }
  });

  it('makes the same chunks whatever order the bundler parsed the modules in', () => {
    const reversed = Object.fromEntries(Object.entries(app).reverse());
    expect(chunksOf(planRouteChunks(graphOf(reversed), table, { signIn: '/', wasteLimit: 100 }))).toEqual(
      chunksOf(planRouteChunks(graphOf(app), table, { signIn: '/', wasteLimit: 100 })),
    );
  });
});
