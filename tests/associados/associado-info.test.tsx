import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SituacaoRemessaId } from '@/generated/model';
import { db } from '@mocks/db';
import { byName } from '@mocks/lib/search';
import { server } from '@mocks/node';
import { location, renderApp } from '../render';
import { hasOwnDescricao } from '../seed-picks';
import { captureRequests } from '../requests';
import { section } from './associado-form-helpers';

/** The lists page loads its code on first use and shows its skeleton for at least 500 ms. */
const LIST_LOAD = { timeout: 5000 };

const vinculosOf = (associadoId: number) => db.vinculos.findMany((q) => q.where({ associadoId }));

/**
 * A seed associate in one remessa still in preparation and in one already sent, each with a
 * description no other remessa of theirs has (the rows are found by it).
 */
function associadoWithMixedRemessas() {
  const distinct = (a: { associadoId: number }) =>
    vinculosOf(a.associadoId).filter((v) => hasOwnDescricao(a.associadoId, v.remessaId));
  const associado = db.associados.all().find((a) => {
    const statuses = distinct(a).map((v) => v.situacaoRemessaId);
    return statuses.includes(null) && statuses.some((s) => s !== null);
  });
  if (!associado) throw new Error('semente sem associado com remessas em preparação e enviadas');
  const vinculos = distinct(associado);
  const remessaOf = (status: (s: number | null) => boolean) => {
    const vinculo = vinculos.find((v) => status(v.situacaoRemessaId));
    return db.remessas.findFirst((q) => q.where({ remessaId: vinculo?.remessaId ?? 0 }))!;
  };
  return {
    associado,
    // Not sent yet: no status of its own, shown as Em preparação.
    emPreparacao: remessaOf((s) => s === null),
    enviada: remessaOf((s) => s !== null),
  };
}

async function openInfo(associadoId: number) {
  const view = await renderApp(`/associados/info/${associadoId}`, { signedIn: true });
  await screen.findByRole('region', { name: 'Associação' });
  return view;
}

/** The value shown next to a label of a detail block. */
const valueOf = (block: ReturnType<typeof within>, label: string) =>
  block.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

