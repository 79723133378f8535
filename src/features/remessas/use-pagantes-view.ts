import { useEffect, useMemo, useState } from 'react';
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
 * and those the search and the situação choose. The search's index is built in slices once the
 * table is on screen; a search typed before it is ready shows once it is (`pending` meanwhile).
 * `const { situacoes, visible, pending } = usePagantesView(remessa.associados, search, situacao)`
 */
export function usePagantesView(associados: AssociadoDaRemessa[], search: string, situacao: SituacaoPagante | null) {
  const situacoes = useMemo(() => situacoesOf(associados), [associados]);
  const [index, setIndex] = useState<PayerIndex | undefined>(undefined);
  useEffect(() => {
    let current = true;
    void indexPayersInSlices(associados).then((built) => current && setIndex(built));
    return () => {
      current = false;
    };
  }, [associados]);
  const ready = index?.of === associados ? index : undefined;
  const pending = search.trim() !== '' && !ready;
  const visible = useMemo(
    () => selectPayers(associados, { index: ready, situacoes }, pending ? '' : search, situacao),
    [associados, ready, situacoes, pending, search, situacao],
  );
  return { situacoes, visible, pending };
}
