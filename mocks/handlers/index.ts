import type { HttpHandler } from 'msw';
import type { OperationId } from '../lib/operation';
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

export const handlers: HttpHandler[] = Object.values(handlersByOperation);
