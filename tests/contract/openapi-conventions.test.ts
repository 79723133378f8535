import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

/**
 * The contract says the same thing to every tool that reads it (Prism, Redocly, orval/zod): a
 * nullable schema declares its own `type` and has no `$ref` or combinator beside `nullable`
 * (docs/decisions/0013-nullable-references.md); every operation lists the 5XX answers the panel
 * handles, and every call of the panel's API the 429 of a busy server (a batch backs off on it).
 */

type Node = Record<string, unknown>;
const contracts = ['openapi/painel.yaml', 'openapi/cep.yaml'].map((path) => ({
  path,
  document: parse(readFileSync(path, 'utf8')) as Node,
}));

/** Every object in the document, with where it sits (`components.schemas.X.properties.y`). */
function* walk(node: unknown, where: string): Generator<[string, Node]> {
  if (node === null || typeof node !== 'object') return;
  if (!Array.isArray(node)) yield [where, node as Node];
  for (const [key, value] of Object.entries(node)) yield* walk(value, where ? `${where}.${key}` : key);
}

describe('the contract', () => {
  it('writes each nullable schema so every OpenAPI 3.0 tool reads it the same way', () => {
    const ambiguous = contracts.flatMap(({ path, document }) =>
      [...walk(document, '')]
        .filter(([, node]) => node.nullable === true)
        .filter(([, node]) => !node.type || ['$ref', 'allOf', 'oneOf', 'anyOf'].some((key) => key in node))
        .map(([where]) => `${path}: ${where}`),
    );
    expect(ambiguous).toEqual([]);
  });

  it('lists the server failures (5XX) the panel handles on every operation', () => {
    const missing = contracts.flatMap(({ path, document }) =>
      Object.entries(document.paths as Record<string, Record<string, Node>>).flatMap(([route, item]) =>
        Object.entries(item)
          .filter(([, operation]) => typeof operation === 'object' && 'responses' in operation)
          .filter(([, operation]) => !('5XX' in (operation.responses as Node)))
          .map(([method]) => `${path}: ${method.toUpperCase()} ${route}`),
      ),
    );
    expect(missing).toEqual([]);
    const painel = contracts[0].document as { paths: Record<string, Record<string, { responses: Node }>> };
    expect(painel.paths['/api/giro/boleto/link/{paymentId}'].get.responses['5XX']).toEqual({
      $ref: '#/components/responses/ErroServidor',
    });
  });

  it('lists the 429 of a busy server, with its Retry-After, on every call of the panel’s API', () => {
    const painel = contracts[0].document as { paths: Record<string, Record<string, { responses?: Node }>> };
    const missing = Object.entries(painel.paths).flatMap(([route, item]) =>
      Object.entries(item)
        .filter(([, operation]) => operation.responses)
        .filter(
          ([, operation]) =>
            (operation.responses!['429'] as Node | undefined)?.$ref !== '#/components/responses/MuitasRequisicoes',
        )
        .map(([method]) => `${method.toUpperCase()} ${route}`),
    );
    expect(missing).toEqual([]);
    const components = (contracts[0].document.components as { responses: Record<string, Node> }).responses;
    expect(Object.keys(components.MuitasRequisicoes.headers as Node)).toEqual(['Retry-After']);
  });
});
