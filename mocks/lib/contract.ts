import type { ZodType } from 'zod';
import * as associados from '@/generated/zod/associados/associados.zod';
import * as autenticacao from '@/generated/zod/autenticacao/autenticacao.zod';
import * as giro from '@/generated/zod/giro/giro.zod';
import * as remessas from '@/generated/zod/remessas/remessas.zod';
import * as usuarios from '@/generated/zod/usuarios/usuarios.zod';
import * as cep from '@/generated/cep-zod/cep/cep.zod';
import { operations, type OperationId } from '@/generated/operations';

const zodExports: Record<string, unknown> = {
  ...autenticacao,
  ...associados,
  ...usuarios,
  ...remessas,
  ...giro,
  ...cep,
};

/** orval names an operation's zod schemas in PascalCase: `obterAssociado` → `ObterAssociadoResponse`. */
const schemaOf = (operationId: OperationId, part: 'Body' | 'Params' | 'Response') =>
  zodExports[`${operationId[0].toUpperCase()}${operationId.slice(1)}${part}`] as ZodType | undefined;

/** The generated zod schemas of one operation: `contractOf('obterAssociado').response`. */
export function contractOf(operationId: OperationId) {
  return {
    ...operations[operationId],
    operationId,
    body: schemaOf(operationId, 'Body'),
    params: schemaOf(operationId, 'Params'),
    response: schemaOf(operationId, 'Response'),
  };
}

const operationMatchers = (Object.keys(operations) as OperationId[]).map((operationId) => {
  const { method, path, api } = operations[operationId];
  const pattern = path.replace(/\{[^}]+\}/g, '[^/]+');
  return { operationId, method, api, regex: new RegExp(`${pattern}$`) };
});

/** Which operation a request is, from its method and URL (`'get', '/api/associados/7'` → `obterAssociado`). */
export function findOperation(method: string, url: string): OperationId | undefined {
  const { pathname } = new URL(url, 'http://localhost');
  const verb = method.toLowerCase();
  // The longest matching path wins (`/api/associados/ativar/1` before `/api/associados/{id}`).
  const matches = operationMatchers.filter((matcher) => matcher.method === verb && matcher.regex.test(pathname));
  matches.sort((a, b) => b.regex.source.length - a.regex.source.length);
  return matches[0]?.operationId;
}
