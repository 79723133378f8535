// @vitest-environment node
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getBuscarAssociadosQueryKey } from '@/generated/api/associados/associados';
import { getBuscarRemessasQueryKey } from '@/generated/api/remessas/remessas';
import { getBuscarUsuariosQueryKey } from '@/generated/api/usuarios/usuarios';
import { TipoUsuarioFiltro } from '@/generated/model';
import { everySearchOf, refreshQueries, searchBodyOf } from './query-cache';

/** A cache holding two pages of each list's search, answered. */
function cacheOfThreeLists() {
  const queryClient = new QueryClient();
  const keys = [
    getBuscarUsuariosQueryKey({ descricao: '', tipoUsuario: TipoUsuarioFiltro.TODOS, numPage: 1, numRows: 10 }),
    getBuscarUsuariosQueryKey({ descricao: 'ana', tipoUsuario: TipoUsuarioFiltro.TODOS, numPage: 2, numRows: 10 }),
    getBuscarAssociadosQueryKey({ descricao: '', filtros: [], numPage: 1, numRows: 10 }),
    getBuscarAssociadosQueryKey({ descricao: 'cartório', filtros: [], numPage: 3, numRows: 100 }),
    getBuscarRemessasQueryKey({ descricao: '', situacaoRemessaId: null, numPage: 1, numRows: 10 }),
  ];
  keys.forEach((queryKey) => queryClient.setQueryData(queryKey, { data: [], total: 0 }));
  const invalidated = () =>
    queryClient
      .getQueryCache()
      .findAll({ predicate: (query) => query.state.isInvalidated })
      .map((query) => query.queryKey[1]);
  return { queryClient, invalidated };
}

describe('the searches of one list in the cache', () => {
  it('a refresh of every user search marks every page of it, and no other list’s search', async () => {
    const { queryClient, invalidated } = cacheOfThreeLists();
    await refreshQueries(queryClient, [everySearchOf(getBuscarUsuariosQueryKey())]);
    expect(invalidated()).toEqual(['/api/usuarios/busca', '/api/usuarios/busca']);
  });

  it('finds the remessas’ searches alone, with the body each was asked with', () => {
    const { queryClient } = cacheOfThreeLists();
    const found = queryClient.getQueriesData({ queryKey: everySearchOf(getBuscarRemessasQueryKey()) });
    expect(found.map(([key]) => searchBodyOf(key))).toEqual([
      { descricao: '', situacaoRemessaId: null, numPage: 1, numRows: 10 },
    ]);
  });
});
