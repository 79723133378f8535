import { AxiosError } from 'axios';
import { http, HttpResponse } from 'msw';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buscarAssociados } from '@/generated/api/associados/associados';
import {
  buscarRemessas,
  enfileirarEnvioRemessa,
  obterRemessa,
  vincularAssociadosRemessa,
} from '@/generated/api/remessas/remessas';
import { buscarUsuarios } from '@/generated/api/usuarios/usuarios';
import { SituacaoRemessaId, TipoAssociadoId, TipoRemessaId, type RemessaDetalhe } from '@/generated/model';
import { http as api } from '@/lib/http/http-client';
import { toRemessaVincular } from '@/lib/remessa-vinculo';
import { contractChecksDone } from '@mocks/contract-guard';
import { resetMockData } from '@mocks/data';
import { db } from '@mocks/db';
import type { SeedData } from '@mocks/db/seed';
import { buildNationalSeed } from '@mocks/db/seed-nacional';
import { byName } from '@mocks/lib/search';
import { server } from '@mocks/node';
import { signInAsDemoUser } from '../auth';
import { expectContractViolations } from '../expected-reports';

/*
 * The mock at the association's size, in the shape of the national data set with 2,500 offices
 * (about 2,100 payers in a Mensalidade): the demo's 12,500 are measured by npm run bench:scale.
 */
let national: SeedData;
beforeAll(() => {
  national = buildNationalSeed({ associados: 2_500 });
});

beforeEach(async () => {
  await resetMockData(structuredClone(national));
  await signInAsDemoUser();
});

const thisMonth = () =>
  db.remessas.findFirst((q) =>
    q.where((r) => r.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.EM_PREPARACAO),
  )!;

/** The Adicionar dialog's list at page size MAX: every associate a Mensalidade may bill. */
const billable = () =>
  buscarAssociados({
    descricao: '',
    filtros: [],
    numPage: 1,
    numRows: 12_500,
    tipoAssociadoId: TipoAssociadoId.ASSOCIADOS,
    tipoRemessaId: TipoRemessaId.MENSALIDADE,
  });

/** Every write since the last look, by table: what an operation touched. */
const written = () =>
  Object.fromEntries(
    Object.entries(db)
      .map(([name, table]) => [name, table.takeChanges().size])
      .filter(([, count]) => count !== 0),
  );

async function linkEveryone(): Promise<RemessaDetalhe> {
  const remessa = await obterRemessa(thisMonth().remessaId);
  const { data } = await billable();
  await vincularAssociadosRemessa(toRemessaVincular(remessa, data));
  return obterRemessa(remessa.remessaId);
}

