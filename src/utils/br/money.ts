// Made on first use: a pt-BR currency formatter takes ~5 ms to build (~20 ms on a slow phone), and
// the list that opens first (associates) shows no money.
let brl: Intl.NumberFormat | undefined;

/**
 * Money as the spec shows it: `formatMoney(1234.56)` → `'R$ 1.234,56'`.
 * Intl puts a no-break space after R$; it is replaced by a plain space so texts match everywhere.
 * An amount a server sent as a decimal string (`'1500.50'`) is read as that number; anything else
 * that is not a finite number shows as R$ 0,00.
 */
export function formatMoney(value: number | string | null | undefined): string {
  const number = typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim()) ? Number(value) : value;
  const amount = typeof number === 'number' && Number.isFinite(number) ? number : 0;
  brl ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
  return brl.format(amount).replace(/\u00a0/g, ' ');
}
