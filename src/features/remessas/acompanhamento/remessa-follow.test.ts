// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Remessa } from '@/generated/model';
import { isFollowed, nextCheckMs, readPauseMs, summaryKey } from './remessa-follow';

describe('following a remessa', () => {
  it('follows it while it is being sent (2, 6), sent (3) or failed (5); not in preparation or paid', () => {
    expect([1, 2, 3, 4, 5, 6].filter((situacao) => isFollowed(situacao))).toEqual([2, 3, 5, 6]);
    expect(isFollowed(undefined)).toBe(false);
  });

  it('checks after 2 s, twice as long after each check that found nothing new, never more than 10 s apart', () => {
    expect([0, 1, 2, 3, 4, 10].map(nextCheckMs)).toEqual([2_000, 4_000, 8_000, 10_000, 10_000, 10_000]);
  });

  it('reads the whole remessa by itself at most ~10,000 payers a minute: 12,500 wait 75 s, 25 almost nothing', () => {
    expect(readPauseMs(12_500)).toBe(75_000);
    expect(readPauseMs(2_000)).toBe(12_000);
    expect(readPauseMs(25)).toBe(150);
  });

  it('a change of situação, totals or the remessa’s own fields is a change; its names are not', () => {
    const remessa = {
      remessaId: 7,
      descricao: 'Mensalidade',
      observacao: '',
      paragrafoPersonalizado: '',
      tipoRemessa: { tipoRemessaId: 1, tipoRemessaNome: 'Mensalidade' },
      situacaoRemessa: { situacaoRemessaId: 3, situacaoRemessaNome: 'Enviado' },
      dataVencimento: '2026-05-10',
      valorRemessa: 0,
      totalPago: 150,
      totalPendente: 300,
      tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
    } as Remessa;
    const key = summaryKey(remessa);
    expect(summaryKey({ ...remessa, situacaoRemessa: { situacaoRemessaId: 3, situacaoRemessaNome: 'ENVIADO' } })).toBe(
      key,
    );
    expect(summaryKey({ ...remessa, situacaoRemessa: { situacaoRemessaId: 4 } })).not.toBe(key);
    expect(summaryKey({ ...remessa, totalPago: 300, totalPendente: 150 })).not.toBe(key);
    expect(summaryKey({ ...remessa, descricao: 'Mensalidade de maio' })).not.toBe(key);
  });
});
