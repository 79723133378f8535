const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });

/**
 * Money as the spec shows it: `formatMoney(1234.56)` → `'R$ 1.234,56'`.
 * Intl puts a no-break space after R$; it is replaced by a plain space so texts match everywhere.
 */
export function formatMoney(value: number | null | undefined): string {
  const amount = typeof value === 'number' && Number.isFinite(value) ? value : 0;
  return brl.format(amount).replace(/\u00a0/g, ' ');
}
