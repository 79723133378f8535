import type { SelectedRow } from '@/components/list/use-list-selection';
import type { AssociadoResumo } from '@/generated/model';
import type { BatchRow } from '@/lib/batch/run-batch';

/** A reajuste of the mensalidade: by a percentage (one decimal, negative for a reduction) or to a fixed value. */
export type Reajuste = { modo: 'percentual'; percentual: number } | { modo: 'valor'; valor: number };

/** An associate of the reajuste: its mensalidade as chosen, the new one, and the row as the list showed it. */
export interface ReajusteRow extends BatchRow {
  atual: number;
  nova: number;
  associado: AssociadoResumo;
}

/** In cents, as whole numbers: the arithmetic of money without floating-point drift. */
export const toCents = (reais: number) => Math.round(reais * 100);

/**
 * The new mensalidade: `atual` plus the percentage, rounded to the cent (half a cent up, as money is
 * shown everywhere: R$ 123,455 → R$ 123,46), or the fixed value.
 * `novaMensalidade(480, { modo: 'percentual', percentual: 4.5 })` → 501.6
 */
export function novaMensalidade(atual: number, reajuste: Reajuste): number {
  if (reajuste.modo === 'valor') return toCents(reajuste.valor) / 100;
  // Tenths of a percent and cents are whole numbers: the product is exact, and so is the rounding.
  const tenths = Math.round(reajuste.percentual * 10);
  return Math.round((toCents(atual) * (1000 + tenths)) / 1000) / 100;
}

/** The preview: each chosen associate with its mensalidade now and after. */
export const reajusteRows = (chosen: readonly SelectedRow<AssociadoResumo>[], reajuste: Reajuste): ReajusteRow[] =>
  chosen.map(({ id, nome, row }) => {
    const atual = row.associacao.mensalidade;
    return { id, nome, atual, nova: novaMensalidade(atual, reajuste), associado: row };
  });
