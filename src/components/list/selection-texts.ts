import { formatCount } from '@/utils/br/numbers';
import type { RowsNoun } from './missing-rows';

/** How a list names its rows, one and many: `{ singular: 'remessa', plural: 'remessas', feminine: true }`. */
export interface SelectionNoun extends RowsNoun {
  singular: string;
}

/** `howMany(37, associados)` → `'37 associados'`; `howMany(1, associados)` → `'1 associado'`; thousands with a dot. */
export const howMany = (count: number, { singular, plural }: SelectionNoun) =>
  count === 1 ? `1 ${singular}` : `${formatCount(count)} ${plural}`;

/** "Nenhuma remessa selecionada", "1 associado selecionado", "12.500 associados selecionados". */
export function selectedText(count: number, noun: SelectionNoun) {
  const ending = noun.feminine ? 'a' : 'o';
  if (count === 0) return `${noun.feminine ? 'Nenhuma' : 'Nenhum'} ${noun.singular} selecionad${ending}`;
  return `${howMany(count, noun)} selecionad${ending}${count === 1 ? '' : 's'}`;
}
