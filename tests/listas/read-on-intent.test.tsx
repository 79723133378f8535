import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { searchAssociados } from '@mocks/handlers/associados';
import { READ_AHEAD_FRESH_MS } from '@/lib/read-on-the-way';
import { associadoFormShown, section } from '../associados/associado-form-helpers';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import { findTable, rowWith } from './listas-helpers';

const firstAssociado = () => searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 10 }).data[0]!;
const readsOf = (requests: ReturnType<typeof captureRequests>, path: string) =>
  requests.all.filter((request) => request.method === 'GET' && new URL(request.url).pathname === path);

/** The record id a row's link opens: `/associados/form/editar/122` → `122`. */
const idIn = (link: HTMLElement) => link.getAttribute('href')!.split('/').at(-1)!;

/** The members list, the first member's row, and what the server receives from then on. */
async function openMembersList() {
  const app = await renderApp('/listas', { signedIn: true });
  const associado = firstAssociado();
  const row = rowWith(await findTable('Associados'), associado.nome);
  const requests = captureRequests();
  return { ...app, associado, row: within(row), requests, readPath: `/api/associados/${associado.associadoId}` };
}

/** The associate form shows the member, read from the server. */
async function formShows(nome: string) {
  await associadoFormShown();
  expect(section('Associação').getByLabelText('Nome', { exact: true })).toHaveValue(nome);
}

afterEach(() => vi.restoreAllMocks());

// A row's Editar and Ver informações start the record's read as the person shows they are about to
// open it, and the page then takes that read instead of asking again (docs/decisions/0050).
describe('reading a record on intent', () => {
  it("starts the member's read as the pointer rests on Editar, and the form opens on it without asking again", async () => {
    const { user, row, associado, requests, readPath, router } = await openMembersList();

    await user.hover(row.getByRole('link', { name: 'Editar' }));
    await waitFor(() => expect(readsOf(requests, readPath)).toHaveLength(1));
    expect(location(router)).toBe('/listas');

    await user.click(row.getByRole('link', { name: 'Editar' }));
    await formShows(associado.nome);
    expect(location(router)).toBe(`/associados/form/editar/${associado.associadoId}`);
    expect(readsOf(requests, readPath)).toHaveLength(1);
  });

  it('starts the read on the press of Editar, before the click opens the form', async () => {
    const { user, row, associado, requests, readPath, router } = await openMembersList();
    const editar = row.getByRole('link', { name: 'Editar' });

    fireEvent.pointerDown(editar);
    await waitFor(() => expect(readsOf(requests, readPath)).toHaveLength(1));
    expect(location(router)).toBe('/listas');

    await user.click(editar);
    await formShows(associado.nome);
    expect(readsOf(requests, readPath)).toHaveLength(1);
  });

  it('starts the read as the keyboard rests on Ver informações, and the detail page opens on it', async () => {
    const { user, row, associado, requests, readPath, router } = await openMembersList();

    row.getByRole('link', { name: 'Ver informações' }).focus();
    await waitFor(() => expect(readsOf(requests, readPath)).toHaveLength(1));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location(router)).toBe(`/associados/info/${associado.associadoId}`));
    expect(await screen.findByRole('heading', { name: 'Informações do associado' })).toBeInTheDocument();
    expect(await screen.findAllByText(associado.email)).not.toEqual([]);
    expect(readsOf(requests, readPath)).toHaveLength(1);
  });

  it('asks again for a record read ahead more than a moment before Editar was clicked', async () => {
    const { user, row, associado, requests, readPath, queryClient } = await openMembersList();

    await user.hover(row.getByRole('link', { name: 'Editar' }));
    await waitFor(() => expect(readsOf(requests, readPath)).toHaveLength(1));
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));

    // The person clicks a while later: that read is no longer what the server has now.
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + READ_AHEAD_FRESH_MS + 1_000);
    await user.click(row.getByRole('link', { name: 'Editar' }));
    await formShows(associado.nome);
    expect(readsOf(requests, readPath)).toHaveLength(2);
  });

  it('reads nothing for a link the pointer only crosses', async () => {
    const { user, requests } = await openMembersList();
    const table = within(await findTable('Associados'));
    const [crossed, rested] = table.getAllByRole('link', { name: 'Editar' });

    // The pointer leaves the first Editar at once for the second, and rests there.
    await user.hover(crossed!);
    await user.hover(rested!);
    await waitFor(() => expect(requests.all.filter((request) => request.method === 'GET')).not.toEqual([]));
    const reads = requests.all.filter((request) => request.method === 'GET').map((r) => new URL(r.url).pathname);
    expect(reads).toEqual([`/api/associados/${idIn(rested!)}`]);
  });

  it("starts a remessa's read on Editar in the Remessas tab, and its form opens on it without asking again", async () => {
    const { user, router } = await renderApp('/listas?type=shipments', { signedIn: true });
    const table = await findTable('Remessas');
    const editar = within(table).getAllByRole('link', { name: 'Editar' })[0]!;
    const remessaId = idIn(editar);
    const requests = captureRequests();

    await user.hover(editar);
    await waitFor(() => expect(readsOf(requests, `/api/remessas/${remessaId}`)).toHaveLength(1));
    await user.click(editar);
    await waitFor(() => expect(location(router)).toBe(`/remessas/form/editar/${remessaId}`));
    expect(await screen.findByLabelText('Descrição')).toBeInTheDocument();
    expect(readsOf(requests, `/api/remessas/${remessaId}`)).toHaveLength(1);
  });
});