const remessasTable = () => screen.getByRole('table', { name: 'Últimas remessas do associado' });
const rowOf = (descricao: string) =>
  within(remessasTable()).getByRole('row', { name: new RegExp(descricao.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });

describe('associate detail', () => {
  it('shows the association and billing information read-only, with Contato and Endereço collapsed', async () => {
    const associado = db.associados.all().find((a) => a.associacao.cns && a.cpfCnpj.length === 14)!;
    const { user } = await openInfo(associado.associadoId);
    expect(screen.getByRole('heading', { name: 'Informações do associado', level: 1 })).toBeInTheDocument();
    const associacao = section('Associação');
    expect(valueOf(associacao, 'Nome')).toBe(associado.nome);
    expect(valueOf(associacao, 'CPF/CNPJ')).toBe(
      associado.cpfCnpj.replace(/(\d{2})(\d{3})(\d{3})(\d{4})(\d{2})/, '$1.$2.$3/$4-$5'),
    );
    expect(valueOf(associacao, 'Tipo de associado')).toBe(associado.tipoAssociado.tipoAssociadoNome);
    expect(valueOf(associacao, 'Status')).toBe(associado.ativo ? 'Ativo' : 'Inativo');
    expect(valueOf(associacao, 'Data de associação')).toBe(
      associado.associacao.dataAssociacao.split('-').reverse().join('/'),
    );
    expect(valueOf(associacao, 'CNS')).toBe(associado.associacao.cns!.replace(/(\d{2})(\d{3})(\d)/, '$1.$2-$3'));
    expect(valueOf(section('Informações de cobrança'), 'Mensalidade')).toBe(
      `R$ ${associado.associacao.mensalidade.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`,
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    const contato = screen.getByRole('button', { name: 'Contato' });
    expect(contato).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText(associado.contato.email)).not.toBeVisible();
    await user.click(contato);
    expect(contato).toHaveAttribute('aria-expanded', 'true');
    expect(valueOf(section('Contato'), 'E-mail')).toBe(associado.contato.email);
    expect(valueOf(section('Contato'), 'Telefone')).toMatch(/^\(\d{2}\) \d{4,5}-\d{4}$/);

    await user.click(screen.getByRole('button', { name: 'Endereço' }));
    const endereco = section('Endereço');
    expect(valueOf(endereco, 'CEP')).toBe(associado.endereco.cep.replace(/(\d{5})(\d{3})/, '$1-$2'));
    expect(valueOf(endereco, 'Cidade')).toBe(associado.endereco.cidade);
    expect(valueOf(endereco, 'UF')).toBe(associado.endereco.uf);
    expect(valueOf(endereco, 'Complemento')).toBe(associado.endereco.complemento || '—');
    await user.click(screen.getByRole('button', { name: 'Endereço' }));
    expect(screen.getByRole('button', { name: 'Endereço' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists the associate users', async () => {
    const { associado } = associadoWithMixedRemessas();
    const usuarios = db.usuarios.findMany((q) => q.where({ associadoId: associado.associadoId }));
    await openInfo(associado.associadoId);
    const table = within(screen.getByRole('table', { name: 'Usuários do associado' }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Nome',
      'Login',
      'E-mail',
      'Telefone',
      'Data de nascimento',
    ]);
    for (const usuario of usuarios) {
      const row = within(table.getByRole('row', { name: new RegExp(usuario.login ?? '') }));
      expect(row.getByText(usuario.nome)).toBeInTheDocument();
      expect(row.getByText(usuario.email)).toBeInTheDocument();
      expect(row.getByText((usuario.dataNasc ?? '').split('-').reverse().join('/'))).toBeInTheDocument();
    }
  });

  it('links back to the associates list and to the edit form', async () => {
    const { associado } = associadoWithMixedRemessas();
    const { user, router } = await openInfo(associado.associadoId);
    expect(screen.getByRole('link', { name: /Voltar para a lista de associados/ })).toHaveAttribute(
      'href',
      '/listas?type=associates',
    );
    await user.click(screen.getByRole('link', { name: 'Editar informações' }));
    await waitFor(() => expect(location(router)).toBe(`/associados/form/editar/${associado.associadoId}`));
    await screen.findByRole('heading', { name: 'Editar associado' });
    await screen.findByRole('region', { name: 'Associação' });
    expect(section('Associação').getByLabelText('Nome')).toHaveValue(associado.nome);
  });

  it('says so when the associate does not exist', async () => {
    await renderApp('/associados/info/99999', { signedIn: true });
    expect(await screen.findByText('Associado não encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deletar associado' })).not.toBeInTheDocument();
  });
});

describe('associate detail: Últimas remessas do associado', () => {
  it('shows each remessa with value, due date and the associate status, actions enabled only in preparation', async () => {
    const { associado, emPreparacao, enviada } = associadoWithMixedRemessas();
    await openInfo(associado.associadoId);
    const table = within(remessasTable());
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Descrição da remessa',
      'Valor da remessa',
      'Vencimento',
      'Situação',
      'Ações',
    ]);
    expect(table.getAllByRole('row')).toHaveLength(vinculosOf(associado.associadoId).length + 1);

    const aberta = within(rowOf(emPreparacao.descricao));
    const vinculo = vinculosOf(associado.associadoId).find((v) => v.remessaId === emPreparacao.remessaId)!;
    expect(
      aberta.getByText(`R$ ${vinculo.valorPagamento.toLocaleString('pt-BR', { minimumFractionDigits: 2 })}`),
    ).toBeInTheDocument();
    expect(aberta.getByText(emPreparacao.dataVencimento.split('-').reverse().join('/'))).toBeInTheDocument();
    expect(aberta.getByText('Em preparação')).toBeInTheDocument();
    for (const action of ['Editar remessa', 'Deletar vínculo com a remessa', 'Ver informações da remessa']) {
      expect(aberta.getByRole('button', { name: action })).toBeEnabled();
      expect(within(rowOf(enviada.descricao)).getByRole('button', { name: action })).toBeDisabled();
    }
  });

  it('shows Pago em with the payment date for a paid remessa', async () => {
    const paid = db.vinculos.findFirst((q) =>
      q.where((v) => v.situacaoRemessaId === SituacaoRemessaId.PAGO && hasOwnDescricao(v.associadoId, v.remessaId)),
    )!;
    const remessa = db.remessas.findFirst((q) => q.where({ remessaId: paid.remessaId }))!;
    await openInfo(paid.associadoId);
    const date = new Date(paid.dataPagamento!);
    const expected = `Pago em ${String(date.getDate()).padStart(2, '0')}/${String(date.getMonth() + 1).padStart(2, '0')}/${date.getFullYear()}`;
    expect(within(rowOf(remessa.descricao)).getByText(expected)).toBeInTheDocument();
  });

  it('opens the remessa edit and info pages with the way back to this associate', async () => {
    const { associado, emPreparacao } = associadoWithMixedRemessas();
    const { user, router } = await openInfo(associado.associadoId);
    await user.click(within(rowOf(emPreparacao.descricao)).getByRole('button', { name: 'Editar remessa' }));
    await waitFor(() =>
      expect(location(router)).toBe(
        `/remessas/form/editar/${emPreparacao.remessaId}?type=associates&associateId=${associado.associadoId}`,
      ),
    );

    // Back as a person goes, from the form on screen (a navigation before it has committed can leave it mounted).
    await screen.findByRole('form', { name: 'Editar remessa' });
    await user.click(screen.getByRole('link', { name: 'Voltar' }));
    await waitFor(() => expect(location(router)).toBe(`/associados/info/${associado.associadoId}`));
    await screen.findByRole('table', { name: 'Últimas remessas do associado' });
    await user.click(within(rowOf(emPreparacao.descricao)).getByRole('button', { name: 'Ver informações da remessa' }));
    await waitFor(() =>
      expect(location(router)).toBe(
        `/remessas/info/${emPreparacao.remessaId}?type=associates&associateId=${associado.associadoId}`,
      ),
    );
    await user.click(await screen.findByRole('link', { name: 'Voltar' }));
    await waitFor(() => expect(location(router)).toBe(`/associados/info/${associado.associadoId}`));
  });

  it('removes the associate from a remessa after confirming, re-posting the others', async () => {
    const { associado, emPreparacao } = associadoWithMixedRemessas();
    const others = db.vinculos
      .findMany((q) => q.where({ remessaId: emPreparacao.remessaId }))
      .map((v) => v.associadoId)
      .filter((id) => id !== associado.associadoId);
    const requests = captureRequests();
    const { user } = await openInfo(associado.associadoId);

    await user.click(
      within(rowOf(emPreparacao.descricao)).getByRole('button', { name: 'Deletar vínculo com a remessa' }),
    );
    let dialog = await screen.findByRole('dialog', { name: 'Deletar vínculo com a remessa' });
    expect(dialog).toHaveTextContent(
      `Deseja remover o associado ${associado.nome} da remessa ${emPreparacao.descricao}?`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.of('vincularAssociadosRemessa')).toHaveLength(0);

    await user.click(
      within(rowOf(emPreparacao.descricao)).getByRole('button', { name: 'Deletar vínculo com a remessa' }),
    );
    dialog = await screen.findByRole('dialog', { name: 'Deletar vínculo com a remessa' });
    await user.click(within(dialog).getByRole('button', { name: 'Deletar' }));

    await waitFor(() => expect(within(remessasTable()).queryByText(emPreparacao.descricao)).not.toBeInTheDocument());
    expect(requests.of('obterRemessa').map((request) => new URL(request.url).pathname)).toContain(
      `/api/remessas/${emPreparacao.remessaId}`,
    );
    const [vincular] = requests.of('vincularAssociadosRemessa');
    const body = vincular.body as Record<string, unknown> & { associadosRemessa: Record<string, unknown>[] };
    expect(body).toMatchObject({
      remessaId: emPreparacao.remessaId,
      descricao: emPreparacao.descricao,
      observacao: emPreparacao.observacao,
      paragrafoPersonalizado: emPreparacao.paragrafoPersonalizado,
      tipoRemessa: emPreparacao.tipoRemessa,
      dataVencimento: emPreparacao.dataVencimento,
      valorRemessa: emPreparacao.valorRemessa,
      tipoAssociado: emPreparacao.tipoAssociado,
    });
    expect(Object.keys(body).sort()).toEqual(
      [
        'associadosRemessa',
        'dataVencimento',
        'descricao',
        'observacao',
        'paragrafoPersonalizado',
        'remessaId',
        'tipoAssociado',
        'tipoRemessa',
        'valorRemessa',
      ].sort(),
    );
    expect(body.associadosRemessa.map((a) => a.associadoId).sort()).toEqual([...others].sort());
    expect(body.associadosRemessa.every((a) => !('associadoRemessas' in a))).toBe(true);
    expect(
      db.vinculos.findFirst((q) => q.where({ remessaId: emPreparacao.remessaId, associadoId: associado.associadoId })),
    ).toBeUndefined();
    expect(db.vinculos.findMany((q) => q.where({ remessaId: emPreparacao.remessaId }))).toHaveLength(others.length);
  });

  it('keeps the remessa and shows the server message when the removal fails', async () => {
    const { associado, emPreparacao } = associadoWithMixedRemessas();
    server.use(
      http.post('*/api/remessas/vincular', () =>
        HttpResponse.json({ message: 'Remessa bloqueada para alterações.' }, { status: 400 }),
      ),
    );
    const { user } = await openInfo(associado.associadoId);
    await user.click(
      within(rowOf(emPreparacao.descricao)).getByRole('button', { name: 'Deletar vínculo com a remessa' }),
    );
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deletar vínculo com a remessa' })).getByRole('button', {
        name: 'Deletar',
      }),
    );
    const alert = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(alert).toHaveTextContent('Remessa bloqueada para alterações.');
    expect(
      within(rowOf(emPreparacao.descricao)).getByRole('button', { name: 'Deletar vínculo com a remessa' }),
    ).toBeEnabled();
  });

  it('says so when the associate is in no remessa', async () => {
    const associado = db.associados.all().find((a) => vinculosOf(a.associadoId).length === 0)!;
    await openInfo(associado.associadoId);
    expect(
      within(remessasTable()).getByText('Este associado ainda não participa de nenhuma remessa.'),
    ).toBeInTheDocument();
  });
});

