import type { Plugin } from 'vite';
import { readRouteTable, type RouteEntry } from './route-table.ts';

/** A route with the modules its code is (resolved ids, as the bundle names them). */
export interface ResolvedRoute extends RouteEntry {
  moduleIds: string[];
}

/** The folder of the per-route pages nginx answers with (deploy/nginx.conf.template). */
export const ROUTE_PAGES_DIR = 'pages';

/**
 * The page nginx answers a route with: `/` is index.html; `/listas` is pages/listas.html; a route
 * ending in a parameter (`/associados/info/:associadoId`) is pages/associados/info/_.html, which
 * nginx finds by replacing the address's last segment with `_`. Other shapes cannot be picked by
 * nginx and fail the build.
 */
export function routePageFile(pattern: string): string {
  if (pattern === '/') return 'index.html';
  const segments = pattern.split('/').slice(1);
  const last = segments.length - 1;
  const named = segments.map((segment, index) => {
    if (segment.startsWith(':') && index === last && !segment.endsWith('?')) return '_';
    if (!/^[a-z0-9-]+$/.test(segment))
      throw new Error(
        `route ${pattern}: nginx picks a route's page by its fixed segments and at most a last :parameter; "${segment}" is neither (scripts/lib/route-preloads.ts)`,
      );
    return segment;
  });
  return `${ROUTE_PAGES_DIR}/${named.join('/')}.html`;
}

/**
 * One loading strategy for every route (docs/decisions/0023-route-preloads.md). Routes are lazy,
 * so the browser would ask for a screen's code only after the entry has run. For every route of
 * the router's table (src/app/router.tsx, read by scripts/lib/route-table.ts), the build writes
 * a copy of index.html that also preloads what the route's `lazy` functions (its own and its
 * layouts') load, with the chunks they import and their CSS: `/`'s in index.html itself, the
 * others' in pages/ (routePageFile), which nginx answers by the address. A route whose module
 * cannot be found fails the build.
 */
export function routePreloads({
  routerFile,
  constants,
  alias,
}: {
  routerFile: string;
  constants: Record<string, unknown>;
  /** The project's import aliases (`@` → src), to follow helpers imported through them. */
  alias?: Record<string, string>;
}): Plugin & { routes: () => ResolvedRoute[] } {
  let routes: ResolvedRoute[] | undefined;
  return {
    name: 'route-preloads',
    apply: 'build',
    routes: () => {
      if (!routes) throw new Error('route-preloads: the route table is read when the build starts');
      return routes;
    },
    async buildStart() {
      const ts = (await import('typescript')).default;
      const table = readRouteTable(ts, routerFile, constants, alias);
      routes = await Promise.all(
        table.map(async (route) => ({
          ...route,
          moduleIds: await Promise.all(
            route.imports.map(async ({ specifier, importer }) => {
              const resolved = await this.resolve(specifier, importer);
              if (!resolved || resolved.external)
                throw new Error(`route ${route.pattern} (${route.at}): its module "${specifier}" was not found`);
              return resolved.id;
            }),
          ),
        })),
      );
      for (const route of routes) if (route.moduleIds.length) routePageFile(route.pattern);
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const index = bundle['index.html'];
        if (!index || index.type !== 'asset' || !routes) return;
        const chunks = Object.values(bundle).flatMap((output) => (output.type === 'chunk' ? [output] : []));
        type Chunk = (typeof chunks)[number];
        const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
        const closure = (roots: Chunk[]) => {
          const seen = new Set<Chunk>();
          const visit = (chunk: Chunk) => {
            if (seen.has(chunk)) return;
            seen.add(chunk);
            for (const file of chunk.imports) {
              const imported = byName.get(file);
              if (imported) visit(imported);
            }
          };
          roots.forEach(visit);
          return seen;
        };
        const loadedByEntry = closure(chunks.filter((chunk) => chunk.isEntry));
        const chunkOf = (route: ResolvedRoute, id: string) => {
          const chunk =
            chunks.find((candidate) => candidate.facadeModuleId === id) ??
            chunks.find((candidate) => candidate.moduleIds.includes(id));
          if (!chunk) throw new Error(`route ${route.pattern} (${route.at}): no chunk holds ${id}`);
          return chunk;
        };
        // The icon font (a small subset, src/styles/icons.css) is otherwise asked for only once the
        // CSS has been read and the page laid out: every screen shows icons at once.
        const font = Object.keys(bundle).find((file) => /\/primeicons-panel-[\w-]+\.woff2$/.test(file));
        const html = String(index.source);
        const pages = new Map<string, string>();
        for (const route of routes) {
          if (route.moduleIds.length === 0) continue;
          const file = routePageFile(route.pattern);
          if (pages.has(file)) throw new Error(`routes ${pages.get(file)} and ${route.pattern} would share ${file}`);
          pages.set(file, route.pattern);
          const js = [...closure(route.moduleIds.map((id) => chunkOf(route, id)))].filter(
            (chunk) => !loadedByEntry.has(chunk),
          );
          const css = new Set(js.flatMap((chunk) => [...(chunk.viteMetadata?.importedCss ?? [])]));
          const links = [
            ...js.map((chunk) => `<link rel="modulepreload" crossorigin href="/${chunk.fileName}">`),
            ...[...css].map((style) => `<link rel="preload" as="style" crossorigin href="/${style}">`),
            ...(font ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font}">`] : []),
          ];
          const source = html.replace('</head>', `  ${links.join('\n    ')}\n  </head>`);
          if (file === 'index.html') index.source = source;
          else this.emitFile({ type: 'asset', fileName: file, source });
        }
      },
    },
  };
}
