import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { AssociadoDaRemessa } from '@/generated/model';
import {
  indexPayersInSlices,
  selectPayers,
  situacoesOf,
  type PayerIndex,
  type SituacaoPagante,
} from './remessa-associados-search';

/**
 * What the detail page shows of its payers: the count in each situação (one pass, with the answer),
 * and those the search and the situação choose. The search's index is built in slices when a search
 * is first typed (not on every read of the remessa: a removal reads it twice), and kept for the
 * following ones; meanwhile `pending`, and the situação alone chooses. The rows follow a new search or
 * situação in a background render.
 * `const { situacoes, visible, pending } = usePagantesView(remessa.associados, search, situacao)`
 */
export function usePagantesView(
  associados: AssociadoDaRemessa[],
  typedSearch: string,
  chosenSituacao: SituacaoPagante | null,
) {
  // The press or the search answers at once (the button pressed, the text kept); the rows they
  // choose follow in a background render, which React splits so the page keeps responding.
  const search = useDeferredValue(typedSearch);
  const situacao = useDeferredValue(chosenSituacao);
  const situacoes = useMemo(() => situacoesOf(associados), [associados]);
  const [index, setIndex] = useState<PayerIndex | undefined>(undefined);
  const searching = search.trim() !== '';
  const ready = index?.of === associados ? index : undefined;
  useEffect(() => {
    if (!searching || ready) return;
    let current = true;
    void indexPayersInSlices(associados).then((built) => current && setIndex(built));
    return () => {
      current = false;
    };
  }, [associados, searching, ready]);
  const pending = searching && !ready;
  const visible = useMemo(
    () => selectPayers(associados, { index: ready, situacoes }, pending ? '' : search, situacao),
    [associados, ready, situacoes, pending, search, situacao],
  );
  return { situacoes, visible, pending };
}
