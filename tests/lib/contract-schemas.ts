// The generated zod schemas (src/generated/zod) that no screen imports, and the texts that only
// they hold (their `.describe('…')`): if one of those texts is in the live build, the build runs a
// schema no screen uses (vite.config.ts says a zod call is pure, so an unused one is dropped).
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const sourceFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));

/** `export const name = zod…;` blocks of a generated module, by name. */
function schemasOf(text: string) {
  const schemas = new Map<string, string>();
  for (const match of text.matchAll(/^export const (\w+) = zod\.([\s\S]*?)^(?=export |\S*$)/gm))
    schemas.set(match[1], match[2]);
  return schemas;
}

const describedTexts = (body: string) =>
  [...body.matchAll(/\.describe\('((?:[^'\\]|\\.)*)'\)/g)].map((match) => match[1]);

/** The texts held only by generated schemas that the screens' code (`src/`, not generated) never imports. */
export function unusedSchemaTexts(root = '.'): string[] {
  const imported = new Set<string>();
  // The screens' code, and the write answers the HTTP client checks (generated, src/lib/http/write-answer.ts).
  const importers = [
    ...sourceFiles(join(root, 'src')).filter((file) => !file.includes('/generated/')),
    join(root, 'src/generated/write-answers.ts'),
  ].filter((file) => existsSync(file));
  for (const file of importers) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s*{([^}]*)}\s*from\s*'(?:@\/generated\/|\.\/)zod\/[^']*'/g))
      for (const name of match[1].split(',')) imported.add(name.replace(/^\s*type\s+/, '').trim());
  }
  const used = new Set<string>();
  const unused = new Set<string>();
  for (const file of sourceFiles(join(root, 'src/generated/zod'))) {
    for (const [name, body] of schemasOf(readFileSync(file, 'utf8')))
      for (const text of describedTexts(body)) (imported.has(name) ? used : unused).add(text);
  }
  return [...unused].filter((text) => !used.has(text) && !text.includes('\\'));
}
