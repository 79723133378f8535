// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { splitTheme, themeFile, topLevelBlocks } from '../../scripts/vite/primereact-theme';

// The entry's stylesheet holds the theme's variables only; its widgets' rules load with the widgets.
describe('the PrimeReact theme, in two halves', () => {
  const css = readFileSync(themeFile('saga-blue'), 'utf8');
  const { variables, widgets } = splitTheme(css);

  it('the variables half is the font and the variables the panel draws with, and no widget rule', () => {
    for (const name of ['--primary-color', '--surface-border', '--text-color', '--focus-ring', '--font-family'])
      expect(variables).toContain(`${name}:`);
    expect(variables).not.toMatch(/\.p-[a-z]/);
  });

  it('the widgets half holds every other rule of the theme, none lost', () => {
    expect(widgets).toContain('.p-dialog .p-dialog-header');
    expect(widgets).toContain('.p-datepicker');
    expect(widgets).not.toContain(':root');
    expect(topLevelBlocks(`${variables}\n${widgets}`)).toEqual(topLevelBlocks(css));
  });

  it('a stylesheet that is not a PrimeReact theme fails the build', () => {
    expect(() => splitTheme('body { color: red; }')).toThrow('Expected a PrimeReact theme');
    expect(() => splitTheme(':root { --a: 1; } @layer primereact { .p-x { color: red; }')).toThrow();
  });
});

describe('a module that renders a PrimeReact widget', () => {
  const root = join(import.meta.dirname, '../..');
  const sources = readdirSync(join(root, 'src'), { recursive: true, encoding: 'utf8' })
    // The panel's modules: not the generated client, nor the demo's front (src/demo, never in the live build).
    .filter((file) => /\.tsx?$/.test(file) && !file.startsWith('generated') && !file.startsWith('demo'))
    .map((file) => join(root, 'src', file));

  it("loads the theme's widget rules and the pt locale with it (src/lib/primereact-locale.ts)", () => {
    const widgetModules = sources.filter((file) =>
      /from 'primereact\/(?!api')|import\('primereact\/(?!api')/.test(readFileSync(file, 'utf8')),
    );
    expect(widgetModules.length).toBeGreaterThan(3);
    const withoutTheme = widgetModules.filter(
      (file) =>
        !file.endsWith('primereact-locale.ts') && !readFileSync(file, 'utf8').includes("'@/lib/primereact-locale'"),
    );
    expect(withoutTheme.map((file) => relative(root, file))).toEqual([]);
  });
});
