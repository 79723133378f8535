import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SituacaoRemessaId, TipoRemessaId } from '@/generated/model';
import { http as apiHttp } from '@/lib/http/http-client';
import { AMOUNT_FIELDS, CALENDAR_DATE_FIELDS } from '@/lib/http/tolerant-answer';
import { reportViolationInConsole } from '@mocks/contract-guard';
import { db } from '@mocks/db';
import { presentAssociado, presentAssociadoDaRemessa, presentRemessa, presentUsuario } from '@mocks/db/presenters';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { associadoFormShown, section, usuarioBlock } from '../../associados/associado-form-helpers';
import { expectConsoleErrors, expectContractViolations } from '../../expected-reports';
import { findTable, rowTexts } from '../../listas/listas-helpers';
import { dayFromToday, resumoValue, seededRemessa } from '../../remessas/remessa-helpers';
import { location, renderApp } from '../../render';
import { captureRequests } from '../../requests';
import { hasOwnDescricao } from '../../seed-picks';

/**
 * Tolerant reading (docs/decisions/0010-tolerant-reading.md): what a real API plausibly answers
 * instead of the contract's exact shapes — a calendar date with a time (`2026-03-15T00:00:00`,
 * `2026-03-15T00:00:00.000Z`), an amount as a decimal string, an optional list as null, extra
 * fields. Every screen shows the same calendar day in America/Sao_Paulo (the tests' time zone) and
 * the same amounts as with the contract's shapes, never "Invalid Date"; edit forms load them and
 * send the contract's shapes back; the contract guard still reports each answer.
 */

const DATE_VARIANTS = [
  ['a local date-time', (date: string) => `${date}T00:00:00`],
  ['a UTC date-time (the previous evening in São Paulo)', (date: string) => `${date}T00:00:00.000Z`],
] as const;

/** The answer as such a server sends it: every calendar date with a time, every amount a string, one extra field per object. */
function variantOf<T>(value: T, withTime: (date: string) => string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => variantOf(item, withTime)) as T;
  if (value === null || typeof value !== 'object') return value;
  const result: Record<string, unknown> = { campoNovoDaApi: 'ignorado' };
  for (const [key, field] of Object.entries(value)) {
    if (CALENDAR_DATE_FIELDS.has(key) && typeof field === 'string') result[key] = withTime(field);
    else if (AMOUNT_FIELDS.has(key) && typeof field === 'number') result[key] = field.toFixed(2);
    else result[key] = variantOf(field, withTime);
  }
  return result as T;
}

