import { screen, waitFor, within } from '@testing-library/react';
import { delay, getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';
import { formatCpfCnpj } from '@/utils/br/masks';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';

const LIST_LOAD = { timeout: 5000 };
const ANSWERS = { timeout: 4000 };

/** One associate, one management user and one remessa that a search for "Xanadu" finds, and nothing else. */
async function xanadu() {
  const [associado] = db.associados.all();
  const usuario = db.usuarios.all().find((candidate) => candidate.usuarioGestao && candidate.cpf !== '11144477735')!;
  const [remessa] = db.remessas.all();
  await db.associados.update((q) => q.where({ associadoId: associado.associadoId }), {
    data: (record) => void (record.nome = 'Cartório Xanadu de Notas'),
  });
  await db.usuarios.update((q) => q.where({ usuarioId: usuario.usuarioId }), {
    data: (record) => void (record.nome = 'Lívia Xanadu Prado'),
  });
  await db.remessas.update((q) => q.where({ remessaId: remessa.remessaId }), {
    data: (record) => void (record.descricao = 'Encontro regional Xanadu'),
  });
  return { associado, usuario, remessa };
}

async function openPage(path = '/listas') {
  const app = await renderApp(path, { signedIn: true });
  await screen.findByRole('button', { name: 'Buscar no painel' }, LIST_LOAD);
  return app;
}

const box = () => screen.getByRole('combobox', { name: 'Buscar no painel' });
/** The box, once its code has loaded (it loads when the page is idle, or when first opened). */
const findBox = () => screen.findByRole('combobox', { name: 'Buscar no painel' });
/** The box's own searches (a page of 5), not the list's on the same page. */
const boxRequests = (requests: ReturnType<typeof captureRequests>, operation: Parameters<typeof requests.of>[0]) =>
  requests.of(operation).filter((request) => (request.body as { numRows: number }).numRows === 5);
const results = () => screen.getByRole('listbox', { name: 'Resultados da busca' });
const group = (name: string) => within(results()).getByRole('group', { name });
const optionNames = (name: string) =>
  within(group(name))
    .queryAllByRole('option')
    .map((option) => option.textContent);

describe("the header's search", () => {
  it('opens with Ctrl+K and finds associados, usuários and remessas at once, grouped, each with Ver todos', async () => {
    const { associado, usuario } = await xanadu();
    const { user } = await openPage();
    const requests = captureRequests();
    await user.keyboard('{Control>}k{/Control}');
    expect(await findBox()).toHaveFocus();
    expect(box()).toHaveAttribute('aria-expanded', 'false');

    await user.type(box(), 'xanadu');
    expect(
      await screen.findByText('1 associado, 1 usuário e 1 remessa para “xanadu”.', undefined, ANSWERS),
    ).toHaveAttribute('role', 'status');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(optionNames('Associados')).toEqual([
      expect.stringContaining('Cartório Xanadu de Notas'),
      'Ver todos os associados (1)',
    ]);
    expect(optionNames('Associados')[0]).toContain(formatCpfCnpj(associado.cpfCnpj));
    expect(optionNames('Usuários')).toEqual([
      expect.stringContaining('Lívia Xanadu Prado'),
      'Ver todos os usuários (1)',
    ]);
    expect(optionNames('Usuários')[0]).toContain(usuario.email);
    expect(optionNames('Remessas')).toEqual([
      expect.stringContaining('Encontro regional Xanadu'),
      'Ver todas as remessas (1)',
    ]);
    // The three searches, in parallel, a small page each.
    expect(boxRequests(requests, 'buscarAssociados').map((request) => request.body)).toEqual([
      { descricao: 'xanadu', filtros: [], numPage: 1, numRows: 5 },
    ]);
    expect(boxRequests(requests, 'buscarUsuarios').map((request) => request.body)).toEqual([
      { descricao: 'xanadu', tipoUsuario: '', numPage: 1, numRows: 5 },
    ]);
    expect(boxRequests(requests, 'buscarRemessas').map((request) => request.body)).toEqual([
      { descricao: 'xanadu', situacaoRemessaId: null, numPage: 1, numRows: 5 },
    ]);
  });

  it('moves through the results with the arrows and opens the one chosen with Enter', async () => {
    const { usuario } = await xanadu();
    const { user, router } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Buscar no painel' }));
    await user.type(await findBox(), 'xanadu');
    await screen.findByText(/para “xanadu”/, undefined, ANSWERS);
    const options = within(results()).getAllByRole('option');
    expect(box()).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[0].id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box()).toHaveAttribute('aria-activedescendant', options[2].id);
    expect(options[2]).toHaveTextContent('Lívia Xanadu Prado');
    await user.keyboard('{ArrowUp}{ArrowDown}');
    await user.keyboard('{Enter}');

    await screen.findByRole('heading', { name: 'Edição do usuário' });
    expect(location(router)).toBe(`/usuarios/form/editar/${usuario.usuarioId}`);
    expect(screen.queryByRole('combobox', { name: 'Buscar no painel' })).toBeNull();
  });

  it('keeps the result chosen with the arrows when a kind that answers later adds its rows above it', async () => {
    await xanadu();
    let usersAnswered: () => void = () => undefined;
    const usersAnswer = new Promise<void>((resolve) => (usersAnswered = resolve));
    let releaseUsers: () => void = () => undefined;
    const usersHeld = new Promise<void>((resolve) => (releaseUsers = resolve));
    server.use(
      http.post('*/api/usuarios/busca', async ({ request }) => {
        const { numRows } = (await request.clone().json()) as { numRows: number };
        if (numRows !== 5) return undefined;
        await usersHeld;
        const answer = await getResponse(handlers, request.clone());
        setTimeout(usersAnswered, 0);
        return answer;
      }),
    );
    const { user } = await openPage();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await findBox(), 'xanadu');
    const remessa = await screen.findByRole('option', { name: /Encontro regional Xanadu/ }, ANSWERS);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(remessa).toHaveAttribute('aria-selected', 'true');

    releaseUsers();
    await usersAnswer;
    await screen.findByRole('option', { name: /Lívia Xanadu Prado/ });
    expect(remessa).toHaveAttribute('aria-selected', 'true');
    expect(box()).toHaveAttribute('aria-activedescendant', remessa.id);
  });

  it('closes with Escape, the focus back on its button, the page as it was', async () => {
    const { user, router } = await openPage();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await findBox(), 'silva');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('combobox', { name: 'Buscar no painel' })).toBeNull();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Buscar no painel' })).toHaveFocus());
    expect(location(router)).toBe('/listas');
  });

  it('finds the same associate by a CPF/CNPJ typed with or without its punctuation, sending its digits', async () => {
    const associado = db.associados.all()[3];
    const { user } = await openPage();
    const requests = captureRequests();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await findBox(), formatCpfCnpj(associado.cpfCnpj));
    await waitFor(() => expect(optionNames('Associados')[0]).toContain(associado.nome), ANSWERS);
    await user.clear(box());
    await user.type(box(), associado.cpfCnpj);
    await waitFor(() => expect(box()).toHaveAttribute('aria-expanded', 'true'), ANSWERS);
    await screen.findByText(/para “\d+”/, undefined, ANSWERS);
    expect(optionNames('Associados')[0]).toContain(associado.nome);
    // Both texts are the same search: its digits, asked once.
    expect(boxRequests(requests, 'buscarAssociados').map((request) => request.body)).toEqual([
      { descricao: associado.cpfCnpj, filtros: [], numPage: 1, numRows: 5 },
    ]);
  });

  it('asks once for a text typed fast', async () => {
    const { user } = await openPage();
    const requests = captureRequests();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await findBox(), 'oliveira');
    await screen.findByText(/para “oliveira”|Nenhum resultado para “oliveira”/, undefined, ANSWERS);
    expect(
      boxRequests(requests, 'buscarAssociados').map((request) => (request.body as { descricao: string }).descricao),
    ).toEqual(['oliveira']);
    expect(boxRequests(requests, 'buscarUsuarios')).toHaveLength(1);
    expect(boxRequests(requests, 'buscarRemessas')).toHaveLength(1);
  });

  it("never lets an earlier text's late answer stand for the later text", async () => {
    await xanadu();
    let lateAnswered: () => void = () => undefined;
    const lateAnswer = new Promise<void>((resolve) => (lateAnswered = resolve));
    // The search for "cartório" answers late, after the one typed next.
    server.use(
      http.post('*/api/associados/busca', async ({ request }) => {
        const { descricao } = (await request.clone().json()) as { descricao: string };
        if (descricao !== 'cartório') return undefined;
        const answer = await getResponse(handlers, request.clone());
        await delay(600);
        setTimeout(lateAnswered, 0);
        return answer;
      }),
    );
    const { user, queryClient } = await openPage();
    const requests = captureRequests();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await findBox(), 'cartório');
    await waitFor(() => expect(boxRequests(requests, 'buscarAssociados')).toHaveLength(1));
    await user.clear(box());
    await user.type(box(), 'xanadu');
    await screen.findByText('1 associado, 1 usuário e 1 remessa para “xanadu”.', undefined, ANSWERS);
    await lateAnswer;
    // The late answer has come back and been handled (or dropped): nothing is on its way any more.
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(optionNames('Associados')).toEqual([
      expect.stringContaining('Cartório Xanadu de Notas'),
      'Ver todos os associados (1)',
    ]);
    expect(screen.getByText('1 associado, 1 usuário e 1 remessa para “xanadu”.')).toBeInTheDocument();
  });

  it('says in the box that a search failed, shows what the others found, and the page goes on', async () => {
    await xanadu();
    server.use(
      http.post('*/api/usuarios/busca', async ({ request }) => {
        const { numRows } = (await request.clone().json()) as { numRows: number };
        return numRows === 5
          ? HttpResponse.json({ message: 'Busca de usuários fora do ar.' }, { status: 503 })
          : undefined;
      }),
    );
    const { user } = await openPage();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await findBox(), 'xanadu');
    expect(
      await within(results()).findByText(
        /Não foi possível buscar os usuários\. Busca de usuários fora do ar\./,
        undefined,
        ANSWERS,
      ),
    ).toBeVisible();
    expect(optionNames('Associados')[0]).toContain('Cartório Xanadu de Notas');
    expect(optionNames('Usuários')).toEqual([]);
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('table', { name: 'Associados' }, LIST_LOAD)).toBeInTheDocument();
  });

  it('Ver todos opens the list already searched, a CPF kept out of the address', async () => {
    await xanadu();
    const { user, router } = await openPage();
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await findBox(), 'xanadu');
    await user.click(await within(results()).findByRole('option', { name: 'Ver todas as remessas (1)' }, ANSWERS));
    await waitFor(() => expect(location(router)).toBe('/listas?type=shipments&q=xanadu'));
    expect(await screen.findByRole('searchbox', { name: 'Pesquisar remessas' })).toHaveValue('xanadu');

    const associado = db.associados.all()[3];
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await findBox(), formatCpfCnpj(associado.cpfCnpj));
    await user.click(await within(results()).findByRole('option', { name: 'Ver todos os associados (1)' }, ANSWERS));
    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    expect(await screen.findByRole('searchbox', { name: 'Pesquisar associados' })).toHaveValue(associado.cpfCnpj);
  });

  it("opens with Alt+3 on a page without a search of its own; on a list, Alt+3 goes to the list's search", async () => {
    const arrecadacao = await openPage('/arrecadacao');
    await arrecadacao.user.keyboard('{Alt>}3{/Alt}');
    expect(await findBox()).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ir para a busca' })).toHaveAttribute('href', '#busca-no-painel');
    arrecadacao.unmount();

    const { user } = await openPage('/listas');
    const own = await screen.findByRole('searchbox', { name: 'Pesquisar associados' }, LIST_LOAD);
    await user.keyboard('{Alt>}3{/Alt}');
    expect(own).toHaveFocus();
    expect(screen.queryByRole('combobox', { name: 'Buscar no painel' })).toBeNull();
  });
});
