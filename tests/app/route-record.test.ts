import { waitFor } from '@testing-library/react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/create-query-client';
import { provideRouteQueryClient, readRecord } from '@/app/route-record';
import { getObterAssociadoQueryKey, getObterAssociadoQueryOptions } from '@/generated/api/associados/associados';
import { signInAsDemoUser } from '../auth';
import { captureRequests } from '../requests';

// The record pages ask for their record as the route opens, alongside their code; the page's own
// query then finds that call under its key.
const readAssociado = readRecord('associadoId', async () => getObterAssociadoQueryOptions);
const open = (associadoId: string) =>
  readAssociado({ params: { associadoId } } as unknown as LoaderFunctionArgs, undefined);

describe('a record route as it opens', () => {
  const client = createQueryClient({ retry: false });
  provideRouteQueryClient(client);
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
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.all).toEqual([]);
  });

  it("read ahead by a pressed link, is asked once: the router's call at the click finds it on its way", async () => {
    await signInAsDemoUser();
    const requests = captureRequests();
    readAssociado.read({ associadoId: '122' });
    open('122');
    await waitFor(() => expect(client.getQueryData(getObterAssociadoQueryKey(122))).toBeDefined());
    expect(requests.of('obterAssociado')).toHaveLength(1);
  });

  it('once its code is in, starts the read in the same task, before the page gets busy', async () => {
    await signInAsDemoUser();
    open('122');
    await waitFor(() => expect(client.getQueryData(getObterAssociadoQueryKey(122))).toBeDefined());
    client.clear();
    readAssociado.read({ associadoId: '121' });
    expect(client.isFetching({ queryKey: getObterAssociadoQueryKey(121) })).toBe(1);
  });
});
