import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
  type ReactNode,
  type Ref,
} from 'react';
import type { Location } from 'react-router';
import type { ConfirmOptions } from '@/components/dialogs';
import { useLeavePrompt } from '@/components/form/use-unsaved-changes-prompt';
import { batchesRunning } from '@/lib/batch/batches-running';
import type { BatchPlan, BatchProgress, BatchResult, BatchRow, BatchRun } from '@/lib/batch/run-batch';
import { getErrorMessage } from '@/lib/http/error-message';
import { loggableError } from '@/lib/http/loggable-error';
import type { SelectionNoun } from './selection-texts';

// The panel, the engine and each action's code load when a batch starts: the list's first load draws the list.
// (Typed as the generic component it is: `lazy` would fix its rows' type.)
const BatchPanel = lazy(() =>
  import('./batch-panel').then((module) => ({ default: module.BatchPanel })),
) as unknown as typeof import('./batch-panel').BatchPanel;

/** An action on many rows, as a domain's api.ts describes it for useBatch. */
export interface BatchJob<R extends BatchRow> {
  /** What it is, as the panel heads it: "Inativar associados". */
  title: string;
  noun: SelectionNoun;
  rows: readonly R[];
  /** The plan, loaded when it starts (a dynamic import of the action's module). */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any plan's writes
  plan: () => Promise<BatchPlan<R, any>>;
  /** Once every row has its result: refresh what it changed (the domain's api.ts). */
  after?: (results: readonly BatchResult<R>[]) => Promise<unknown>;
}

export type BatchState<R extends BatchRow> =
  | { phase: 'running'; job: BatchJob<R>; progress: BatchProgress; cancelling: boolean }
  | {
      phase: 'finished';
      job: BatchJob<R>;
      progress: BatchProgress;
      results: readonly BatchResult<R>[];
      cancelled: boolean;
    };

export interface BatchRunner {
  /** Starts the job unless one is running. */
  start: <R extends BatchRow>(job: BatchJob<R>) => void;
  running: boolean;
  /** Its progress while it runs, its report after: render it above the list. */
  panel: ReactNode;
}

/** The question before leaving a list whose batch is still sending. */
export const LEAVE_RUNNING_BATCH: ConfirmOptions = {
  title: 'Sair com a ação em andamento?',
  description:
    'A ação em lote ainda está enviando. Saindo desta lista, os que faltam não serão enviados; os que já estão a caminho terminam, e o relatório não será mostrado.',
  confirmLabel: 'Sair e parar o envio',
};

/** A navigation that changes the page, or a query key that is not the list's own (the /listas tab), leaves the list. */
const leavesList = (keys: readonly string[]) => (current: Location, next: Location) => {
  if (current.pathname !== next.pathname) return true;
  const before = new URLSearchParams(current.search);
  const after = new URLSearchParams(next.search);
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].some((name) => !keys.includes(name) && before.getAll(name).join() !== after.getAll(name).join());
};

const emptyProgress = (total: number): BatchProgress => ({ total, done: 0, skipped: 0, failed: 0 });

interface BatchHostProps {
  queryKeys: readonly string[];
  onFinished?: (results: readonly BatchResult<BatchRow>[]) => void;
  onRunning: (running: boolean) => void;
  ref: Ref<BatchHostHandle>;
}

interface BatchHostHandle {
  start: <R extends BatchRow>(job: BatchJob<R>) => void;
}

/**
 * Where a list's batch lives: its state, the engine's run and the panel. Its progress re-renders this
 * and the panel only, never the list (a page of 100 rows at each of 12,500 rows done).
 */
