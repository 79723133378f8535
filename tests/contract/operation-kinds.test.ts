import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as associadosApi from '@/generated/api/associados/associados';
import * as remessasApi from '@/generated/api/remessas/remessas';
import * as usuariosApi from '@/generated/api/usuarios/usuarios';
import { operations, type OperationId } from '@/generated/operations';
import { mockRuntime } from '@mocks/lib/runtime';
import { signInAsDemoUser } from '../auth';

/**
 * An operation whose hook is not the one its method implies says so once, in the contract
 * (`x-painel-kind`); orval.config.ts, the operation index and the mock all read it from there.
 */

type Operation = { operationId: OperationId; 'x-painel-kind'?: 'search' | 'command' };
const contract = parse(readFileSync('openapi/painel.yaml', 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const declared = Object.values(contract.paths)
  .flatMap((pathItem) => Object.values(pathItem))
  .filter((operation) => operation['x-painel-kind'])
  .map((operation) => ({ operationId: operation.operationId, kind: operation['x-painel-kind'] }));

const generatedHooks: Record<string, unknown> = { ...associadosApi, ...remessasApi, ...usuariosApi };
const pascal = (operationId: string) => operationId[0].toUpperCase() + operationId.slice(1);

afterEach(() => {
  mockRuntime.onDataChanged = undefined;
});

describe('operation kinds declared in the contract', () => {
  it('declares the three POST searches and the two GET commands', () => {
    expect(declared).toEqual([
      { operationId: 'buscarAssociados', kind: 'search' },
      { operationId: 'alternarAtivoAssociado', kind: 'command' },
      { operationId: 'buscarUsuarios', kind: 'search' },
      { operationId: 'buscarRemessas', kind: 'search' },
      { operationId: 'enfileirarEnvioRemessa', kind: 'command' },
    ]);
  });

  it.each(declared)('gives $operationId ($kind) the hook and index entry of its kind', ({ operationId, kind }) => {
    const hook = kind === 'search' ? 'query' : 'mutation';
    expect(operations[operationId].hook).toBe(hook);
    const options = `get${pascal(operationId)}${kind === 'search' ? 'QueryOptions' : 'MutationOptions'}`;
    const otherOptions = `get${pascal(operationId)}${kind === 'search' ? 'MutationOptions' : 'QueryOptions'}`;
    expect(generatedHooks[options]).toBeTypeOf('function');
    expect(generatedHooks[otherOptions]).toBeUndefined();
  });

  it('has the mock save what a GET command changed, and nothing after a POST search', async () => {
    await signInAsDemoUser();
    const dataChanged = vi.fn();
    mockRuntime.onDataChanged = dataChanged;

    await associadosApi.buscarAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 10 });
    await usuariosApi.buscarUsuarios({ descricao: '', tipoUsuario: '', numPage: 1, numRows: 10 });
    expect(dataChanged).not.toHaveBeenCalled();

    await associadosApi.alternarAtivoAssociado(1);
    expect(dataChanged).toHaveBeenCalledTimes(1);
  });
});
