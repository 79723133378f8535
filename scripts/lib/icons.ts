// The primeicons the panel shows, made from the code (`npm run icons`, scripts/build-icons.ts): the `pi-…`
// classes in src/ and mocks/, each icon's rule as primeicons.css writes it, and a font with just their glyphs.
// tests/styles/icons.test.ts checks the committed files against a fresh run and the font's glyphs.
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import fontverter from 'fontverter';
import * as harfbuzz from 'harfbuzzjs';
import subsetFont from 'subset-font';

export const iconFiles = {
  /** Hand-written: the @font-face, `.pi` and the modifiers (`pi-spin`, `pi-fw`), which draw no glyph. */
  base: 'src/styles/icons.css',
  /** Generated: one rule per icon. */
  rules: 'src/styles/icons-generated.css',
  /** Generated: primeicons' woff2 with just the icons' glyphs. */
  font: 'src/styles/primeicons-panel.woff2',
};
const sourceFolders = ['src', 'mocks'];
const primeicons = 'node_modules/primeicons';

export type Icon = { name: string; codePoint: number };

const iconClass = /(?<![\w-])pi-[a-z0-9-]+/g;

/** Every `pi-…` class written in the code (not its tests), sorted: `className="pi pi-eye"`, `icon: 'pi pi-key'`, `` `pi ${open ? 'pi-chevron-down' : …}` ``. */
export function usedIconClasses(root: string): string[] {
  const used = new Set<string>();
  for (const folder of sourceFolders) {
    const files = readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
      .map((entry) => join(entry.parentPath, entry.name));
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      // A name put together at run time could not be found here, and its icon would show nothing.
      // (`pi-${string}` is the type of an icon class, not a class.)
      if (/(?<![\w-])pi-\$\{(?!string\})/.test(text)) {
        throw new Error(
          `${relative(root, file)}: an icon class built at run time (\`pi-\${…}\`); write each whole class`,
        );
      }
      for (const match of text.matchAll(iconClass)) used.add(match[0]);
    }
  }
  return [...used].sort();
}

/** The icons of primeicons.css, by class: `.pi-eye:before { content: "\e966"; }` → `pi-eye` → 0xe966. */
export function primeiconsCodePoints(root: string): Map<string, number> {
  const css = readFileSync(join(root, primeicons, 'primeicons.css'), 'utf8');
  const rule = /^\.(pi-[a-z0-9-]+):before\s*\{\s*content:\s*"\\([0-9a-f]+)";\s*\}/gm;
  return new Map([...css.matchAll(rule)].map((match) => [match[1], parseInt(match[2], 16)]));
}

/** The classes the hand-written base declares (`pi-spin`, `pi-fw`): used with an icon, never one. */
function baseClasses(root: string): Set<string> {
  const css = readFileSync(join(root, iconFiles.base), 'utf8');
  return new Set([...css.matchAll(/^\s*\.(pi-[a-z0-9-]+)\b/gm)].map((match) => match[1]));
}

/** The icons the code uses, with their code points; a class that is neither an icon nor a base class fails. */
export function usedIcons(root: string): Icon[] {
  const codePoints = primeiconsCodePoints(root);
  const base = baseClasses(root);
  const used = usedIconClasses(root);
  const unknown = used.filter((name) => !codePoints.has(name) && !base.has(name));
  if (unknown.length) throw new Error(`Not in primeicons.css nor in ${iconFiles.base}: ${unknown.join(', ')}`);
  return used.filter((name) => codePoints.has(name)).map((name) => ({ name, codePoint: codePoints.get(name)! }));
}

/** The outline of each glyph a font maps to a code point (an SVG path; empty when the glyph draws nothing). */
export async function fontGlyphs(font: Uint8Array): Promise<Map<number, string>> {
  const face = new harfbuzz.Face(new harfbuzz.Blob(await fontverter.convert(font, 'truetype')));
  const drawing = new harfbuzz.Font(face);
  return new Map(
    [...face.collectUnicodes()].map((codePoint) => [codePoint, drawing.glyphToPath(drawing.nominalGlyph(codePoint)!)]),
  );
}

const hex = (codePoint: number) => codePoint.toString(16);

/** What `npm run icons` writes: the rules and the font for the icons the code uses. */
export async function buildIcons(root: string): Promise<{ icons: Icon[]; rules: string; font: Uint8Array }> {
  const icons = usedIcons(root);
  const { version } = JSON.parse(readFileSync(join(root, primeicons, 'package.json'), 'utf8')) as { version: string };
  const font = await subsetFont(
    readFileSync(join(root, primeicons, 'fonts/primeicons.woff2')),
    String.fromCodePoint(...icons.map((icon) => icon.codePoint)),
    // Icons need no layout features nor hinting. The name table keeps harfbuzz's default IDs 0-6: browsers
    // reject a font without one.
    { targetFormat: 'woff2', keepFeatures: [], noHinting: true },
  );
  const glyphs = await fontGlyphs(font);
  const missing = icons.filter((icon) => !glyphs.get(icon.codePoint));
  if (missing.length)
    throw new Error(`No glyph in primeicons' font for ${missing.map((icon) => icon.name).join(', ')}`);

  const rules = [
    `/* Generated by \`npm run icons\` (scripts/build-icons.ts, scripts/lib/icons.ts): do not edit by hand.`,
    `   The ${icons.length} primeicons ${version} icons that src/ and mocks/ use, each with its rule from primeicons.css;`,
    `   ${iconFiles.font.replace('src/styles/', '')} is primeicons' woff2 with just their glyphs. */`,
    ...icons.map((icon) => `.${icon.name}:before { content: '\\${hex(icon.codePoint)}'; }`),
    '',
  ].join('\n');
  return { icons, rules, font: new Uint8Array(font) };
}
