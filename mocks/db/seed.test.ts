// @vitest-environment node
import { format } from 'date-fns/format';
import { subMonths } from 'date-fns/subMonths';
import { describe, expect, it } from 'vitest';
import { SituacaoRemessaId } from '@/generated/model';
import { startOfToday, toIsoDate } from '@/utils/br/dates';
import { collectionNames, recordSchemas } from './index';
import { buildSeed } from './seed';

const monthOf = (isoDate: string) =>
  new Date(`${isoDate}T12:00:00`).toLocaleDateString('pt-BR', { month: 'long', year: 'numeric' });

describe("today's seed", { tags: ['dates'] }, () => {
  // The seed every test and the demo start from: built at whatever moment it is now.
  const seed = buildSeed();

  it('fits the schemas and is the same all day', () => {
    for (const name of collectionNames) {
      const broken = (seed[name] as unknown[]).filter((record) => !recordSchemas[name].safeParse(record).success);
      expect(broken, `registros de ${name} fora do esquema`).toEqual([]);
    }
    expect(buildSeed()).toEqual(seed);
  });

  it('places remessas in preparation after today, payments before now, and names each remessa by its month', () => {
    const today = toIsoDate(startOfToday());
    for (const remessa of seed.remessas) {
      if (remessa.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.EM_PREPARACAO)
        expect(remessa.dataVencimento > today, `remessa ${remessa.remessaId} vence ${remessa.dataVencimento}`).toBe(
          true,
        );
      expect(remessa.descricao).toContain(monthOf(remessa.dataVencimento));
    }
    const now = Date.now();
    for (const vinculo of seed.vinculos.filter((v) => v.dataPagamento))
      expect(Date.parse(vinculo.dataPagamento!)).toBeLessThanOrEqual(now);
  });

  it("gives Arrecadação a year: remessas sent and due in each of the twelve months up to today's", () => {
    const now = new Date();
    const billed = seed.remessas.filter(
      (remessa) => remessa.situacaoRemessa.situacaoRemessaId !== SituacaoRemessaId.EM_PREPARACAO,
    );
    for (let monthsAgo = 0; monthsAgo < 12; monthsAgo++) {
      const month = format(subMonths(now, monthsAgo), 'yyyy-MM');
      expect(
        billed.filter((remessa) => remessa.dataVencimento.startsWith(month)),
        month,
      ).not.toEqual([]);
    }
  });
});