function BatchHost({ queryKeys, onFinished, onRunning, ref }: BatchHostProps) {
  const [state, setState] = useState<BatchState<BatchRow>>();
  const run = useRef<BatchRun<BatchRow>>(undefined);
  const cancelRequested = useRef(false);
  const latest = useRef({ onFinished, onRunning });
  useEffect(() => {
    latest.current = { onFinished, onRunning };
  });
  const running = state?.phase === 'running';
  useLeavePrompt(running, { question: LEAVE_RUNNING_BATCH, leaves: leavesList(queryKeys) });
  useEffect(() => latest.current.onRunning(running), [running]);

  // Leaving the list (after the question) sends nothing more.
  useEffect(() => () => run.current?.cancel(), []);

  const start = useCallback(<R extends BatchRow>(started: BatchJob<R>) => {
    if (run.current) return;
    // The panel and the report need only what every row has (its id and name); the plan gets its own rows.
    const job = started as unknown as BatchJob<BatchRow>;
    cancelRequested.current = false;
    setState({ phase: 'running', job, progress: emptyProgress(job.rows.length), cancelling: false });
    batchesRunning.set(batchesRunning.get() + 1);
    run.current = { cancel: () => undefined, finished: Promise.resolve([]) };
    void (async () => {
      let results: readonly BatchResult<BatchRow>[];
      try {
        const [{ runBatch }, plan] = await Promise.all([import('@/lib/batch/run-batch'), job.plan()]);
        const current = runBatch(job.rows, plan, {
          onProgress: (progress) =>
            setState((previous) => (previous?.phase === 'running' ? { ...previous, progress } : previous)),
        });
        run.current = current;
        // Cancelar pressed before the engine was there: nothing is sent.
        if (cancelRequested.current) current.cancel();
        results = await current.finished;
      } catch (error) {
        // The action's code could not load (a new version was deployed): nothing was sent.
        const reason = `Nada foi enviado: ${getErrorMessage(error)}`;
        results = job.rows.map((row) => ({ row, result: { status: 'failed', reason } }));
      }
      try {
        await job.after?.(results);
      } catch (error) {
        console.error('Não foi possível atualizar a lista depois da ação em lote.', loggableError(error));
      }
      const progress = emptyProgress(results.length);
      results.forEach(({ result }) => (progress[result.status] += 1));
      run.current = undefined;
      batchesRunning.set(batchesRunning.get() - 1);
      setState({ phase: 'finished', job, progress, results, cancelled: cancelRequested.current });
      latest.current.onFinished?.(results);
    })();
  }, []);

  useImperativeHandle(ref, () => ({ start }), [start]);

  const cancel = useCallback(() => {
    cancelRequested.current = true;
    run.current?.cancel();
    setState((previous) => (previous?.phase === 'running' ? { ...previous, cancelling: true } : previous));
  }, []);

  if (!state) return null;
  return (
    <Suspense fallback={null}>
      <BatchPanel
        state={state}
        onCancel={cancel}
        onRetry={(rows) => start({ ...state.job, rows })}
        onClose={() => setState(undefined)}
      />
    </Suspense>
  );
}

/**
 * Runs a list's actions on many rows through the batch engine (src/lib/batch): one at a time, the
 * page usable meanwhile, the question before leaving the list or closing the tab while it sends,
 * Cancelar, and a report at the end with "Tentar de novo os que falharam". `onFinished` gets every
 * row's result (the list takes those done or skipped out of its choice). The list re-renders when a
 * batch starts and ends; its progress re-renders the panel alone.
 * `const batch = useBatch({ queryKeys: list.queryKeys, onFinished }); batch.start(job); {batch.panel}`
 */
export function useBatch({
  queryKeys,
  onFinished,
}: {
  queryKeys: readonly string[];
  /** Every row's result once the batch has ended (its rows are the job's). */
  onFinished?: (results: readonly BatchResult<BatchRow>[]) => void;
}): BatchRunner {
  const [running, setRunning] = useState(false);
  const host = useRef<BatchHostHandle>(null);
  const start = useCallback(<R extends BatchRow>(job: BatchJob<R>) => host.current?.start(job), []);
  const panel = <BatchHost ref={host} queryKeys={queryKeys} onFinished={onFinished} onRunning={setRunning} />;
  return { start, running, panel };
}
