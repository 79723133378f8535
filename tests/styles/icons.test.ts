// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildIcons, fontGlyphs, iconFiles, usedIconClasses, usedIcons } from '../../scripts/lib/icons';

// The panel ships only the primeicons it uses, written by `npm run icons` from the code: an icon class
// without its rule, or without its glyph in the font, would show nothing.
const root = join(import.meta.dirname, '../..');
const committed = (file: string) => readFileSync(join(root, file));
const classesIn = (css: string) => new Set([...css.matchAll(/^\s*\.(pi-[a-z0-9-]+)\b/gm)].map((match) => match[1]));

describe('icons', () => {
  it('the committed rules and font are what `npm run icons` makes from the code now', async () => {
    const fresh = await buildIcons(root);
    expect(committed(iconFiles.rules).toString('utf8'), 'run `npm run icons`').toBe(fresh.rules);
    expect(committed(iconFiles.font).equals(fresh.font), 'run `npm run icons`').toBe(true);
  });

  it('every primeicons class the code uses has its rule', () => {
    const used = usedIconClasses(root);
    const defined = new Set([
      ...classesIn(committed(iconFiles.base).toString('utf8')),
      ...classesIn(committed(iconFiles.rules).toString('utf8')),
    ]);
    expect(used.length).toBeGreaterThan(20);
    expect(used.filter((name) => !defined.has(name))).toEqual([]);
  });

  it('every icon the code uses has its glyph in the font, drawn as primeicons draws it, and the font holds no other', async () => {
    const glyphs = await fontGlyphs(committed(iconFiles.font));
    const primeicons = await fontGlyphs(committed('node_modules/primeicons/fonts/primeicons.woff2'));
    const icons = usedIcons(root);
    expect(icons.filter((icon) => !glyphs.get(icon.codePoint)).map((icon) => icon.name)).toEqual([]);
    for (const icon of icons) expect(glyphs.get(icon.codePoint), icon.name).toBe(primeicons.get(icon.codePoint));
    expect([...glyphs.keys()].sort()).toEqual(icons.map((icon) => icon.codePoint).sort());
  });

  describe('a class the build cannot draw stops it', () => {
    let fixture = '';
    afterEach(() => rmSync(fixture, { recursive: true, force: true }));
    const codeUsing = (line: string) => {
      fixture = mkdtempSync(join(tmpdir(), 'icons-'));
      for (const folder of ['src/styles', 'mocks']) mkdirSync(join(fixture, folder), { recursive: true });
      symlinkSync(join(root, 'node_modules'), join(fixture, 'node_modules'));
      writeFileSync(join(fixture, iconFiles.base), committed(iconFiles.base));
      writeFileSync(join(fixture, 'src/screen.tsx'), `export const icon = ${line};\n`);
      return fixture;
    };

    it('a name that is no primeicons icon', () => {
      expect(() => usedIcons(codeUsing(`'pi pi-eye pi-no-such-icon'`))).toThrow(
        'Not in primeicons.css nor in src/styles/icons.css: pi-no-such-icon',
      );
    });

    it('a name put together at run time, which no scan can see', () => {
      expect(() => usedIcons(codeUsing('(name: string) => `pi pi-${name}`'))).toThrow(
        'src/screen.tsx: an icon class built at run time',
      );
      // The type of an icon class is no class: `type IconName = \`pi-${string}\``.
      expect(usedIcons(codeUsing("'pi pi-eye' as `pi-${string}`")).map((icon) => icon.name)).toEqual(['pi-eye']);
    });
  });
});
