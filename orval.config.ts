import { readFileSync } from 'node:fs';
import { defineConfig } from 'orval';
import { parse } from 'yaml';

const painelContract = './openapi/painel.yaml';
const cepContract = './openapi/cep.yaml';

type Operation = { operationId: string; servers?: unknown[]; 'x-painel-kind'?: 'search' | 'command' };
type Contract = { paths: Record<string, Record<string, Operation>> };

const operations = Object.values((parse(readFileSync(painelContract, 'utf8')) as Contract).paths).flatMap((pathItem) =>
  Object.values(pathItem),
);

/** Operations that declare their own server belong to the associates API: no Authorization header. */
const associatesApiOperations = operations
  .filter((operation) => operation.servers)
  .map((operation) => operation.operationId);

/** Operations whose hook is not the one their method implies: `x-painel-kind` in the contract (openapi/README.md). */
const operationsOfKind = (kind: 'search' | 'command') =>
  operations.filter((operation) => operation['x-painel-kind'] === kind).map((operation) => operation.operationId);
/** POST searches are reads: they get useQuery hooks, not mutations. */
const searchOperations = operationsOfKind('search');
/** GET calls that change state on the server: they get mutations, not queries. */
const commandGetOperations = operationsOfKind('command');

const managementMutator = { path: './src/lib/http/http-client.ts', name: 'managementApi' };
const associatesMutator = { path: './src/lib/http/http-client.ts', name: 'associatesApi' };
const cepMutator = { path: './src/lib/http/http-client.ts', name: 'cepApi' };

const operationOverrides = Object.fromEntries([
  ...searchOperations.map((id) => [id, { query: { useQuery: true, useMutation: false } }]),
  ...commandGetOperations.map((id) => [id, { query: { useQuery: false, useMutation: true } }]),
  ...associatesApiOperations.map((id) => [id, { mutator: associatesMutator }]),
]);

/**
 * The mock's handlers match the contract's path on the page's own origin (`/api/associados/:associadoId`,
 * resolved by MSW against the page, or against the mock server's address): orval's default `*` base
 * would also match the dev server's module `/src/generated/api/associados/associados.ts`
 * (docs/decisions/0015-mock-on-the-page-origin.md).
 */
const mock = { generators: [{ type: 'msw' as const, delay: false as const, locale: 'pt_BR' as const, baseUrl: '' }] };

const zodOverride = {
  zod: {
    generate: { param: true, query: true, header: false, body: true, response: true },
    generateEachHttpStatus: false,
    // Path parameters arrive as strings; the mock backend parses them with these schemas.
    coerce: { param: true, query: true, header: false, body: false, response: false },
  },
};

export default defineConfig({
  painel: {
    input: { target: painelContract },
    output: {
      mode: 'tags-split',
      target: './src/generated/api/painel.ts',
      schemas: './src/generated/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock,
      // A path parameter is one segment: `..%2F` or `?` in it can never reach another endpoint.
      urlEncodeParameters: true,
      override: {
        mutator: managementMutator,
        operations: operationOverrides,
        query: { signal: true, shouldExportKeys: true },
      },
    },
  },
  painelZod: {
    input: { target: painelContract },
    output: {
      mode: 'tags-split',
      target: './src/generated/zod/painel.ts',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: zodOverride,
    },
  },
  cep: {
    input: { target: cepContract },
    output: {
      mode: 'tags-split',
      target: './src/generated/cep/cep.ts',
      schemas: './src/generated/cep/model',
      client: 'react-query',
      httpClient: 'axios',
      clean: true,
      mock,
      urlEncodeParameters: true,
      override: { mutator: cepMutator, query: { signal: true, shouldExportKeys: true } },
    },
  },
  cepZod: {
    input: { target: cepContract },
    output: {
      mode: 'tags-split',
      target: './src/generated/cep-zod/cep.ts',
      client: 'zod',
      fileExtension: '.zod.ts',
      clean: true,
      override: zodOverride,
    },
  },
});
