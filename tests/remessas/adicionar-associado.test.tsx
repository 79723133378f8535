import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { DEFAULT_PAGE_SIZE } from '@/config/app';
import { MENSALIDADE_MINIMA_REMESSA } from '@/config/domain';
import { SituacaoRemessaId, TipoRemessaId } from '@/generated/model';
import { searchAssociados } from '@mocks/handlers/associados';
import { renderApp } from '../render';
import { capSearchPages } from '../capped-searches';
import { chooseOption } from '../form-controls';
import { captureRequests } from '../requests';
import { columnTexts, dialog, seededRemessa, vinculosOf } from './remessa-helpers';

const AVAILABLE = 'Associados disponíveis';
const TOOLTIP = 'Para remessas de Mensalidade, são incluídos os associados com mensalidade maior que R$ 1,00.';

async function openDialog(remessaId: number) {
  const app = await renderApp(`/remessas/info/${remessaId}`, { signedIn: true });
  await app.user.click(await screen.findByRole('button', { name: 'Adicionar associado' }));
  const view = within(await dialog(/Adicionar associado à remessa/));
  await view.findByRole('table', { name: AVAILABLE });
  await waitFor(() => expect(columnTexts(AVAILABLE, 1).length).toBeGreaterThan(0));
  return { ...app, view };
}

/** Checkboxes of the rows that can still be chosen (not those already in the remessa). */
const selectable = () =>
  within(screen.getByRole('table', { name: AVAILABLE }))
    .getAllByRole('checkbox', { name: /^Selecionar / })
    .filter((box) => !(box as HTMLInputElement).disabled);

