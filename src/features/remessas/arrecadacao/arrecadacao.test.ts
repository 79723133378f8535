// @vitest-environment node
import { addMonths } from 'date-fns/addMonths';
import { endOfMonth } from 'date-fns/endOfMonth';
import { format } from 'date-fns/format';
import { startOfMonth } from 'date-fns/startOfMonth';
import { subDays } from 'date-fns/subDays';
import { subMonths } from 'date-fns/subMonths';
import { ptBR } from 'date-fns/locale/pt-BR';
import { describe, expect, it } from 'vitest';
import { TipoRemessaId, type Remessa } from '@/generated/model';
import { startOfToday } from '@/utils/br/dates';
import {
  arrecadacaoCsvFileName,
  arrecadacaoDoAno,
  buildArrecadacaoCsv,
  mesCurto,
  mesOfParam,
  percentualPago,
  resumoDoMes,
  ultimosMeses,
} from './arrecadacao';

let nextId = 1;
const remessa = (dataVencimento: string, totalPago: number, totalPendente: number, tipo = 2): Remessa =>
  ({
    remessaId: nextId++,
    descricao: `Remessa ${nextId}`,
    dataVencimento,
    totalPago,
    totalPendente,
    tipoRemessa: { tipoRemessaId: tipo, tipoRemessaNome: '' },
    situacaoRemessa: { situacaoRemessaId: 3, situacaoRemessaNome: 'Enviado' },
  }) as Remessa;

describe('the twelve months of Arrecadação', () => {
  it('end with the current month and cross the turn of the year', { tags: ['dates'] }, () => {
    expect(ultimosMeses(new Date(2026, 1, 28))).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    // The 31st of a month whose neighbours are shorter still counts whole months.
    expect(ultimosMeses(new Date(2026, 2, 31)).slice(-2)).toEqual(['2026-02', '2026-03']);
    expect(ultimosMeses(new Date(2026, 11, 31))[0]).toBe('2026-01');
  });

  it('takes a month from the address only when the screen shows it', () => {
    const meses = ultimosMeses(new Date(2026, 4, 14));
    expect(mesOfParam('2026-05', meses)).toBe('2026-05');
    expect(mesOfParam('2024-05', meses)).toBeUndefined();
    expect(mesOfParam('maio', meses)).toBeUndefined();
  });
});

describe('the year Arrecadação shows now', { tags: ['dates'] }, () => {
  // The screen's year: the twelve months up to today's (arrecadacao-screen.tsx).
  const now = new Date();
  const meses = ultimosMeses(startOfToday());
  const day = (date: Date) => format(date, 'yyyy-MM-dd');

  it("ends with this moment's month and starts eleven months before it", () => {
    expect(meses).toHaveLength(12);
    expect(meses.at(-1)).toBe(format(now, 'yyyy-MM'));
    expect(meses[0]).toBe(format(subMonths(now, 11), 'yyyy-MM'));
  });

  it('counts each remessa in the month of its due date, from the first day of the year to the last', () => {
    const first = startOfMonth(subMonths(now, 11));
    const rows = [
      remessa(day(now), 1, 0),
      remessa(day(startOfMonth(now)), 2, 0),
      remessa(day(endOfMonth(now)), 4, 0),
      remessa(day(first), 8, 0),
      remessa(day(endOfMonth(first)), 16, 0),
      // Outside the year: the day before it, and next month.
      remessa(day(subDays(first, 1)), 999, 0),
      remessa(day(startOfMonth(addMonths(now, 1))), 999, 0),
    ];
    const { meses: porMes, total } = arrecadacaoDoAno(rows, meses, null);
    expect(porMes.at(-1)).toMatchObject({ mes: format(now, 'yyyy-MM'), remessas: 3, pago: 700 });
    expect(porMes[0]).toMatchObject({ mes: format(first, 'yyyy-MM'), remessas: 2, pago: 2400 });
    expect(total).toMatchObject({ remessas: 5, pago: 3100 });
  });

  it('says the month in words in the chart’s summary', () => {
    const { meses: porMes } = arrecadacaoDoAno([remessa(day(now), 5, 5)], meses, null);
    expect(resumoDoMes(porMes.at(-1)!)).toBe(`Em ${format(now, "MMMM 'de' yyyy", { locale: ptBR })}, 50,0% pago.`);
  });
});

