// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The scripts (benches, screenshots, check:api) are plain JavaScript that take the project's modules
 * by name at run time (`const { buildSeed } = await modules.import('/mocks/db/seed.ts')`, or a static
 * `import { median } from './lib/figures.mjs'`): no type check sees those names, and a bench run
 * once a month learns of a rename only when it breaks. Each name must be an export of its module.
 */
const root = process.cwd();
const scriptFiles = ['scripts', 'scripts/lib']
  .flatMap((folder) => readdirSync(folder).map((name) => join(folder, name)))
  .filter((file) => file.endsWith('.mjs'));

const RUNNER_IMPORT =
  /const\s*\{([^}]*)\}\s*=\s*await\s+modules\.import\(\s*(?:'([^']+)'|ownModule\('([^']+)'\))\s*\)/g;
const STATIC_IMPORT = /^import\s*\{([^}]*)\}\s*from\s*'(\.{1,2}\/[^']+)';/gm;

/** `a, b as c` → `['a', 'b']`: the names taken from the module. */
const namesOf = (list: string) =>
  list
    .split(',')
    .map((name) => name.trim().split(/\s+as\s+|\s*:\s*/)[0]!)
    .filter(Boolean);

function importsOf(file: string) {
  const text = readFileSync(file, 'utf8');
  const found: { module: string; names: string[] }[] = [];
  for (const [, names, fromRoot, fromScript] of text.matchAll(RUNNER_IMPORT))
    found.push({
      module: fromRoot ? join(root, fromRoot) : resolve(dirname(file), fromScript!),
      names: namesOf(names!),
    });
  for (const [, names, specifier] of text.matchAll(STATIC_IMPORT))
    found.push({ module: resolve(dirname(file), specifier!), names: namesOf(names!) });
  const runnerCalls = text.match(/modules\.import\(/g)?.length ?? 0;
  const read = [...text.matchAll(RUNNER_IMPORT)].length;
  return { found, unread: runnerCalls - read };
}

describe('what the scripts take from the project by name', () => {
  it('reads every module runner import of the scripts (a new form of it would go unchecked)', () => {
    expect(scriptFiles.length).toBeGreaterThanOrEqual(15);
    const unread = scriptFiles.filter((file) => importsOf(file).unread > 0);
    expect(unread, 'write these imports as `const { name } = await modules.import(…)`').toEqual([]);
  });

  it.each(scriptFiles)('%s takes only names its modules export', async (file) => {
    const missing: string[] = [];
    for (const { module, names } of importsOf(file).found) {
      const exported = (await import(module)) as Record<string, unknown>;
      for (const name of names) if (!(name in exported)) missing.push(`${name} from ${relative(root, module)}`);
    }
    expect(missing).toEqual([]);
  });
});
