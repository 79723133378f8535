import { useId, useMemo } from 'react';
import { Button } from '@/components/ui/button';
import { RowsTable, type TableColumn } from '@/components/ui/table';
import type { BatchRow, RowResult } from '@/lib/batch/run-batch';
import { formatCount } from '@/utils/br/numbers';
import { howMany } from './selection-texts';
import type { BatchState } from './use-batch';
import './list.css';

interface BatchPanelProps<R extends BatchRow> {
  state: BatchState<R>;
  onCancel: () => void;
  /** Runs the same action again on these rows (the failed ones). */
  onRetry: (rows: R[]) => void;
  onClose: () => void;
}

const RESULT_LABELS: Record<RowResult['status'], string> = { done: 'Feito', skipped: 'Ignorado', failed: 'Falhou' };
/** The report lists what needs a look first: failed, then skipped, then done. */
const ORDER: Record<RowResult['status'], number> = { failed: 0, skipped: 1, done: 2 };

/** A row of the report, as the table shows it. */
interface ReportLine {
  id: number;
  nome: string;
  resultado: string;
  motivo: string;
}

const counts = ({ done, skipped, failed }: { done: number; skipped: number; failed: number }) =>
  [
    `${formatCount(done)} ${done === 1 ? 'feito' : 'feitos'}`,
    `${formatCount(skipped)} ${skipped === 1 ? 'ignorado' : 'ignorados'}`,
    `${formatCount(failed)} com falha`,
  ].join(' · ');

/**
 * A batch on screen (useBatch): while it runs, "312 de 1.204" with a progress bar and Cancelar; at
 * the end, the report: how many were done, skipped and failed, every row by name with what happened
 * and why, in the panel's words, and "Tentar de novo os que falharam".
 */
export function BatchPanel<R extends BatchRow>({ state, onCancel, onRetry, onClose }: BatchPanelProps<R>) {
  const headingId = useId();
  const { job, progress } = state;
  const processed = progress.done + progress.skipped + progress.failed;

  if (state.phase === 'running') {
    return (
      <section className="batch-panel" aria-labelledby={headingId}>
        <div className="batch-panel__header">
          <h2 id={headingId} className="batch-panel__title">
            {job.title}
          </h2>
          <Button
            label={state.cancelling ? 'Cancelando…' : 'Cancelar'}
            size="small"
            variant="outlined"
            severity="secondary"
            disabled={state.cancelling}
            onClick={onCancel}
          />
        </div>
        <div
          className="batch-panel__bar"
          role="progressbar"
          aria-labelledby={headingId}
          aria-valuemin={0}
          aria-valuemax={progress.total}
          aria-valuenow={processed}
          aria-valuetext={`${formatCount(processed)} de ${formatCount(progress.total)}`}
        >
          <span style={{ width: `${progress.total ? (processed / progress.total) * 100 : 0}%` }} />
        </div>
        <p className="batch-panel__progress">
          <strong>
            {formatCount(processed)} de {formatCount(progress.total)}
          </strong>{' '}
          · {counts(progress)}
        </p>
        <p className="visually-hidden" role="status">
          {state.cancelling
            ? 'Cancelando: os que já estão a caminho terminam, nenhum outro é enviado.'
            : `${job.title}: ${howMany(progress.total, job.noun)}.`}
        </p>
      </section>
    );
  }

  return <BatchReport state={state} headingId={headingId} onRetry={onRetry} onClose={onClose} />;
}

function BatchReport<R extends BatchRow>({
  state,
  headingId,
  onRetry,
  onClose,
}: {
  state: Extract<BatchState<R>, { phase: 'finished' }>;
  headingId: string;
  onRetry: (rows: R[]) => void;
  onClose: () => void;
}) {
  const { job, progress, results, cancelled } = state;
  const lines = useMemo<ReportLine[]>(
    () =>
      [...results]
        .sort((a, b) => ORDER[a.result.status] - ORDER[b.result.status])
        .map(({ row, result }) => ({
          id: row.id,
          nome: row.nome,
          resultado: RESULT_LABELS[result.status],
          motivo: result.status === 'done' ? '' : result.reason,
        })),
    [results],
  );
  const failed = results.filter(({ result }) => result.status === 'failed').map(({ row }) => row);
  const title = `${job.title}: ${cancelled ? 'cancelado' : 'concluído'}`;
  const columns: TableColumn<ReportLine>[] = [
    {
      header: job.noun.singular[0]!.toUpperCase() + job.noun.singular.slice(1),
      body: (line) => line.nome,
      width: '35%',
    },
    { header: 'Resultado', body: (line) => line.resultado, width: '8rem' },
    { header: 'Motivo', body: (line) => line.motivo },
  ];

  return (
    <section className="batch-panel" aria-labelledby={headingId}>
      <div className="batch-panel__header">
        <h2 id={headingId} className="batch-panel__title">
          {title}
        </h2>
        <div className="batch-panel__buttons">
          {failed.length > 0 && (
            <Button
              label="Tentar de novo os que falharam"
              icon="pi-refresh"
              size="small"
              onClick={() => onRetry(failed)}
            />
          )}
          <Button label="Fechar relatório" size="small" variant="outlined" severity="secondary" onClick={onClose} />
        </div>
      </div>
      <p className="batch-panel__progress" role="status">
        {title}. {counts(progress)}.
      </p>
      <RowsTable
        label={`Relatório: ${job.title}`}
        columns={columns}
        rows={lines}
        dataKey="id"
        emptyMessage="Nenhuma linha."
      />
    </section>
  );
}
