import type { HttpHandler } from 'msw';
import { operations } from '@/generated/operations';
import type { MockOperation, OperationId } from '../lib/operation';
import { associadosHandlers } from './associados';
import { autenticacaoHandlers } from './autenticacao';
import { cepHandlers } from './cep';
import { giroHandlers } from './giro';
import { remessasHandlers } from './remessas';
import { usuariosHandlers } from './usuarios';

/**
 * One stateful handler per operation of the contracts. `satisfies` makes a missing operation a
 * type error: the operation ids come from openapi-typescript's types of openapi/.
 */
export const handlersByOperation = {
  ...autenticacaoHandlers,
  ...associadosHandlers,
  ...usuariosHandlers,
  ...remessasHandlers,
  ...giroHandlers,
  ...cepHandlers,
} satisfies Record<OperationId, MockOperation>;

/** Where each API is served: `{ painel: 'http://127.0.0.1:3333', cep: 'http://127.0.0.1:3333' }`. */
export type ApiBases = Record<(typeof operations)[OperationId]['api'], string>;

/** The mock's handlers, each answering its operation under its API's address and nowhere else. */
export function createHandlers(bases: ApiBases): HttpHandler[] {
  return (Object.keys(handlersByOperation) as OperationId[]).map((operationId) =>
    handlersByOperation[operationId](bases[operations[operationId].api]),
  );
}