describe('arrecadacaoDoAno', () => {
  const meses = ultimosMeses(new Date(2026, 4, 14));

  it("adds up each month's remessas by due date: billed is Total pago + Total pendente", { tags: ['dates'] }, () => {
    const rows = [
      remessa('2026-05-10', 100.1, 50.2),
      remessa('2026-05-31', 0.2, 0.1),
      remessa('2026-04-01', 10, 0),
      // Outside the twelve months: before, after, no date at all.
      remessa('2025-05-31', 999, 999),
      remessa('2026-06-01', 999, 999),
      remessa('', 999, 999),
    ];
    const { meses: porMes, total, remessasDoMes } = arrecadacaoDoAno(rows, meses, null);
    expect(porMes).toHaveLength(12);
    expect(porMes.at(-1)).toEqual({ mes: '2026-05', remessas: 2, cobrado: 15060, pago: 10030, pendente: 5030 });
    expect(porMes.at(-2)).toEqual({ mes: '2026-04', remessas: 1, cobrado: 1000, pago: 1000, pendente: 0 });
    expect(porMes[0]).toEqual({ mes: '2025-06', remessas: 0, cobrado: 0, pago: 0, pendente: 0 });
    expect(total).toEqual({ mes: 'total', remessas: 3, cobrado: 16060, pago: 11030, pendente: 5030 });
    expect(remessasDoMes.get('2026-05')).toEqual([rows[0], rows[1]]);
  });

  it('reads a due date sent with a time as that day', () => {
    const { meses: porMes } = arrecadacaoDoAno([remessa('2026-05-31T23:00:00', 1, 0)], meses, null);
    expect(porMes.at(-1)?.remessas).toBe(1);
  });

  it('counts only the remessas of the tipo chosen', () => {
    const rows = [
      remessa('2026-05-10', 100, 0, TipoRemessaId.MENSALIDADE),
      remessa('2026-05-10', 7, 3, TipoRemessaId.AVULSA),
    ];
    const { total } = arrecadacaoDoAno(rows, meses, TipoRemessaId.AVULSA);
    expect(total).toMatchObject({ remessas: 1, cobrado: 1000, pago: 700, pendente: 300 });
  });

  it('adds up 12,000 remessas to the centavo', () => {
    const rows = Array.from({ length: 12_000 }, (_, index) => remessa(`2026-0${(index % 5) + 1}-15`, 0.1, 0.2));
    const { total } = arrecadacaoDoAno(rows, meses, null);
    expect(total).toMatchObject({ remessas: 12_000, pago: 12_000 * 10, pendente: 12_000 * 20, cobrado: 12_000 * 30 });
  });
});

describe('how the figures are written', () => {
  it('writes % pago with one decimal and a comma, and a dash when nothing was billed', () => {
    expect(percentualPago({ pago: 625, cobrado: 1000 })).toBe('62,5%');
    expect(percentualPago({ pago: 2, cobrado: 3 })).toBe('66,7%');
    expect(percentualPago({ pago: 100, cobrado: 100 })).toBe('100,0%');
    expect(percentualPago({ pago: 0, cobrado: 0 })).toBe('—');
  });

  it('writes the month as MM/aaaa, and the summary in words', () => {
    expect(mesCurto('2026-05')).toBe('05/2026');
    expect(resumoDoMes({ mes: '2026-05', remessas: 1, cobrado: 1000, pago: 625, pendente: 375 })).toBe(
      'Em maio de 2026, 62,5% pago.',
    );
    expect(resumoDoMes({ mes: '2026-01', remessas: 0, cobrado: 0, pago: 0, pendente: 0 })).toBe(
      'Em janeiro de 2026, nada cobrado.',
    );
  });

  it('exports the table as the panel writes CSVs: BOM, ";", every cell quoted, the total last', async () => {
    const rows = [remessa('2026-05-10', 1234.56, 100)];
    const meses = ultimosMeses(new Date(2026, 4, 14));
    const text = (await buildArrecadacaoCsv(arrecadacaoDoAno(rows, meses, null))).join('');
    const lines = text.split('\r\n');
    expect(text.startsWith('\uFEFF"Mês";"Remessas";"Cobrado";"Pago";"Pendente";"% pago"\r\n')).toBe(true);
    expect(lines).toHaveLength(1 + 12 + 1 + 1);
    expect(lines[1]).toBe('"06/2025";"0";"R$ 0,00";"R$ 0,00";"R$ 0,00";"—"');
    expect(lines[12]).toBe('"05/2026";"1";"R$ 1.334,56";"R$ 1.234,56";"R$ 100,00";"92,5%"');
    expect(lines[13]).toBe('"Total";"1";"R$ 1.334,56";"R$ 1.234,56";"R$ 100,00";"92,5%"');
    expect(arrecadacaoCsvFileName(new Date(2026, 4, 4))).toBe('Arrecadacao_04-05-2026.csv');
  });
});
