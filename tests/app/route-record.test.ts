import { waitFor } from '@testing-library/react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/create-query-client';
import { readRecord } from '@/app/route-record';
import { createAppRoutes } from '@/app/router';
import { paths } from '@/config/paths';
import { READ_AHEAD_FRESH_MS, refetchUnlessReadOnTheWay } from '@/lib/read-on-the-way';
import { getObterAssociadoQueryKey, getObterAssociadoQueryOptions } from '@/generated/api/associados/associados';
import { signInAsDemoUser } from '../auth';
import { captureRequests } from '../requests';

// The record pages ask for their record as the route opens, alongside their code; the page's own
// query then finds that call under its key.
describe('a record route as it opens', () => {
  const client = createQueryClient({ retry: false });
  const readAssociado = readRecord(client, 'associadoId', async () => getObterAssociadoQueryOptions);
  const editAssociado = readRecord(client, 'associadoId', async () => getObterAssociadoQueryOptions, { fresh: true });
  const open = (associadoId: string) => readAssociado({ associadoId }, 'opening');
  const openForm = (associadoId: string) => editAssociado({ associadoId }, 'opening');
  const aboutToOpenForm = (associadoId: string) => editAssociado({ associadoId }, 'intent');
  afterEach(() => {
    client.clear();
    vi.restoreAllMocks();
  });

  it('asks for the record once, under the key the page reads', async () => {
    await signInAsDemoUser();
    const requests = captureRequests();
    open('122');
    await waitFor(() =>
      expect(client.getQueryData(getObterAssociadoQueryKey(122))).toMatchObject({ associadoId: 122 }),
    );
    expect(requests.of('obterAssociado').map((request) => new URL(request.url).pathname)).toEqual([
      '/api/associados/122',
    ]);
  });

  it('asks nothing without a session, or without a record id in the address', async () => {
    const requests = captureRequests();
    open('122');
    await signInAsDemoUser();
    open('abc');
    open('0');
    // A route that does ask, opened after them, goes the same way: its read is the only one sent.
    open('121');
    await waitFor(() => expect(requests.all).not.toEqual([]));
    expect(requests.all.map((request) => new URL(request.url).pathname)).toEqual(['/api/associados/121']);
  });

  it('lets an edit form take the read started for it, and ask again for a copy read before', async () => {
    await signInAsDemoUser();
    const requests = captureRequests();
    const queryOf = (id: number) => client.getQueryCache().find({ queryKey: getObterAssociadoQueryKey(id) })!;

    openForm('122');
    await waitFor(() => expect(client.getQueryData(getObterAssociadoQueryKey(122))).toBeDefined());
    expect(refetchUnlessReadOnTheWay(queryOf(122))).toBe(false);

    // Read by the detail page a moment ago: a detail page's route takes that copy, an edit form's asks again.
    await client.fetchQuery(getObterAssociadoQueryOptions(121));
    await waitFor(() => expect(Date.now()).toBeGreaterThan(queryOf(121).state.dataUpdatedAt));
    open('121');
    expect(refetchUnlessReadOnTheWay(queryOf(121))).toBe('always');
    openForm('121');
    await waitFor(() => expect(requests.of('obterAssociado')).toHaveLength(3));
    await waitFor(() => expect(refetchUnlessReadOnTheWay(queryOf(121))).toBe(false));
  });

  it("lets an edit form take the read started on a link's intent a moment before, once", async () => {
    await signInAsDemoUser();
    const requests = captureRequests();
    const queryOf = (id: number) => client.getQueryCache().find({ queryKey: getObterAssociadoQueryKey(id) })!;

    aboutToOpenForm('122');
    aboutToOpenForm('122');
    // Its route opens while that read is on its way: joined, not repeated.
    openForm('122');
    await waitFor(() => expect(client.getQueryData(getObterAssociadoQueryKey(122))).toBeDefined());
    expect(requests.of('obterAssociado')).toHaveLength(1);
    expect(refetchUnlessReadOnTheWay(queryOf(122))).toBe(false);

    // Opened again (back to the list, Editar again): a colleague may have saved since, so it reads again.
    openForm('122');
    await waitFor(() => expect(requests.of('obterAssociado')).toHaveLength(2));
    await waitFor(() => expect(refetchUnlessReadOnTheWay(queryOf(122))).toBe(false));
  });

  it("reads again for an edit form whose read on a link's intent is older than a moment", async () => {
    await signInAsDemoUser();
    const requests = captureRequests();
    const queryOf = (id: number) => client.getQueryCache().find({ queryKey: getObterAssociadoQueryKey(id) })!;

    aboutToOpenForm('122');
    await waitFor(() => expect(client.getQueryData(getObterAssociadoQueryKey(122))).toBeDefined());
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + READ_AHEAD_FRESH_MS);
    openForm('122');
    await waitFor(() => expect(requests.of('obterAssociado')).toHaveLength(2));
    await waitFor(() => expect(refetchUnlessReadOnTheWay(queryOf(122))).toBe(false));
  });
});

/** The loader of the route with this path, wherever it sits in the tree. */
function loaderOf(routes: RouteObject[], path: string): LoaderFunction | undefined {
  for (const route of routes) {
    if (route.path === path) return route.loader as LoaderFunction;
    const found = route.children && loaderOf(route.children, path);
    if (found) return found;
  }
  return undefined;
}

describe("the app's routes", () => {
  it('read a record into the QueryClient they were made for, and no other', async () => {
    await signInAsDemoUser();
    const first = createQueryClient({ retry: false });
    const second = createQueryClient({ retry: false });
    const openIn = (client: typeof first, associadoId: string) =>
      loaderOf(createAppRoutes(client), paths.associados.info.path)!(
        {
          params: { associadoId },
        } as unknown as LoaderFunctionArgs,
        undefined,
      );

    openIn(first, '122');
    openIn(second, '121');
    await waitFor(() => expect(first.getQueryData(getObterAssociadoQueryKey(122))).toBeDefined());
    await waitFor(() => expect(second.getQueryData(getObterAssociadoQueryKey(121))).toBeDefined());
    expect(first.getQueryData(getObterAssociadoQueryKey(121))).toBeUndefined();
    expect(second.getQueryData(getObterAssociadoQueryKey(122))).toBeUndefined();
  });
});
