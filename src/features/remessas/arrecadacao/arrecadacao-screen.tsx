import { useId, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { CsvExportButton } from '@/components/list/csv-export-button';
import { LoadError } from '@/components/layout/load-error';
import { Button } from '@/components/ui/button';
import { Select } from '@/components/ui/select';
import { useSortParam } from '@/components/list/sort-state';
import { RowsTable, TableSkeleton, useSortedRows, type TableColumn } from '@/components/ui/table';
import { tipoRemessaLabels } from '@/config/domain';
import { TipoRemessaId } from '@/generated/model';
import { getErrorMessage } from '@/lib/http/error-message';
import { isWorthRetrying } from '@/lib/http/http-error';
import { loggableError } from '@/lib/http/loggable-error';
import { startOfToday } from '@/utils/br/dates';
import {
  arrecadacaoColumns,
  arrecadacaoCsvFileName,
  arrecadacaoDoAno,
  buildArrecadacaoCsv,
  mesCurto,
  mesOfParam,
  ultimosMeses,
  type ArrecadacaoDoMes,
  type MesKey,
} from './arrecadacao';
import { ArrecadacaoChart } from './arrecadacao-chart';
import { RemessasDoMes } from './arrecadacao-mes';
import { useTodasRemessas } from './use-todas-remessas';
import './arrecadacao.css';

const TABLE_LABEL = 'Arrecadação por mês';

/** "Todos os tipos" and the four tipos of remessa (spec section 3), as `?tipo=` holds them. */
const tipoOptions = [
  { label: 'Todos os tipos', value: '' },
  ...Object.values(TipoRemessaId).map((id) => ({ label: tipoRemessaLabels[id], value: String(id) })),
];
const tipoOf = (value: string) =>
  tipoOptions.some((option) => option.value === value && value !== '') ? (Number(value) as TipoRemessaId) : null;

/** What each figure of the table is sorted by: counts and centavos as numbers, % pago as the share paid (none billed, last). */
const figureSortValue: Record<string, { key: string; value: (row: ArrecadacaoDoMes) => number | null }> = {
  Remessas: { key: 'remessas', value: (row) => row.remessas },
  Cobrado: { key: 'cobrado', value: (row) => row.cobrado },
  Pago: { key: 'pago', value: (row) => row.pago },
  Pendente: { key: 'pendente', value: (row) => row.pendente },
  '% pago': { key: 'percentual', value: (row) => (row.cobrado > 0 ? row.pago / row.cobrado : null) },
};

/** The months' table: each month a button that chooses it; the last row is the year's total. */
function tableColumns(
  escolhido: MesKey | undefined,
  onEscolher: (mes: MesKey | undefined) => void,
): TableColumn<ArrecadacaoDoMes>[] {
  const [mes, ...figures] = arrecadacaoColumns;
  return [
    {
      header: mes.header,
      sort: { key: 'mes', value: (row) => row.mes },
      body: (row) =>
        row.mes === 'total' ? (
          <strong>Total</strong>
        ) : (
          <button
            type="button"
            className="arrecadacao__mes"
            aria-pressed={row.mes === escolhido}
            onClick={() => onEscolher(row.mes === escolhido ? undefined : row.mes)}
          >
            {mesCurto(row.mes)}
          </button>
        ),
      width: '9rem',
    },
    ...figures.map((column) => ({
      header: column.header,
      body: (row: ArrecadacaoDoMes) => {
        const text = String(column.value(row));
        return row.mes === 'total' ? <strong>{text}</strong> : text;
      },
      align: 'right' as const,
      sort: figureSortValue[column.header],
      ...(column.header === 'Remessas' || column.header === '% pago'
        ? { width: '7.5rem' }
        : { whole: 'money' as const }),
    })),
  ];
}

/**
 * /arrecadacao (arrecadacao-page.tsx): the year's billing and collection at a glance. The last twelve months by due date
 * (the chart and the table "Arrecadação por mês", with their total), a filter by tipo, the remessas
 * of a chosen month, and Exportar. Every remessa comes in one search (useTodasRemessas) and the
 * figures are added up here (arrecadacao.ts). The tipo and the month are in the address
 * (`?tipo=1&mes=2026-05`), like a list's filters.
 */
export function ArrecadacaoScreen() {
  const [params, setParams] = useSearchParams();
  const filterId = useId();
  const chartTitleId = useId();
  const monthSection = useRef<HTMLElement>(null);
  const meses = useMemo(() => ultimosMeses(startOfToday()), []);
  const tipo = tipoOf(params.get('tipo') ?? '');
  const escolhido = mesOfParam(params.get('mes') ?? '', meses);
  /** A new tipo or month in the address (a step back and forth goes through them), the other kept. */
  const setParam = (name: 'tipo' | 'mes', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { preventScrollReset: true },
    );
  const { remessas, total, faltam, query } = useTodasRemessas();
  const arrecadacao = useMemo(() => remessas && arrecadacaoDoAno(remessas, meses, tipo), [remessas, meses, tipo]);

  const escolher = (mes: MesKey | undefined) => {
    setParam('mes', mes ?? '');
    // The month's remessas show below the table: bring them into view once they are drawn.
    if (mes) requestAnimationFrame(() => monthSection.current?.scrollIntoView?.({ block: 'nearest' }));
  };
  const columns = tableColumns(escolhido, escolher);
  // The months in the order chosen in the headers; the year's total stays the last row.
  const sort = useSortParam();
  const sortedMeses = useSortedRows(arrecadacao?.meses ?? [], columns, sort.order);
  const loadError = query.isError && (
    <LoadError
      message={getErrorMessage(query.error)}
      onRetry={isWorthRetrying(query.error) ? () => void query.refetch() : undefined}
      retrying={query.isFetching}
    />
  );

  return (
    <>
      <div className="arrecadacao__filtro">
        <label htmlFor={filterId}>Tipo de remessa</label>
        <Select
          id={filterId}
          value={tipo === null ? '' : String(tipo)}
          options={tipoOptions}
          onChange={(value) => setParam('tipo', value)}
        />
        {/* The same button while the figures load, so nothing moves when they come. */}
        <div className="arrecadacao__acoes">
          {!arrecadacao ? (
            <Button label="Exportar" icon="pi-download" variant="outlined" disabled />
          ) : (
            <CsvExportButton
              label="Exportar"
              runningStatus="Exportando a arrecadação…"
              build={async () => ({
                parts: await buildArrecadacaoCsv(arrecadacao),
                fileName: arrecadacaoCsvFileName(new Date()),
                // The twelve months and the total line.
                rows: arrecadacao.meses.length + 1,
              })}
              onError={(error) => console.error('Não foi possível exportar a arrecadação.', loggableError(error))}
            />
          )}
        </div>
      </div>
      {loadError}
      {faltam > 0 && (
        <p className="notice" role="alert">
          Faltam {faltam} de {total} remessas: o servidor não as enviou, e os valores abaixo não as incluem. Tente abrir
          a Arrecadação de novo mais tarde.
        </p>
      )}
      {(arrecadacao || !query.isError) && (
        // Its title is drawn at once: the screen's largest text need not wait for the figures.
        <section className="card arrecadacao__grafico" aria-busy={query.isFetching}>
          <h2 id={chartTitleId} className="arrecadacao-chart__title">
            Pago e pendente por mês
          </h2>
          {arrecadacao && (
            <ArrecadacaoChart
              titleId={chartTitleId}
              meses={arrecadacao.meses}
              escolhido={escolhido}
              onEscolher={escolher}
            />
          )}
        </section>
      )}
      {!arrecadacao ? (
        !query.isError && <TableSkeleton label={TABLE_LABEL} columns={columns} rows={meses.length + 1} />
      ) : (
        <>
          <div className="arrecadacao__tabela">
            <RowsTable
              label={TABLE_LABEL}
              columns={columns}
              rows={[...sortedMeses.rows, arrecadacao.total]}
              dataKey="mes"
              emptyMessage=""
              refreshing={query.isFetching || sortedMeses.sorting}
              sort={sort}
            />
          </div>
          {escolhido && (
            <section ref={monthSection} className="arrecadacao__remessas" aria-labelledby={`${filterId}-mes`}>
              <h2 id={`${filterId}-mes`}>Remessas de {mesCurto(escolhido)}</h2>
              <RemessasDoMes mes={escolhido} remessas={arrecadacao.remessasDoMes.get(escolhido) ?? []} />
            </section>
          )}
        </>
      )}
    </>
  );
}
