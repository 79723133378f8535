import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Plugin } from 'vite';

/** The theme's two halves, as modules: `import 'virtual:primereact-theme/variables.css'`. */
export const THEME_VARIABLES = 'virtual:primereact-theme/variables.css';
export const THEME_WIDGETS = 'virtual:primereact-theme/widgets.css';

/** Resolved ids end in .css, so Vite's CSS pipeline takes them (bundled, hashed, loaded with their chunk). */
const resolvedIds: Record<string, string> = {
  [THEME_VARIABLES]: '\0primereact-theme-variables.css',
  [THEME_WIDGETS]: '\0primereact-theme-widgets.css',
};

/** The top-level blocks of a stylesheet (`:root { … }`, `.p-editor … { … }`, `@layer primereact { … }`), comments dropped. */
export function topLevelBlocks(css: string): string[] {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const blocks: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '{') depth++;
    else if (char === '}' && --depth === 0) {
      blocks.push(text.slice(start, index + 1).trim());
      start = index + 1;
    }
  }
  if (depth !== 0 || text.slice(start).trim()) throw new Error('The PrimeReact theme could not be split into blocks.');
  return blocks;
}

/** The installed theme's stylesheet. */
export const themeFile = (theme: string) =>
  createRequire(import.meta.url).resolve(`primereact/resources/themes/${theme}/theme.css`);

/**
 * A theme's `:root` blocks (font and CSS variables) and the rest (its widgets' rules). A theme laid
 * out otherwise (no `:root` block, no `@layer primereact` block) fails the build.
 */
export function splitTheme(css: string) {
  const blocks = topLevelBlocks(css);
  const variables = blocks.filter((block) => block.startsWith(':root'));
  const widgets = blocks.filter((block) => !block.startsWith(':root'));
  if (!variables.length || !widgets.some((block) => block.startsWith('@layer primereact')))
    throw new Error('Expected a PrimeReact theme: :root blocks and @layer primereact blocks.');
  return { variables: variables.join('\n'), widgets: widgets.join('\n') };
}

/**
 * A PrimeReact theme in two halves, read from the installed package at build time (nothing copied):
 * its variables for the entry's stylesheet (the panel's own controls are drawn with them), and its
 * widgets' rules (some 170 KB) for the modules that render PrimeReact widgets, so a page's first
 * paint does not wait on rules for widgets it does not show.
 */
export function primeReactTheme(theme: string): Plugin {
  let halves: ReturnType<typeof splitTheme> | undefined;
  const split = () => (halves ??= splitTheme(readFileSync(themeFile(theme), 'utf8')));
  return {
    name: 'primereact-theme',
    enforce: 'pre',
    resolveId(id) {
      return resolvedIds[id];
    },
    load(id) {
      if (id === resolvedIds[THEME_VARIABLES]) return split().variables;
      if (id === resolvedIds[THEME_WIDGETS]) return split().widgets;
    },
  };
}
