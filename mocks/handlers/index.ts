import type { HttpHandler, RequestHandler } from 'msw';
import type { OperationId } from '../lib/operation';
import { OperationRouter } from '../lib/operation-router';
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
} satisfies Record<OperationId, HttpHandler>;

/** What the worker, the Node server and the HTTP mock server answer with: the operations, routed. */
export const handlers: RequestHandler[] = [new OperationRouter(Object.values(handlersByOperation))];
