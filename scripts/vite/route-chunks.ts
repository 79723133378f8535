import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { ResolvedRoute } from '../lib/route-preloads.ts';

/**
 * The most code a screen may download that it does not run, to save requests, in gzip bytes of the
 * modules' source (about three times what they weigh minified: some 10 KB on the wire). Over
 * HTTP/1.1 a request costs a round trip (150 ms on Lighthouse's mobile preset, the time of some
 * 30 KB at its 1.6 Mbps) once a page asks for more files than its six connections:
 * docs/decisions/0026-route-chunks.md has the measures.
 */
const WASTE_LIMIT = 30_000;

/** `/src/features/associados/associado-form-page.tsx` → `associado-form-page`. */
const baseName = (id: string) => id.replace(/^.*\//, '').replace(/\.[^.]*$/, '');

interface Screen {
  name: string;
  isPublic: boolean;
  modules: Set<string>;
}

/** Modules that the same screens load, which become one chunk. */
interface Group {
  users: Set<Screen>;
  modules: string[];
  size: number;
}

/** The build's module graph, as the plan reads it. */
export interface ModuleGraph {
  /** Each module's static imports. */
  imports: Map<string, readonly string[]>;
  /** A module's weight: gzip bytes of its source. */
  sizeOf: (id: string) => number;
  /** The app's entry modules (index.html's). */
  entries: Set<string>;
}

/**
 * Every route's code in a few chunks, by one rule over the router's table. Left to itself the
 * bundler makes a chunk of every set of screens that share modules: some twenty-five files of 1 to
 * 7 KB per form. Over HTTP/1.1 (six connections to a host) each costs a round trip, which on a
 * slow phone was most of the time before a screen painted (docs/decisions/0002-first-load-budget.md,
 * 0026-route-chunks.md). The rule:
 * - what the entry imports (every page runs it) goes in the entry's chunk, `index`;
 * - a module only one screen loads stays in that screen's chunk;
 * - the others start grouped by the exact set of screens that load them, and two groups merge while
 *   no screen downloads more than WASTE_LIMIT of code it does not run, the merge that wastes least
 *   first. The sign-in page (`/`, its size budget) never downloads code it does not run; a public
 *   page never downloads what only signed-in screens run; no two chunks import each other.
 *
 * Returns the chunk each module goes in (a name): `index`, or a group's name. Modules left out stay
 * where the bundler puts them (a screen's own chunk).
 */
export function planRouteChunks(
  { imports, sizeOf, entries }: ModuleGraph,
  table: ResolvedRoute[],
  { signIn, wasteLimit = WASTE_LIMIT }: { signIn: string; wasteLimit?: number },
): Map<string, string> {
  const reachableFrom = (roots: Iterable<string>) => {
    const seen = new Set<string>();
    const visit = (id: string) => {
      if (seen.has(id)) return;
      seen.add(id);
      for (const next of imports.get(id) ?? []) visit(next);
    };
    for (const root of roots) visit(root);
    return seen;
  };

  /** The screens, and each route's: routes that load the same modules (a form's new and edit addresses) are one. */
  const screensOf = (inEntry: Set<string>) => {
    const screens = new Map<string, Screen>();
    const byRoute = new Map<string, Screen>();
    for (const route of table) {
      const modules = reachableFrom(route.moduleIds);
      const key = [...modules].sort().join('|');
      const own = route.moduleIds.filter((id) => !inEntry.has(id)).map(baseName);
      const screen = screens.get(key) ?? {
        name: own.find((name) => name.endsWith('-page')) ?? own.at(-1) ?? route.pattern,
        isPublic: !route.elements.includes('RequireSession'),
        modules,
      };
      screens.set(key, screen);
      byRoute.set(route.pattern, screen);
    }
    return { screens: [...screens.values()], byRoute };
  };

  const exactGroups = (screens: Screen[], inEntry: Set<string>) => {
    const groups = new Map<string, Group>();
    // In a fixed order, so that every build of the same code makes the same chunks.
    for (const id of [...new Set(screens.flatMap((screen) => [...screen.modules]))].sort()) {
      if (inEntry.has(id)) continue;
      const users = screens.filter((screen) => screen.modules.has(id));
      if (users.length < 2) continue;
      const key = users.map((screen) => screen.name).join('+');
      const group = groups.get(key) ?? { users: new Set(users), modules: [], size: 0 };
      group.modules.push(id);
      group.size += sizeOf(id);
      groups.set(key, group);
    }
    return [...groups.values()];
  };

  const importsBetween = (groups: Group[]) => {
    const groupOfModule = new Map<string, Group>();
    for (const group of groups) for (const id of group.modules) groupOfModule.set(id, group);
    const edges = new Map<Group, Set<Group>>();
    for (const group of groups) {
      const targets = new Set<Group>();
      for (const id of group.modules)
        for (const next of imports.get(id) ?? []) {
          const target = groupOfModule.get(next);
          if (target && target !== group) targets.add(target);
        }
      edges.set(group, targets);
    }
    return edges;
  };

  /** The groups a chunk of `roots` makes the browser download: them and what they import, at any depth. */
  const closure = (roots: Iterable<Group>, edges: Map<Group, Set<Group>>) => {
    const seen = new Set<Group>();
    const stack = [...roots];
    while (stack.length) {
      const group = stack.pop()!;
      if (seen.has(group)) continue;
      seen.add(group);
      stack.push(...(edges.get(group) ?? []));
    }
    return seen;
  };

  /** `edges` with `a` and `b` as one group `merged`, or undefined when that chunk would import itself. */
  const edgesWithMerge = (a: Group, b: Group, merged: Group, edges: Map<Group, Set<Group>>) => {
    const replace = (targets: Set<Group>) =>
      new Set([...targets].map((target) => (target === a || target === b ? merged : target)));
    const next = new Map<Group, Set<Group>>();
    for (const [group, targets] of edges) if (group !== a && group !== b) next.set(group, replace(targets));
    const own = replace(new Set([...(edges.get(a) ?? []), ...(edges.get(b) ?? [])]));
    own.delete(merged);
    next.set(merged, own);
    for (const target of own) if (closure([target], next).has(merged)) return undefined;
    return next;
  };

  /**
   * A group's chunk is named after the route module it holds (`authenticated-layout`, the signed-in
   * frame), else the package most of it is (`zod`), else its largest module of the panel's own.
   */
  const groupName = (group: Group, routeModules: string[]) => {
    const routeModule = routeModules.find((id) => group.modules.includes(id));
    if (routeModule) return baseName(routeModule);
    const byPackage = new Map<string, number>();
    for (const id of group.modules) {
      const name = /\/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id)?.[1];
      if (name) byPackage.set(name, (byPackage.get(name) ?? 0) + sizeOf(id));
    }
    const [topPackage, packageSize = 0] = [...byPackage].sort((a, b) => b[1] - a[1])[0] ?? [];
    if (topPackage && packageSize * 2 >= group.size) return topPackage.replace(/^@/, '').replace('/', '-');
    const own = group.modules.filter((id) => !id.includes('/node_modules/'));
    return baseName(own.reduce((big, id) => (sizeOf(id) > sizeOf(big) ? id : big), own[0]!));
  };

  const inEntry = reachableFrom(entries);
  const { screens, byRoute } = screensOf(inEntry);
  const signInScreen = byRoute.get(signIn);
  if (!signInScreen) throw new Error(`route-chunks: the router has no route ${signIn}`);

  let groups = exactGroups(screens, inEntry);
  // What each screen runs: at the start every chunk it downloads holds only that.
  const needed = new Map(
    screens.map((screen) => [
      screen,
      groups.filter((group) => group.users.has(screen)).reduce((sum, group) => sum + group.size, 0),
    ]),
  );
  const wasteBy = (groupList: Group[], edges: Map<Group, Set<Group>>) =>
    new Map(
      screens.map((screen) => {
        const loaded = closure(
          groupList.filter((group) => group.users.has(screen)),
          edges,
        );
        const size = [...loaded].reduce((sum, group) => sum + group.size, 0);
        return [screen, size - needed.get(screen)!];
      }),
    );
  const isPublic = (group: Group) => [...group.users].some((screen) => screen.isPublic);
  for (;;) {
    const edges = importsBetween(groups);
    let best: { groups: Group[]; worst: number; shared: number } | undefined;
    for (const [index, a] of groups.entries())
      for (const b of groups.slice(index + 1)) {
        // A public page never downloads what only signed-in screens run.
        if (isPublic(a) !== isPublic(b)) continue;
        const merged: Group = {
          users: new Set([...a.users, ...b.users]),
          modules: [...a.modules, ...b.modules],
          size: a.size + b.size,
        };
        const next = edgesWithMerge(a, b, merged, edges);
        if (!next) continue;
        const candidate = [...groups.filter((group) => group !== a && group !== b), merged];
        const waste = wasteBy(candidate, next);
        if (waste.get(signInScreen)! > 0 || [...waste.values()].some((bytes) => bytes > wasteLimit)) continue;
        const worst = Math.max(...waste.values());
        const shared = [...a.users].filter((screen) => b.users.has(screen)).length;
        if (!best || worst < best.worst || (worst === best.worst && shared > best.shared))
          best = { groups: candidate, worst, shared };
      }
    if (!best) break;
    groups = best.groups;
  }

  const named = new Map<string, string>();
  for (const id of inEntry) if (!entries.has(id)) named.set(id, 'index');
  const routeModules = table.flatMap((route) => route.moduleIds);
  for (const group of groups) for (const id of group.modules) named.set(id, groupName(group, routeModules));
  return named;
}

