import { lazy, Suspense, useState, type ReactNode } from 'react';
import type { SelectionAction } from '@/components/list/selection-bar';
import type { BatchRunner } from '@/components/list/use-batch';
import type { SelectedRow } from '@/components/list/use-list-selection';
import type { AssociadoResumo } from '@/generated/model';
import { useReajusteEmLote } from '../api';

// Its form, zod and the preview load when it is opened: the list's first load draws the list.
const ReajusteDialog = lazy(() => import('./reajuste-dialog').then((module) => ({ default: module.ReajusteDialog })));

/**
 * Reajustar mensalidade as an action of the associates' choice: it opens the dialog (the reajuste,
 * then its preview), whose Aplicar reajuste starts the batch.
 * `const reajuste = useReajusteAction(choice.batch); choice.bar([…, reajuste.action]); {reajuste.dialog}`
 */
export function useReajusteAction(batch: BatchRunner): { action: SelectionAction<AssociadoResumo>; dialog: ReactNode } {
  const [chosen, setChosen] = useState<readonly SelectedRow<AssociadoResumo>[]>();
  const reajustar = useReajusteEmLote(batch);
  return {
    action: { label: 'Reajustar mensalidade', icon: 'pi-percentage', run: (rows) => setChosen(rows) },
    dialog: chosen && (
      <Suspense fallback={null}>
        <ReajusteDialog
          chosen={chosen}
          onApply={(rows) => {
            setChosen(undefined);
            reajustar(rows);
          }}
          onClose={() => setChosen(undefined)}
        />
      </Suspense>
    ),
  };
}