describe('Adicionar associado à remessa', () => {
  it('searches associates of the remessa payer type and kind, a page of DEFAULT_PAGE_SIZE at a time', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const requests = captureRequests();
    const { view } = await openDialog(remessa.remessaId);

    expect(requests.of('buscarAssociados')[0].body).toEqual({
      descricao: '',
      filtros: [],
      tipoAssociadoId: remessa.tipoAssociado.tipoAssociadoId,
      tipoRemessaId: remessa.tipoRemessa.tipoRemessaId,
      numPage: 1,
      numRows: DEFAULT_PAGE_SIZE,
    });
    expect(columnTexts(AVAILABLE, 1)).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(view.queryByRole('img', { name: TOOLTIP })).not.toBeInTheDocument();
    expect(view.getByText('Nenhum associado selecionado')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
  });

  it('at MAX, a server that answers at most 25 rows a page still lists every associate of the remessa type, read page after page', async () => {
    capSearchPages(25);
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO, { withAssociados: false });
    const requests = captureRequests();
    const { user, view } = await openDialog(remessa.remessaId);
    const all = searchAssociados({
      descricao: '',
      filtros: [],
      tipoAssociadoId: remessa.tipoAssociado.tipoAssociadoId,
      tipoRemessaId: remessa.tipoRemessa.tipoRemessaId,
      numPage: 1,
      numRows: 100_000,
    });
    expect(all.total).toBeGreaterThan(25);

    await chooseOption(user, 'Itens por página', 'MAX');
    await waitFor(() =>
      expect(requests.of('buscarAssociados').map((request) => request.body)).toContainEqual(
        expect.objectContaining({ numPage: 2, numRows: 25, tipoRemessaId: remessa.tipoRemessa.tipoRemessaId }),
      ),
    );
    // The whole set is the page: selecting all of it selects every associate.
    await waitFor(() => expect(view.getByRole('checkbox', { name: 'Selecionar todos desta página' })).toBeEnabled());
    await waitFor(() => expect(columnTexts(AVAILABLE, 1)[0]).toBe(all.data[0].nome));
    await user.click(view.getByRole('checkbox', { name: 'Selecionar todos desta página' }));
    expect(await view.findByText(`${all.total} associados selecionados`)).toBeInTheDocument();
    expect(view.queryByText(/^Faltam /)).not.toBeInTheDocument();
  });

  it('at MAX, a server that caps its pages and stops giving rows: the dialog says how many associates are missing', async () => {
    capSearchPages(25, { lastPage: 1 });
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO, { withAssociados: false });
    const { user, view } = await openDialog(remessa.remessaId);
    const { total } = searchAssociados({
      descricao: '',
      filtros: [],
      tipoAssociadoId: remessa.tipoAssociado.tipoAssociadoId,
      tipoRemessaId: remessa.tipoRemessa.tipoRemessaId,
      numPage: 1,
      numRows: 1,
    });
    expect(total).toBeGreaterThan(25);

    await chooseOption(user, 'Itens por página', 'MAX');
    expect(await view.findByRole('alert')).toHaveTextContent(
      `Faltam ${total - 25} de ${total} associados: o servidor não os enviou, e a lista abaixo não os inclui. Tente abrir a lista de novo mais tarde.`,
    );
  });

  it('for Mensalidade explains that only associates with a monthly fee above R$ 1,00 are included', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO, { withAssociados: false });
    expect(remessa.tipoRemessa.tipoRemessaId).toBe(TipoRemessaId.MENSALIDADE);
    const requests = captureRequests();
    const { view } = await openDialog(remessa.remessaId);
    expect(view.getByRole('img', { name: TOOLTIP })).toBeInTheDocument();
    expect((requests.of('buscarAssociados')[0].body as { tipoRemessaId: number }).tipoRemessaId).toBe(
      TipoRemessaId.MENSALIDADE,
    );
    const shown = columnTexts(AVAILABLE, 1).map((nome) => db.associados.findFirst((q) => q.where({ nome }))!);
    shown.forEach((associado) => expect(associado.associacao.mensalidade).toBeGreaterThan(MENSALIDADE_MINIMA_REMESSA));
  });

  it('searches on Enter and pages with the pager', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const requests = captureRequests();
    const { user, view } = await openDialog(remessa.remessaId);

    await user.click(view.getByRole('button', { name: /Próxima página|Next Page/ }));
    await waitFor(() => expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ numPage: 2 }));

    await user.type(view.getByRole('searchbox', { name: 'Pesquisar associados' }), 'cartorio{Enter}');
    await waitFor(() =>
      expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ descricao: 'cartorio', numPage: 1 }),
    );
  });

  it('shows who was already sent the remessa as checked and locked', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ERRO_NO_ENVIO);
    const enviado = vinculosOf(remessa.remessaId).find((v) => v.situacaoRemessaId !== null)!;
    const linked = db.associados.findFirst((q) => q.where({ associadoId: enviado.associadoId }))!;
    const { user, view } = await openDialog(remessa.remessaId);
    await user.type(view.getByRole('searchbox', { name: 'Pesquisar associados' }), `${linked.cpfCnpj}{Enter}`);

    const box = await view.findByRole('checkbox', { name: `${linked.nome} já está na remessa` });
    expect(box).toBeChecked();
    expect(box).toBeDisabled();
  });

  it('shows an associate added and not sent yet as checked but not locked: unticking removes it after the confirm', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const vinculos = vinculosOf(remessa.remessaId);
    const linked = db.associados.findFirst((q) => q.where({ associadoId: vinculos[0].associadoId }))!;
    const requests = captureRequests();
    const { user, view } = await openDialog(remessa.remessaId);
    await user.type(view.getByRole('searchbox', { name: 'Pesquisar associados' }), `${linked.cpfCnpj}{Enter}`);

    const box = await view.findByRole('checkbox', { name: `${linked.nome} está na remessa` });
    expect(box).toBeChecked();
    expect(box).toBeEnabled();
    await user.click(box);
    await user.click(within(await dialog('Deletar associado da remessa')).getByRole('button', { name: 'Deletar' }));

    await waitFor(() => expect(requests.of('vincularAssociadosRemessa')).toHaveLength(1));
    expect(vinculosOf(remessa.remessaId).map((v) => v.associadoId)).not.toContain(linked.associadoId);
    expect(await view.findByRole('checkbox', { name: `Selecionar ${linked.nome}` })).not.toBeChecked();
  });

  it('selects every associate of the page, keeps the choice across pages, and counts it', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const { user, view } = await openDialog(remessa.remessaId);
    const firstPage = selectable().length;

    await user.click(view.getByLabelText('Selecionar todos desta página'));
    selectable().forEach((box) => expect(box).toBeChecked());
    expect(view.getByText(`${firstPage} associados selecionados`)).toBeInTheDocument();

    await user.click(view.getByRole('button', { name: /Próxima página|Next Page/ }));
    await waitFor(() => expect(view.getByLabelText('Selecionar todos desta página')).not.toBeChecked());
    await user.click(selectable()[0]);
    expect(view.getByText(`${firstPage + 1} associados selecionados`)).toBeInTheDocument();

    // Unticking "all of this page" on page 1 releases only that page.
    await user.click(view.getByRole('button', { name: /Página anterior|Previous Page/ }));
    await waitFor(() => expect(view.getByLabelText('Selecionar todos desta página')).toBeChecked());
    await user.click(view.getByLabelText('Selecionar todos desta página'));
    expect(view.getByText('1 associado selecionado')).toBeInTheDocument();
  });

  it('Desmarcar todos asks first: Cancelar keeps the choice, Desmarcar clears it', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const { user, view } = await openDialog(remessa.remessaId);
    await user.click(selectable()[0]);
    await user.click(selectable()[1]);
    expect(view.getByText('2 associados selecionados')).toBeInTheDocument();

    await user.click(view.getByRole('button', { name: 'Desmarcar todos' }));
    await user.click(within(await dialog('Desmarcar todos')).getByRole('button', { name: 'Cancelar' }));
    expect(view.getByText('2 associados selecionados')).toBeInTheDocument();

    await user.click(view.getByRole('button', { name: 'Desmarcar todos' }));
    const confirmacao = await dialog('Desmarcar todos');
    expect(confirmacao).toHaveTextContent('Deseja desmarcar os 2 associados selecionados?');
    await user.click(within(confirmacao).getByRole('button', { name: 'Desmarcar' }));
    await waitFor(() => expect(view.getByText('Nenhum associado selecionado')).toBeInTheDocument());
    expect(view.getByRole('button', { name: 'Adicionar' })).toBeDisabled();
  });

  it('adds the chosen associates by posting vincular with those already there plus the new ones, once each', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const before = vinculosOf(remessa.remessaId).map((v) => v.associadoId);
    const requests = captureRequests();
    const { user, view } = await openDialog(remessa.remessaId);

    const [first, second] = selectable();
    const chosenNames = [first, second].map((box) => box.getAttribute('aria-label')!.replace('Selecionar ', ''));
    await user.click(first);
    await user.click(second);
    await user.click(view.getByRole('button', { name: 'Adicionar' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: /Adicionar associado à remessa/ })).not.toBeInTheDocument(),
    );
    const body = requests.of('vincularAssociadosRemessa')[0].body as {
      remessaId: number;
      associadosRemessa: { associadoId: number; nome: string }[];
    };
    const ids = body.associadosRemessa.map((a) => a.associadoId);
    expect(body.remessaId).toBe(remessa.remessaId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.slice(0, before.length).sort()).toEqual([...before].sort());
    expect(body.associadosRemessa.slice(before.length).map((a) => a.nome)).toEqual(chosenNames);
    for (const nome of chosenNames)
      expect(
        await within(screen.getByRole('table', { name: 'Associados da remessa' })).findByText(nome),
      ).toBeInTheDocument();
  });

  it('keeps the dialog and the choice when adding fails', async () => {
    server.use(
      http.post('*/api/remessas/vincular', () =>
        HttpResponse.json({ message: 'Associado inativo não pode ser cobrado.' }, { status: 400 }),
      ),
    );
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const { user, view } = await openDialog(remessa.remessaId);
    await user.click(selectable()[0]);
    await user.click(view.getByRole('button', { name: 'Adicionar' }));

    const alerta = await dialog(/Erro!/);
    expect(within(alerta).getByText('Associado inativo não pode ser cobrado.')).toBeInTheDocument();
    await user.click(within(alerta).getByRole('button', { name: 'OK' }));
    expect(view.getByText('1 associado selecionado')).toBeInTheDocument();
    expect(view.getByRole('button', { name: 'Adicionar' })).toBeEnabled();
  });
});
