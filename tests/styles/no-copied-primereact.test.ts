// @vitest-environment node
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The panel draws its controls itself (src/components/ui/, docs/decisions/0022-ui-kit-list-controls.md)
 * and uses PrimeReact's widgets only as they ship: no PrimeReact class written in its own markup, and
 * no CSS rule for a PrimeReact component it does not render as shipped (a copy of PrimeReact's runtime
 * CSS goes stale silently when PrimeReact moves).
 */
const root = join(import.meta.dirname, '../..');

/** The classes of each PrimeReact module the panel may render, which its CSS may then adjust. */
const shippedClasses: Record<string, string[]> = {
  api: [],
  dialog: ['p-dialog', 'p-component-overlay'],
  tooltip: ['p-tooltip'],
  calendar: ['p-calendar', 'p-datepicker'],
  inputtext: ['p-inputtext'],
  inputtextarea: ['p-inputtextarea', 'p-inputtext'],
};

/** The panel's files: not the generated client, nor the demo's front (src/demo, never in the live build). */
const filesOf = (folder: string, extension: RegExp) =>
  readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && extension.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !/^src\/(generated|demo)\//.test(relative(root, file)));

const primeClass = /(?<![\w-])p-[a-z][a-z0-9-]*/g;

/** `p-…` classes written in the code's strings (JSX attributes, template literals), as `file: class`. */
function primeClassesInMarkup(source: string, file = 'x.tsx'): string[] {
  const found: string[] = [];
  if (!primeClass.test(source)) return found;
  primeClass.lastIndex = 0;
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const match of node.text.matchAll(primeClass)) found.push(match[0]);
    }
    node.forEachChild(visit);
  };
  visit(ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX));
  return found;
}

/** The PrimeReact modules the code imports: `primereact/dialog` → `dialog`. */
function importedModules(): Set<string> {
  const modules = new Set<string>();
  for (const file of filesOf('src', /\.tsx?$/)) {
    for (const match of readFileSync(file, 'utf8').matchAll(/from 'primereact\/([a-z]+)/g)) modules.add(match[1]);
  }
  return modules;
}

/** The `p-…` classes a stylesheet's selectors name, and its `p-…` keyframes. */
function primeClassesInCss(css: string): string[] {
  const code = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = [...code.matchAll(/([^{}]+)\{/g)].map((match) => match[1]).filter((text) => !/^\s*@/.test(text));
  return [
    ...selectors.flatMap((selector) => [...selector.matchAll(/\.(p-[a-z][a-z0-9-]*)/g)].map((match) => match[1])),
    ...[...code.matchAll(/@keyframes\s+(p-[a-z][a-z0-9-]*)/g)].map((match) => `@keyframes ${match[1]}`),
  ];
}

/** A class of one of the modules the panel renders, as it ships. */
function isShipped(name: string, modules: Set<string>) {
  return [...modules].some((module) => {
    const classes = shippedClasses[module];
    if (!classes) throw new Error(`primereact/${module}: add its classes to shippedClasses`);
    return classes.some((prefix) => name === prefix || name.startsWith(`${prefix}-`));
  });
}

describe('no copy of PrimeReact', () => {
  it('the panel writes no PrimeReact class in its own markup', () => {
    const written = filesOf('src', /\.tsx?$/).flatMap((file) =>
      primeClassesInMarkup(readFileSync(file, 'utf8'), file).map((name) => `${relative(root, file)}: ${name}`),
    );
    expect(written).toEqual([]);
  });

  it('its CSS adjusts only PrimeReact components it renders as they ship', () => {
    const modules = importedModules();
    const copied = filesOf('src', /\.css$/).flatMap((file) =>
      primeClassesInCss(readFileSync(file, 'utf8'))
        .filter((name) => !isShipped(name, modules))
        .map((name) => `${relative(root, file)}: ${name}`),
    );
    expect(copied).toEqual([]);
  });

  describe('what it finds', () => {
    it('classes in JSX attributes, strings and template literals, not the panel’s own nor icon names', () => {
      const source = [
        'const a = <div className="p-datatable p-component" />;',
        "const b = ['ui-pager', active && 'p-highlight'];",
        'const c = `p-tag-${severity} ui-tag`;',
        'const d = <i className="pi pi-plus app-dialog top-bar" />;',
      ].join('\n');
      expect(primeClassesInMarkup(source)).toEqual(['p-datatable', 'p-component', 'p-highlight', 'p-tag-']);
    });

    it('classes in selectors and keyframes, not in comments or declarations', () => {
      const css = [
        '/* .p-copied in a comment */',
        '@layer primereact { .list .p-datatable > .p-datatable-wrapper { overflow: auto; } }',
        '.ui-tag { content: ".p-not-a-selector"; }',
        '@keyframes p-fadein { from { opacity: 0; } }',
      ].join('\n');
      expect(primeClassesInCss(css)).toEqual(['p-datatable', 'p-datatable-wrapper', '@keyframes p-fadein']);
    });

    it('a class of a module the panel imports is allowed, another is not', () => {
      const modules = new Set(['dialog']);
      expect(isShipped('p-dialog-header', modules)).toBe(true);
      expect(isShipped('p-dropdown', modules)).toBe(false);
      expect(isShipped('p-dialogx', modules)).toBe(false);
    });
  });
});
