import { useMemo } from 'react';
import { useSortParam } from '@/components/list/sort-state';
import { RowsTable, useSortedRows } from '@/components/ui/table';
import type { Remessa } from '@/generated/model';
import { toDate } from '@/utils/br/dates';
import { mesCurto, type MesKey } from './arrecadacao';
import { useRemessaColumns } from '../lista/remessa-columns';

const byVencimento = (a: Remessa, b: Remessa) =>
  (toDate(a.dataVencimento)?.getTime() ?? 0) - (toDate(b.dataVencimento)?.getTime() ?? 0);

/**
 * The remessas of the month chosen on Arrecadação, by due date or as chosen in its headers (kept as
 * `?msort=`, apart from the months' table), with the Remessas tab's columns and row actions.
 * `<RemessasDoMes mes="2026-05" remessas={arrecadacao.remessasDoMes.get('2026-05')} />`
 */
export function RemessasDoMes({ mes, remessas }: { mes: MesKey; remessas: readonly Remessa[] }) {
  const { columns, hint } = useRemessaColumns();
  const sort = useSortParam('msort');
  const byDueDate = useMemo(() => [...remessas].sort(byVencimento), [remessas]);
  const sorted = useSortedRows(byDueDate, columns, sort.order);
  return (
    <>
      {hint}
      <RowsTable
        label={`Remessas de ${mesCurto(mes)}`}
        columns={columns}
        rows={sorted.rows}
        sort={sort}
        refreshing={sorted.sorting}
        dataKey="remessaId"
        emptyMessage={`Nenhuma remessa com vencimento em ${mesCurto(mes)}.`}
      />
    </>
  );
}
