// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { SituacaoRemessaId, TipoAssociadoId, TipoRemessaId } from '@/generated/model';
import { collectionNames, recordSchemas } from '.';
import { DEMO_COLLEAGUE, DEMO_CREDENTIALS } from './seed';
import { buildNationalSeed, NACIONAL_ASSOCIADOS } from './seed-nacional';

// The national data set's shape at 2,500 associates (the demo builds 12,500; npm run bench:scale checks that size).
const today = new Date(2026, 10, 22, 9, 30);
const seed = buildNationalSeed({ today, associados: 2_500 });

const eligible = seed.associados.filter(
  (a) => a.ativo && a.tipoAssociado.tipoAssociadoId === TipoAssociadoId.ASSOCIADOS && a.associacao.mensalidade > 1,
);
const payersOf = (remessaId: number) => seed.vinculos.filter((vinculo) => vinculo.remessaId === remessaId);
const mensalidades = seed.remessas.filter((r) => r.tipoRemessa.tipoRemessaId === TipoRemessaId.MENSALIDADE);

describe('the national data set', () => {
  it('is the association at its size: 12,500 offices of both tipos, active and not, most of them billed monthly', () => {
    expect(NACIONAL_ASSOCIADOS).toBe(12_500);
    expect(seed.associados).toHaveLength(2_500);
    const internos = seed.associados.filter((a) => a.tipoAssociado.tipoAssociadoId === TipoAssociadoId.INTERNOS);
    expect(internos.length).toBeGreaterThan(0);
    expect(seed.associados.some((a) => !a.ativo)).toBe(true);
    // 10,000 of 12,500 eligible is 80%; the data set keeps a margin over it.
    expect(eligible.length / seed.associados.length).toBeGreaterThan(0.82);
    expect(new Set(seed.associados.map((a) => a.associacao.mensalidade)).size).toBeGreaterThan(8);
  });

  it('has the demo users and one or two users of each office', () => {
    const gestao = seed.usuarios.filter((u) => u.usuarioGestao);
    expect(gestao.slice(0, 2).map((u) => u.cpf)).toEqual([DEMO_CREDENTIALS.cpf, DEMO_COLLEAGUE.cpf]);
    const perOffice = new Map<number, number>();
    for (const u of seed.usuarios)
      if (u.associadoId) perOffice.set(u.associadoId, (perOffice.get(u.associadoId) ?? 0) + 1);
    expect(perOffice.size).toBe(2_500);
    expect(Math.max(...perOffice.values())).toBe(2);
  });

  it('bills every eligible associate each month for a year, with this month in preparation and nobody in it yet', () => {
    expect(mensalidades).toHaveLength(13);
    const [thisMonth, ...year] = [...mensalidades].reverse();
    expect(thisMonth).toMatchObject({
      dataVencimento: '2026-12-10',
      situacaoRemessa: { situacaoRemessaId: SituacaoRemessaId.EM_PREPARACAO },
      valorRemessa: 0,
    });
    expect(payersOf(thisMonth.remessaId)).toEqual([]);
    expect(year.map((r) => r.dataVencimento)).toEqual([
      '2026-11-10',
      '2026-10-10',
      '2026-09-10',
      '2026-08-10',
      '2026-07-10',
      '2026-06-10',
      '2026-05-10',
      '2026-04-10',
      '2026-03-10',
      '2026-02-10',
      '2026-01-10',
      '2025-12-10',
    ]);
    for (const remessa of year) {
      const payers = payersOf(remessa.remessaId);
      expect(payers.map((v) => v.associadoId)).toEqual(eligible.map((a) => a.associadoId));
      const fees = new Map(eligible.map((a) => [a.associadoId, a.associacao.mensalidade]));
      expect(payers.every((v) => v.valorPagamento === fees.get(v.associadoId))).toBe(true);
    }
    const otherTipos = new Set(
      seed.remessas.filter((r) => !mensalidades.includes(r)).map((r) => r.tipoRemessa.tipoRemessaId),
    );
    expect([...otherTipos].sort()).toEqual([
      TipoRemessaId.ARRECADACAO_DE_FUNDOS,
      TipoRemessaId.EVENTO_MENSAL,
      TipoRemessaId.AVULSA,
    ]);
  });

  it('has payments arriving over the weeks after each due date: older months paid, the last ones still coming in', () => {
    const share = (remessaId: number, situacao: number) =>
      payersOf(remessaId).filter((v) => v.situacaoRemessaId === situacao).length / payersOf(remessaId).length;
    const [lastMonth, monthBefore] = [...mensalidades].reverse().slice(1);
    const yearAgo = mensalidades[0];
    expect(yearAgo.situacaoRemessa.situacaoRemessaId).toBe(SituacaoRemessaId.PAGO);
    expect(share(yearAgo.remessaId, SituacaoRemessaId.PAGO)).toBe(1);
    // Last month's: most paid, some pending, some refused by the office's e-mail (to resend).
    expect(lastMonth.situacaoRemessa.situacaoRemessaId).toBe(SituacaoRemessaId.ERRO_NO_ENVIO);
    expect(share(lastMonth.remessaId, SituacaoRemessaId.PAGO)).toBeGreaterThan(0.6);
    expect(share(lastMonth.remessaId, SituacaoRemessaId.ENVIADO)).toBeGreaterThan(0.1);
    expect(share(lastMonth.remessaId, SituacaoRemessaId.ERRO_NO_ENVIO)).toBeGreaterThan(0);
    expect(share(monthBefore.remessaId, SituacaoRemessaId.ENVIADO)).toBeLessThan(
      share(lastMonth.remessaId, SituacaoRemessaId.ENVIADO),
    );
    for (const vinculo of seed.vinculos) {
      const paid = vinculo.situacaoRemessaId === SituacaoRemessaId.PAGO;
      expect(vinculo.dataPagamento !== null).toBe(paid);
      if (paid) expect(Date.parse(vinculo.dataPagamento!)).toBeLessThanOrEqual(today.getTime());
      expect(vinculo.pagamentoGiroId === null).toBe(vinculo.situacaoRemessaId === SituacaoRemessaId.ERRO_NO_ENVIO);
    }
  });

  it('is the same for the same day, and every record fits its schema', () => {
    expect(buildNationalSeed({ today, associados: 2_500 })).toEqual(seed);
    for (const name of collectionNames) {
      const broken = (seed[name] as unknown[]).filter((record) => !recordSchemas[name].safeParse(record).success);
      expect(broken, `registros de ${name} fora do esquema`).toEqual([]);
    }
  });
});
