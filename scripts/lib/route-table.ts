import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type * as TypeScript from 'typescript';

/**
 * A route of the panel's router as the build sees it: its full pattern, the code its `lazy`
 * functions (its own and its layouts') ask for, and the elements wrapped around it.
 */
export interface RouteEntry {
  /** The full pattern, as react-router matches it: `/associados/info/:associadoId`. */
  pattern: string;
  /** What the route's and its parents' `lazy` import, as written, with the file that writes it. */
  imports: { specifier: string; importer: string }[];
  /** The JSX tag names of the `element`s of the route and its parents, outermost first (`RequireSession`). */
  elements: string[];
  /** Where the route is written, for messages: `src/app/router.tsx:42`. */
  at: string;
}

/**
 * Reads the route table of `routerFile` (the array its `createAppRoutes` returns) without running it:
 *
 * - a route is an object literal (`path` or `index: true`, `lazy`, `element`, `children`) or a call
 *   of a route helper whose first argument is the path (`screenRoute(paths.x.path, () => import(…))`);
 * - a path is a string or a property of `constants` (`paths.associados.info.path`);
 * - a route's code is every `import('…')` its `lazy` (or its helper's call) reaches, through calls of
 *   functions declared in the router or imported from the project's own files, by a relative path or
 *   an `alias` (`screenCode`, `loadListasRoute`).
 *
 * Anything it cannot read throws: a route table the build cannot follow must not ship without preloads.
 */
const ROUTES_FACTORY = 'createAppRoutes';