/**
 * The plugin and the bundler's chunk groups (`build.rolldownOptions.output.codeSplitting.groups`)
 * that apply planRouteChunks to the build's module graph and the router's table.
 */
export function routeChunks(routes: () => ResolvedRoute[], { signIn }: { signIn: string }) {
  const imports = new Map<string, readonly string[]>();
  const entries = new Set<string>();
  const codes = new Map<string, string>();
  // Weighed only when the plan asks: the modules screens share, not every module of the build.
  const sizes = new Map<string, number>();
  const sizeOf = (id: string) => {
    let size = sizes.get(id);
    if (size === undefined) {
      const code = codes.get(id);
      sizes.set(id, (size = code ? gzipSync(code).length : 0));
    }
    return size;
  };
  let names: Map<string, string> | undefined;
  const plugin: Plugin = {
    name: 'route-chunks',
    apply: 'build',
    moduleParsed(info) {
      imports.set(info.id, info.importedIds);
      if (info.code) codes.set(info.id, info.code);
      if (info.isEntry) entries.add(info.id);
    },
  };
  // Called once the module graph is complete, as the bundler makes the chunks.
  const chunkName = (id: string) => {
    names ??= planRouteChunks({ imports, sizeOf, entries }, routes(), { signIn });
    return names.get(id) ?? null;
  };
  // A member's own imports stay where they are (another group, a screen's chunk).
  return { plugin, groups: [{ name: chunkName, includeDependenciesRecursively: false }] };
}