describe('associate detail: Deletar associado', () => {
  it('asks first, then deletes and returns to the associates list', async () => {
    const { associado } = associadoWithMixedRemessas();
    const requests = captureRequests();
    const { user, router } = await openInfo(associado.associadoId);

    await user.click(screen.getByRole('button', { name: 'Deletar associado' }));
    let dialog = await screen.findByRole('dialog', { name: 'Deletar associado' });
    expect(dialog).toHaveTextContent(`Deseja deletar o associado ${associado.nome}?`);
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.of('excluirAssociados')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Deletar associado' }));
    dialog = await screen.findByRole('dialog', { name: 'Deletar associado' });
    await user.click(within(dialog).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    expect(requests.of('excluirAssociados').map((request) => request.body)).toEqual([
      { associadosDelete: [{ associadoId: associado.associadoId }] },
    ]);
    expect(db.associados.findFirst((q) => q.where({ associadoId: associado.associadoId }))).toBeUndefined();
  });

  it('stays and shows the server message when the deletion fails', async () => {
    const { associado } = associadoWithMixedRemessas();
    server.use(
      http.delete('*/api/associados', () =>
        HttpResponse.json({ message: 'Associado com boletos pagos não pode ser excluído.' }, { status: 400 }),
      ),
    );
    const { user, router } = await openInfo(associado.associadoId);
    await user.click(screen.getByRole('button', { name: 'Deletar associado' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deletar associado' })).getByRole('button', { name: 'Deletar' }),
    );
    expect(await screen.findByRole('dialog', { name: /Erro!/ })).toHaveTextContent(
      'Associado com boletos pagos não pode ser excluído.',
    );
    expect(location(router)).toBe(`/associados/info/${associado.associadoId}`);
    expect(screen.getByRole('button', { name: 'Deletar associado' })).toBeEnabled();
  });
});

describe('associate detail: the associates list afterwards', () => {
  it('no longer lists a deleted associate in the list it returns to', async () => {
    const [first] = db.associados.all().sort(byName);
    const { user, router } = await renderApp('/listas?type=associates', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Associados' }, LIST_LOAD);
    expect(await within(table).findByText(first.nome)).toBeInTheDocument();

    await router.navigate(`/associados/info/${first.associadoId}`);
    await user.click(await screen.findByRole('button', { name: 'Deletar associado' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deletar associado' })).getByRole('button', { name: 'Deletar' }),
    );
    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    const list = await screen.findByRole('table', { name: 'Associados' });
    await waitFor(() => expect(within(list).queryByText(first.nome)).not.toBeInTheDocument());
    expect(within(list).getAllByRole('row')).toHaveLength(11);
  });
});
