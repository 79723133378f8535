// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney, readAmountText } from './money';
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
    expect(formatMoney('1.234,56')).toBe('R$ 1.234,56');
    // 1,50 or 1.500,00? Not guessed.
    expect(formatMoney('1.500')).toBe('R$ 0,00');
    expect(formatMoney(Number.NaN)).toBe('R$ 0,00');
  });

  it.each([
    ['1500.50', 1500.5],
    ['1500,50', 1500.5],
    ['1.500,50', 1500.5],
    ['1,500.50', 1500.5],
    ['R$ 1.500,50', 1500.5],
    ['1.500.000', 1_500_000],
    ['1.500.000,00', 1_500_000],
    ['1500', 1500],
    ['10.5', 10.5],
    ['0.500', 0.5],
    ['1500.505', 1500.505],
    ['-12,30', -12.3],
  ])('reads the amount %s in either convention as %s', (text, amount) => {
    expect(readAmountText(text)).toBe(amount);
  });

  it.each(['1.500', '1,500', '12.345', '1.50.0', '1,500,50', '1.5,00.0', 'mil', '', 'R$'])(
    'does not guess the amount %s',
    (text) => {
      expect(readAmountText(text)).toBeNull();
    },
  );

  it('shows dates as dd/MM/yyyy without shifting the day', () => {
    expect(formatDate('2026-12-01')).toBe('01/12/2026');
    expect(formatDate('2026-11-20T14:30:00Z')).toBe('20/11/2026');
    expect(formatDate('não é data')).toBe('');
    expect(toIsoDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
});