export function readRouteTable(
  ts: typeof TypeScript,
  routerFile: string,
  constants: Record<string, unknown>,
  alias: Record<string, string> = {},
): RouteEntry[] {
  const sources = new Map<string, TypeScript.SourceFile>();
  const sourceOf = (file: string) => {
    let source = sources.get(file);
    if (!source) {
      source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
      sources.set(file, source);
    }
    return source;
  };
  const where = (node: TypeScript.Node) => {
    const source = node.getSourceFile();
    const { line } = source.getLineAndCharacterOfPosition(node.getStart());
    return `${source.fileName}:${line + 1}`;
  };
  const fail = (node: TypeScript.Node, message: string): never => {
    throw new Error(`route table (${where(node)}): ${message}`);
  };

  /** The project file a relative import names (`./route-code` → …/route-code.ts), if it is one. */
  const localFile = (specifier: string, importer: string) => {
    const prefix = Object.keys(alias).find((name) => specifier.startsWith(`${name}/`));
    if (!prefix && !specifier.startsWith('.')) return undefined;
    const base = prefix ? join(alias[prefix]!, specifier.slice(prefix.length)) : join(dirname(importer), specifier);
    for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        // not this one
      }
    }
    return undefined;
  };

  /** The declaration of a function named `name` in `file`, following a named import from a project file. */
  const functionNamed = (name: string, file: string, seen = new Set<string>()): TypeScript.Node | undefined => {
    const key = `${file}#${name}`;
    if (seen.has(key)) return undefined;
    seen.add(key);
    for (const statement of sourceOf(file).statements) {
      if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
      if (ts.isVariableStatement(statement))
        for (const declaration of statement.declarationList.declarations)
          if (ts.isIdentifier(declaration.name) && declaration.name.text === name && declaration.initializer)
            return declaration.initializer;
      if (
        ts.isImportDeclaration(statement) &&
        ts.isStringLiteral(statement.moduleSpecifier) &&
        statement.importClause?.namedBindings &&
        ts.isNamedImports(statement.importClause.namedBindings)
      ) {
        const binding = statement.importClause.namedBindings.elements.find((element) => element.name.text === name);
        const from = binding && localFile(statement.moduleSpecifier.text, file);
        if (binding && from) return functionNamed((binding.propertyName ?? binding.name).text, from, seen);
      }
    }
    return undefined;
  };

  /** Every `import('…')` that running `node` can reach (through calls of the project's functions). */
  const importsOf = (node: TypeScript.Node, seen = new Set<TypeScript.Node>()) => {
    const found: RouteEntry['imports'] = [];
    const visit = (current: TypeScript.Node) => {
      if (ts.isCallExpression(current)) {
        if (current.expression.kind === ts.SyntaxKind.ImportKeyword) {
          const [specifier] = current.arguments;
          if (!specifier || !ts.isStringLiteralLike(specifier))
            fail(current, 'an import() whose module is not a plain string cannot be preloaded');
          else found.push({ specifier: specifier.text, importer: current.getSourceFile().fileName });
        } else if (ts.isIdentifier(current.expression)) {
          const callee = functionNamed(current.expression.text, current.getSourceFile().fileName);
          if (callee && !seen.has(callee)) {
            seen.add(callee);
            visit(callee);
          }
        }
      }
      ts.forEachChild(current, visit);
    };
    visit(node);
    return found;
  };

  const pathOf = (expression: TypeScript.Expression): string => {
    if (ts.isStringLiteralLike(expression)) return expression.text;
    const names: string[] = [];
    let current: TypeScript.Expression = expression;
    while (ts.isPropertyAccessExpression(current)) {
      names.unshift(current.name.text);
      current = current.expression;
    }
    if (ts.isIdentifier(current) && current.text in constants) {
      const value = names.reduce<unknown>(
        (object, name) =>
          object && typeof object === 'object' ? (object as Record<string, unknown>)[name] : undefined,
        constants[current.text],
      );
      if (typeof value === 'string') return value;
    }
    return fail(expression, `cannot read the route's path from \`${expression.getText()}\``);
  };

  const joinPath = (parent: string, path: string) =>
    path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

  const elementName = (expression: TypeScript.Expression | undefined) => {
    if (!expression) return undefined;
    const inner = ts.isParenthesizedExpression(expression) ? expression.expression : expression;
    if (ts.isJsxSelfClosingElement(inner)) return inner.tagName.getText();
    if (ts.isJsxElement(inner)) return inner.openingElement.tagName.getText();
    return undefined;
  };

  const entries: RouteEntry[] = [];
  const walk = (
    node: TypeScript.Expression,
    parent: { pattern: string; imports: RouteEntry['imports']; elements: string[] },
  ) => {
    if (ts.isCallExpression(node)) {
      const [path] = node.arguments;
      if (!path) fail(node, 'a route helper takes the route path first');
      entries.push({
        pattern: joinPath(parent.pattern, pathOf(path!)),
        imports: [...parent.imports, ...importsOf(node)],
        elements: parent.elements,
        at: where(node),
      });
      return;
    }
    if (!ts.isObjectLiteralExpression(node)) return fail(node, 'a route is an object or a route helper call');
    const property = (name: string) => {
      const found = node.properties.find(
        (candidate): candidate is TypeScript.PropertyAssignment =>
          ts.isPropertyAssignment(candidate) && candidate.name.getText() === name,
      );
      return found?.initializer;
    };
    const path = property('path');
    const isIndex = property('index')?.kind === ts.SyntaxKind.TrueKeyword;
    const lazy = property('lazy');
    const element = elementName(property('element'));
    const here = {
      pattern: path ? joinPath(parent.pattern, pathOf(path)) : parent.pattern,
      imports: [...parent.imports, ...(lazy ? importsOf(lazy) : [])],
      elements: element ? [...parent.elements, element] : parent.elements,
    };
    const children = property('children');
    if (children) {
      if (!ts.isArrayLiteralExpression(children)) fail(children, 'children must be an array of routes');
      else for (const child of children.elements) walk(child, here);
    }
    if (path || isIndex) entries.push({ ...here, pattern: here.pattern || '/', at: where(node) });
  };

  const router = sourceOf(routerFile);
  let table: TypeScript.Expression | undefined;
  for (const statement of router.statements)
    if (ts.isFunctionDeclaration(statement) && statement.name?.text === ROUTES_FACTORY && statement.body)
      for (const inner of statement.body.statements)
        if (ts.isReturnStatement(inner) && inner.expression) table = inner.expression;
  if (!table || !ts.isArrayLiteralExpression(table))
    throw new Error(`route table: ${routerFile} has no \`export function ${ROUTES_FACTORY}(…) { … return [ … ]; }\``);
  for (const route of table.elements) walk(route, { pattern: '', imports: [], elements: [] });
  return entries;
}

/**
 * A value for each route parameter, for whatever opens every route (the guard tests, the nginx
 * preload journeys, bench:lighthouse): records the demo's and the mock server's data share.
 */
export const EXAMPLE_PARAMS: Readonly<Record<string, string>> = {
  token: 'token-de-exemplo',
  paymentId: 'demo-disponivel',
  associadoId: '122',
  remessaId: '36',
  usuarioId: '2',
};

/** `/associados/info/:associadoId` → `/associados/info/122`; a parameter with no example fails, naming the list. */
export const exampleAddress = (pattern: string) =>
  pattern.replace(/:(\w+)/g, (_, name: string) => {
    const value = EXAMPLE_PARAMS[name];
    if (value === undefined)
      throw new Error(`${pattern}: :${name} has no value in EXAMPLE_PARAMS (scripts/lib/route-table.ts)`);
    return value;
  });

/** Whether `path` (`/associados/info/1?aba=x`) opens the route `pattern` (`/associados/info/:associadoId`). */
export function opensRoute(path: string, pattern: string): boolean {
  const given = new URL(path, 'http://painel').pathname.split('/');
  const parts = pattern.split('/');
  return parts.length === given.length && parts.every((part, index) => part.startsWith(':') || part === given[index]);
}
