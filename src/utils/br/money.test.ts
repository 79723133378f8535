// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { formatDate, toIsoDate } from './dates';

describe('pt-BR formats', () => {
  it('shows money as R$ 1.234,56', () => {
    expect(formatMoney(1234.56)).toBe('R$ 1.234,56');
    expect(formatMoney(0)).toBe('R$ 0,00');
    expect(formatMoney(null)).toBe('R$ 0,00');
    expect(formatMoney(1_000_000)).toBe('R$ 1.000.000,00');
  });

  it('reads an amount sent as a decimal string, and shows anything else as R$ 0,00', () => {
    expect(formatMoney('1500.50')).toBe('R$ 1.500,50');
    expect(formatMoney(' 12 ')).toBe('R$ 12,00');
    expect(formatMoney('R$ mil')).toBe('R$ 0,00');
    expect(formatMoney('1.234,56')).toBe('R$ 0,00');
    expect(formatMoney(Number.NaN)).toBe('R$ 0,00');
  });

  it('shows dates as dd/MM/yyyy without shifting the day', () => {
    expect(formatDate('2026-12-01')).toBe('01/12/2026');
    expect(formatDate('2026-11-20T14:30:00Z')).toBe('20/11/2026');
    expect(formatDate('não é data')).toBe('');
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
