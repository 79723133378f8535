import { waitFor } from '@testing-library/react';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/app/create-query-client';
import { readRecord } from '@/app/route-record';
import { createAppRoutes } from '@/app/router';
import { paths } from '@/config/paths';
import { refetchUnlessReadOnTheWay } from '@/lib/read-on-the-way';
import { getObterAssociadoQueryKey, getObterAssociadoQueryOptions } from '@/generated/api/associados/associados';
import { signInAsDemoUser } from '../auth';
import { captureRequests } from '../requests';

// The record pages ask for their record as the route opens, alongside their code; the page's own
// query then finds that call under its key.
describe('a record route as it opens', () => {
  const client = createQueryClient({ retry: false });
  const readAssociado = readRecord(client, 'associadoId', async () => getObterAssociadoQueryOptions);
  const open = (associadoId: string) =>
    readAssociado({ params: { associadoId } } as unknown as LoaderFunctionArgs, undefined);
  afterEach(() => client.clear());

  it('asks for the record once, under the key the page reads', async () => {
    await signInAsDemoUser();
    const requests = captureRequests();
    expect(open('122')).toBeNull();
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

  it("lets an edit form take the loader's read, and ask again for a copy read before its route opened", async () => {
    await signInAsDemoUser();
    const requests = captureRequests();
    const queryOf = (id: number) => client.getQueryCache().find({ queryKey: getObterAssociadoQueryKey(id) })!;

    open('122');
    await waitFor(() => expect(client.getQueryData(getObterAssociadoQueryKey(122))).toBeDefined());
    expect(refetchUnlessReadOnTheWay(queryOf(122))).toBe(false);

    // Read by the detail page a moment ago: still fresh for the loader, which asks nothing, so the form asks.
    await client.fetchQuery(getObterAssociadoQueryOptions(121));
    await waitFor(() => expect(Date.now()).toBeGreaterThan(queryOf(121).state.dataUpdatedAt));
    const prefetch = vi.spyOn(client, 'prefetchQuery');
    open('121');
    // The loader notes its read, then hands it to the cache (which has a fresh copy, so asks nothing).
    await waitFor(() =>
      expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ queryKey: getObterAssociadoQueryKey(121) })),
    );
    expect(refetchUnlessReadOnTheWay(queryOf(121))).toBe('always');
    expect(requests.of('obterAssociado')).toHaveLength(2);
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