describe('the mock at national size', () => {
  it('links every billable associate in one vincular and reads the remessa back by name, with its totals', async () => {
    const { data, total } = await billable();
    expect(total).toBeGreaterThan(2_000);
    expect(data).toHaveLength(total);
    expect(data.every((a) => a.tipoAssociado.tipoAssociadoId === 1 && a.associacao.mensalidade > 1)).toBe(true);
    written();

    const remessa = await linkEveryone();
    // What the call touched: the new links, nothing else.
    expect(written()).toEqual({ vinculos: total });
    expect(remessa.associados).toHaveLength(total);
    expect(remessa.associados.map((a) => a.nome)).toEqual(
      data.map((a) => a.nome).sort((a, b) => byName({ nome: a }, { nome: b })),
    );
    expect(remessa.associados.every((a) => a.associadoRemessas[0].situacaoRemessa === null)).toBe(true);
    const fees = Math.round(data.reduce((sum, a) => sum + a.associacao.mensalidade * 100, 0)) / 100;
    expect([remessa.totalPago, remessa.totalPendente]).toEqual([0, fees]);

    const [leaving, ...staying] = remessa.associados;
    await vincularAssociadosRemessa(toRemessaVincular(remessa, staying));
    expect(written()).toEqual({ vinculos: 1 });
    const after = await obterRemessa(remessa.remessaId);
    expect(after.associados.map((a) => a.associadoId)).toEqual(staying.map((a) => a.associadoId));
    expect(db.vinculos.get(`${remessa.remessaId}:${leaving.associadoId}`)).toBeUndefined();
  });

  it('refuses a vincular with one row that breaks the contract, naming that row in Portuguese, and links nobody', async () => {
    const remessa = await obterRemessa(thisMonth().remessaId);
    const { data } = await billable();
    const body = toRemessaVincular(remessa, data);
    body.associadosRemessa[1_500] = {
      ...body.associadosRemessa[1_500],
      contato: { ...body.associadosRemessa[1_500].contato, email: 'sem-arroba' },
    };
    written();

    const answer = await api
      .post('/api/remessas/vincular', body, { headers: { Authorization: 'Bearer token-de-teste' } })
      .catch((error: unknown) => (error instanceof AxiosError ? error.response : undefined));
    expect(answer?.status).toBe(400);
    expect(answer?.data.message).toMatch(
      /^Requisição inválida: campo "associadosRemessa\.1500\.contato\.email": Formato do endereço de e-mail inválido\.$/,
    );
    expect(written()).toEqual({});
  });

  it('sends it: Enviando, then Enviado with a boleto e-mail each, payments in waves, then Pago; each step writes only its payers', async () => {
    const remessa = await linkEveryone();
    const payers = remessa.associados.length;
    written();
    const situacao = () => db.remessas.get(String(remessa.remessaId))!.situacaoRemessa.situacaoRemessaId;
    const paid = () =>
      db.vinculos.findMany((q) => q.where({ remessaId: remessa.remessaId, situacaoRemessaId: SituacaoRemessaId.PAGO }))
        .length;

    await enfileirarEnvioRemessa(remessa.remessaId);
    expect(situacao()).toBe(SituacaoRemessaId.ENVIANDO);
    expect(written()).toEqual({ remessas: 1, vinculos: payers });

    await vi.waitFor(() => expect(situacao()).toBe(SituacaoRemessaId.ENVIADO), { timeout: 10_000 });
    const seenPaid = new Set<number>([paid()]);
    await vi.waitFor(
      () => {
        seenPaid.add(paid());
        expect(situacao()).toBe(SituacaoRemessaId.PAGO);
      },
      { timeout: 10_000, interval: 5 },
    );
    expect(paid()).toBe(payers);
    // Payments arrived over several steps, not all at once.
    expect([...seenPaid].filter((count) => count > 0 && count < payers).length).toBeGreaterThan(0);
    expect(db.emails.count()).toBe(payers);
    expect(written()).toEqual({ remessas: 1, vinculos: payers, emails: payers });

    const row = (
      await buscarRemessas({ descricao: '', situacaoRemessaId: SituacaoRemessaId.PAGO, numPage: 1, numRows: 1 })
    ).data[0];
    expect(row).toMatchObject({ remessaId: remessa.remessaId, totalPendente: 0, totalPago: remessa.totalPendente });
  });

  it('searches associates and users by name at this size', async () => {
    const nome = db.associados.get('1234')!.nome;
    const found = await buscarAssociados({ descricao: nome, filtros: [], numPage: 1, numRows: 10 });
    expect(found.data.map((a) => a.nome)).toContain(nome);
    const everyone = await buscarAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 12_500 });
    expect(everyone.total).toBe(2_500);
    expect(everyone.data.map((a) => a.nome)).toEqual([...db.associados.all()].sort(byName).map((a) => a.nome));
    const usuarios = await buscarUsuarios({ descricao: 'silva', tipoUsuario: '', numPage: 1, numRows: 5 });
    expect(usuarios.total).toBeGreaterThan(5);
    expect(usuarios.data.map((u) => u.nome)).toEqual(
      [...usuarios.data.map((u) => u.nome)].sort((a, b) => byName({ nome: a }, { nome: b })),
    );
  });

  it('reports a long answer that breaks the contract, with the row that breaks it, after handing it over', async () => {
    const violations = expectContractViolations();
    const remessa = await linkEveryone();
    const broken = {
      ...remessa,
      associados: remessa.associados.map((a, index) => (index === 2_000 ? { ...a, email: 'sem-arroba' } : a)),
    };
    server.use(http.get('*/api/remessas/:remessaId', () => HttpResponse.json(broken)));

    const answer = await obterRemessa(remessa.remessaId);
    expect(answer.associados).toHaveLength(remessa.associados.length);
    await contractChecksDone();
    expect(violations.map((v) => [v.operationId, v.issues.map((issue) => issue.split(':')[0])])).toEqual([
      ['obterRemessa', ['associados.2000.email']],
    ]);
  });
});
