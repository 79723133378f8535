// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The panel ships only the primeicons it uses (src/styles/icons.css, a subset of the font): an
// icon class in the code without a rule there would show nothing.
const root = join(import.meta.dirname, '../..');

function sourceFiles(directory: string): string[] {
  return readdirSync(join(root, directory), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

const iconClasses = (text: string) => new Set([...text.matchAll(/(?<![\w-])pi-[a-z0-9-]+/g)].map((match) => match[0]));

describe('icons', () => {
  it('every primeicons class the panel uses has its rule in src/styles/icons.css', () => {
    const used = new Set(
      ['src', 'mocks'].flatMap(sourceFiles).flatMap((file) => [...iconClasses(readFileSync(file, 'utf8'))]),
    );
    const css = readFileSync(join(root, 'src/styles/icons.css'), 'utf8');
    const defined = new Set([...css.matchAll(/^\.(pi-[a-z0-9-]+)[:\s{]/gm)].map((match) => match[1]));
    expect(used.size).toBeGreaterThan(20);
    expect([...used].filter((name) => !defined.has(name))).toEqual([]);
  });
});