const shown = (isoDate: string) => isoDate.split('-').reverse().join('/');
const money = (value: number) =>
  `R$ ${value.toLocaleString('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
const reported = (violations: readonly { operationId: string }[]) =>
  [...new Set(violations.map((violation) => violation.operationId))].sort();

afterEach(() => {
  expect(document.body.textContent).not.toMatch(/Invalid Date|NaN/);
});

/** A seed associate with users and remessas, a type that is not Mensalidade among them. */
function associadoComTudo() {
  const associado = db.associados.all().find((a) => {
    const presented = presentAssociado(a);
    return (
      (presented.usuarios?.length ?? 0) > 0 &&
      (presented.remessas?.length ?? 0) > 0 &&
      presented.remessas!.some((r) => r.valorRemessa != null) &&
      presented.remessas!.every((r) => hasOwnDescricao(a.associadoId, r.remessaId))
    );
  });
  if (!associado) throw new Error('semente sem associado com usuários e remessas');
  return associado;
}

/** A remessa the form can save again: in preparation, due in the future, with a fixed amount. */
function remessaEditavel() {
  const remessa = db.remessas
    .all()
    .find(
      (r) =>
        r.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.EM_PREPARACAO &&
        r.tipoRemessa.tipoRemessaId !== TipoRemessaId.MENSALIDADE &&
        r.dataVencimento >= dayFromToday(1).iso,
    );
  if (!remessa) throw new Error('semente sem remessa editável com vencimento futuro');
  return remessa;
}

describe.each(DATE_VARIANTS)('an API that sends dates as %s and amounts as strings', (_name, withTime) => {
  it('the remessas list shows the same due dates and amounts', async () => {
    const violations = expectContractViolations();
    const remessas = db.remessas
      .all()
      .filter((r) => r.tipoRemessa.tipoRemessaId !== TipoRemessaId.MENSALIDADE)
      .slice(0, 5)
      .map(presentRemessa);
    server.use(
      http.post('*/api/remessas/busca', () =>
        HttpResponse.json(variantOf({ data: remessas, total: remessas.length }, withTime)),
      ),
    );
    await renderApp('/listas?type=shipments', { signedIn: true });
    const rows = rowTexts(await findTable('Remessas'));
    expect(rows.map((row) => row.slice(1, 3))).toEqual(
      remessas.map((r) => [money(r.valorRemessa!), shown(r.dataVencimento)]),
    );
    expect(rows.map((row) => row.slice(4, 6))).toEqual(
      remessas.map((r) => [money(r.totalPago), money(r.totalPendente)]),
    );
    expect(reported(violations)).toEqual(['buscarRemessas']);
  });

  it('the associate page shows the same association date, fee, birth dates and due dates', async () => {
    const violations = expectContractViolations();
    const record = associadoComTudo();
    const associado = presentAssociado(record);
    server.use(http.get('*/api/associados/:associadoId', () => HttpResponse.json(variantOf(associado, withTime))));
    const { user } = await renderApp(`/associados/info/${record.associadoId}`, { signedIn: true });
    const associacao = within(await screen.findByRole('region', { name: 'Associação' }));
    const valueOf = (block: ReturnType<typeof within>, label: string) =>
      block.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(valueOf(associacao, 'Data de associação')).toBe(shown(associado.associacao.dataAssociacao));
    expect(valueOf(section('Informações de cobrança'), 'Mensalidade')).toBe(money(associado.associacao.mensalidade));

    const usuarios = screen.getByRole('table', { name: /Usuários/ });
    for (const usuario of associado.usuarios ?? [])
      expect(within(usuarios).getByRole('row', { name: new RegExp(usuario.login) })).toHaveTextContent(
        shown(usuario.dataNasc!),
      );
    const remessas = await screen.findByRole('table', { name: 'Últimas remessas do associado' });
    // Each row's text read once: a role query by name for each of a year's remessas costs seconds.
    const rows = within(remessas)
      .getAllByRole('row')
      .map((row) => row.textContent ?? '');
    for (const remessa of associado.remessas ?? []) {
      const row = rows.find((text) => text.includes(remessa.descricao));
      expect(row, remessa.descricao).toContain(shown(remessa.dataVencimento));
      if (remessa.valorRemessa != null) expect(row, remessa.descricao).toContain(money(remessa.valorRemessa));
    }
    await user.click(screen.getByRole('button', { name: 'Endereço' }));
    expect(reported(violations)).toEqual(['obterAssociado']);
  });

  it('the remessa page shows the same due date, amounts and payments', async () => {
    const violations = expectContractViolations();
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const associados = db.vinculos
      .findMany((q) => q.where({ remessaId: remessa.remessaId }))
      .map((vinculo) =>
        presentAssociadoDaRemessa(
          db.associados.findFirst((q) => q.where({ associadoId: vinculo.associadoId }))!,
          vinculo,
        ),
      );
    const answer = { ...presentRemessa(remessa), associados };
    server.use(http.get('*/api/remessas/:remessaId', () => HttpResponse.json(variantOf(answer, withTime))));
    await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Associados da remessa' });
    expect(resumoValue('Data de vencimento')).toBe(shown(remessa.dataVencimento));
    expect(resumoValue('Valor pago')).toBe(money(answer.totalPago));
    expect(resumoValue('Valor pendente')).toBe(money(answer.totalPendente));
    if (remessa.tipoRemessa.tipoRemessaId !== TipoRemessaId.MENSALIDADE)
      expect(resumoValue('Valor')).toBe(money(answer.valorRemessa!));
    const valorDe = (associado: (typeof associados)[number]) =>
      associado.associadoRemessas.find((ar) => ar)?.valorPagamento ?? 0;
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(associados.map((associado) => expect.stringContaining(money(valorDe(associado)))));
    expect(reported(violations)).toEqual(['obterRemessa']);
  });

  it('the associate form loads the same dates and fee, and sends them back as the contract says', async () => {
    const violations = expectContractViolations();
    const record = associadoComTudo();
    const associado = presentAssociado(record);
    server.use(http.get('*/api/associados/:associadoId', () => HttpResponse.json(variantOf(associado, withTime))));
    const requests = captureRequests();
    const { user, router } = await renderApp(`/associados/form/editar/${record.associadoId}`, { signedIn: true });
    await screen.findByRole('region', { name: 'Associação' }, { timeout: 4000 });
    await associadoFormShown();
    const dataAssociacao = section('Associação').getByLabelText('Data de associação');
    await waitFor(() => expect(dataAssociacao).toHaveValue(shown(associado.associacao.dataAssociacao)));
    expect(section('Informações de cobrança').getByLabelText('Mensalidade')).toHaveValue(
      money(associado.associacao.mensalidade).replace(' ', '\u00a0'),
    );
    expect(usuarioBlock(1).getByLabelText('Data de nascimento')).toHaveValue(shown(associado.usuarios![0].dataNasc!));

    const nome = section('Associação').getByLabelText('Nome');
    await user.type(nome, ' (editado)');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    const body = requests.of('atualizarAssociado')[0].body as {
      associacao: { dataAssociacao: string; mensalidade: number };
      usuarios: Array<{ dataNasc: string }>;
    };
    expect(body.associacao).toMatchObject({
      dataAssociacao: associado.associacao.dataAssociacao,
      mensalidade: associado.associacao.mensalidade,
    });
    expect(body.usuarios[0].dataNasc).toBe(associado.usuarios![0].dataNasc);
    expect(reported(violations)).toContain('obterAssociado');
  });

  it('the remessa form loads the same due date and amount, and sends them back as the contract says', async () => {
    const violations = expectContractViolations();
    const remessa = remessaEditavel();
    const answer = { ...presentRemessa(remessa), associados: [] };
    server.use(http.get('*/api/remessas/:remessaId', () => HttpResponse.json(variantOf(answer, withTime))));
    const requests = captureRequests();
    const { user, router } = await renderApp(`/remessas/form/editar/${remessa.remessaId}`, { signedIn: true });
    const vencimento = await screen.findByLabelText('Data de vencimento');
    await waitFor(() => expect(vencimento).toHaveValue(shown(remessa.dataVencimento)));
    expect(screen.getByLabelText('Valor da remessa')).toHaveValue(money(remessa.valorRemessa!).replace(' ', '\u00a0'));

    await user.type(screen.getByLabelText('Descrição'), ' (editada)');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=shipments'));
    expect(requests.of('atualizarRemessa')[0].body).toMatchObject({
      dataVencimento: remessa.dataVencimento,
      valorRemessa: remessa.valorRemessa,
    });
    expect(reported(violations)).toContain('obterRemessa');
  });

  it('the user form loads a user whose birth date has a time and extra fields', async () => {
    const violations = expectContractViolations();
    const record = db.usuarios.all().find((u) => u.usuarioGestao && u.dataNasc)!;
    server.use(
      http.get('*/api/usuarios/:usuarioId', () => HttpResponse.json(variantOf(presentUsuario(record), withTime))),
    );
    const requests = captureRequests();
    const { user, router } = await renderApp(`/usuarios/form/editar/${record.usuarioId}`, { signedIn: true });
    const nome = await screen.findByLabelText('Nome');
    await waitFor(() => expect(nome).toHaveValue(record.nome));
    await user.type(nome, ' Silva');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
    expect(requests.of('atualizarUsuario')[0].body).toEqual({
      usuarioId: record.usuarioId,
      nome: `${record.nome} Silva`,
      email: record.email,
      cpf: record.cpf,
    });
    expect(reported(violations)).toEqual(['obterUsuario']);
  });
});

describe('an API that sends optional lists as null', () => {
  it('the associate page shows no users and no remessas, and still works', async () => {
    const violations = expectContractViolations();
    const record = associadoComTudo();
    server.use(
      http.get('*/api/associados/:associadoId', () =>
        HttpResponse.json({ ...presentAssociado(record), usuarios: null, remessas: null, associadoRemessas: null }),
      ),
    );
    await renderApp(`/associados/info/${record.associadoId}`, { signedIn: true });
    await screen.findByRole('region', { name: 'Associação' });
    const remessas = await screen.findByRole('table', { name: 'Últimas remessas do associado' });
    expect(within(remessas).getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByText('Algo deu errado nesta tela')).not.toBeInTheDocument();
    expect(reported(violations)).toEqual(['obterAssociado']);
  });

  it('the remessa page shows an empty associates table', async () => {
    const violations = expectContractViolations();
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    server.use(
      http.get('*/api/remessas/:remessaId', () => HttpResponse.json({ ...presentRemessa(remessa), associados: null })),
    );
    await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    expect(await screen.findByText('Necessário adicionar associado na remessa')).toBeInTheDocument();
    expect(screen.queryByText('Algo deu errado nesta tela')).not.toBeInTheDocument();
    expect(reported(violations)).toEqual(['obterRemessa']);
  });
});

describe('the mock backend and the contract guard', () => {
  it('the mock accepts an ISO date-time where a request body has a date, and stores its calendar day', async () => {
    const { data: session } = await apiHttp.post('/api/autenticacao', {
      cpf: DEMO_CREDENTIALS.cpf,
      senha: DEMO_CREDENTIALS.senha,
    });
    const vencimento = dayFromToday(10).iso;
    const { data } = await apiHttp.post(
      '/api/remessas',
      {
        descricao: 'Remessa com data e hora',
        // Required by the contract ('' when left blank).
        observacao: '',
        paragrafoPersonalizado: '',
        tipoRemessa: { tipoRemessaId: 4, tipoRemessaNome: 'Avulsa' },
        dataVencimento: `${vencimento}T00:00:00.000Z`,
        valorRemessa: 10,
        tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
      },
      { headers: { Authorization: `Bearer ${(session as { accessToken: string }).accessToken}` } },
    );
    expect(
      db.remessas.findFirst((q) => q.where({ remessaId: (data as { remessaId: number }).remessaId }))?.dataVencimento,
    ).toBe(vencimento);
  });

  it('reports each kind of break once in the console, however often the answer comes back', () => {
    const errors = expectConsoleErrors();
    const violation = (index: number) => ({
      operationId: 'buscarRemessas',
      method: 'POST',
      path: '/api/remessas/busca',
      issues: [`data.${index}.dataVencimento: Invalid ISO date`],
    });
    reportViolationInConsole(violation(0));
    reportViolationInConsole(violation(1));
    reportViolationInConsole(violation(0));
    reportViolationInConsole({
      ...violation(0),
      issues: ['data.0.valorRemessa: Invalid input: expected number, received string'],
    });
    expect(errors.map(([message]) => String(message).split('\n')[0])).toEqual([
      '[contrato] buscarRemessas (POST /api/remessas/busca) respondeu fora do contrato:',
      '[contrato] buscarRemessas (POST /api/remessas/busca) respondeu fora do contrato:',
    ]);
    vi.restoreAllMocks();
  });
});
