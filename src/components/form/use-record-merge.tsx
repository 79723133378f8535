import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { PanelError } from '@/lib/http/error-message';
import {
  advanceBase,
  listsWithRepeatedKeys,
  mergeThreeWay,
  type Choice,
  type MergeConflict,
} from '@/lib/three-way-merge';
import type { EditedRecord } from './record-merge';

const RecordConflictsDialog = lazy(() =>
  import('./record-conflicts-dialog').then((module) => ({ default: module.RecordConflictsDialog })),
);

interface PendingConflicts<Values> {
  base: Values;
  mine: Values;
  theirs: Values;
  conflicts: MergeConflict[];
}

/**
 * A list written back must tell its entries apart (each user by its id, a new one by its login):
 * otherwise nothing is sent, and the person is told why.
 */
function refuseRepeatedEntries(values: unknown, keys: EditedRecord<unknown, FieldValues, unknown>['keys']) {
  const repeated = listsWithRepeatedKeys(values, keys);
  if (repeated.length === 0) return;
  throw new PanelError(
    `Há itens repetidos em ${repeated.join(', ')} (dois com a mesma identificação, como o mesmo login): o servidor não saberia qual é qual. Nada foi enviado. Deixe um só e salve de novo.`,
  );
}

/**
 * The edit form's side of concurrent work (docs/decisions/0016-concurrent-edits.md), for FormShell:
 * - a fresher copy of the record (the page's query answering again) is taken into the form: all
 *   of it while nothing was typed, else only the fields the person has not changed, which become
 *   the form's base too (the merge's base moves forward);
 * - `beforeSave` reads the record once more and merges three ways: what the form started from,
 *   what the person has, what the server has now. It resolves the values to send, or null when
 *   nothing is to be sent yet: conflicts (the dialog asks, field by field, then `resubmit` saves
 *   again), or merged values this form's rules refuse (shown on the fields).
 */
export function useRecordMerge<R, Values extends FieldValues, Output>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any output type of the form
  form: UseFormReturn<Values, any, any>,
  edited: EditedRecord<R, Values, Output> | undefined,
  saving: RefObject<boolean>,
  resubmit: () => void,
) {
  const [pending, setPending] = useState<PendingConflicts<Values>>();
  const record = edited?.record;
  const seen = useRef(record);
  const latest = useRef(edited);
  useEffect(() => {
    latest.current = edited;
  });

  useEffect(() => {
    const current = latest.current;
    if (!current || record === undefined || record === seen.current) return;
    seen.current = record;
    // The save reads its own copy; answers that come while it runs are its own refreshes.
    if (saving.current) return;
    const fresh = current.toForm(record);
    if (!form.formState.isDirty) {
      form.reset(fresh);
      return;
    }
    // What was typed stays; conflicts wait for the save. The base moves forward with every value
    // taken from the copy, so the save compares with what the form now holds from the server.
    const base = form.formState.defaultValues as Values;
    const mine = form.getValues();
    const { merged } = mergeThreeWay(base, mine, fresh, { keys: current.keys });
    form.reset(advanceBase(base, mine, fresh, { keys: current.keys }), { keepErrors: true, keepTouched: true });
    form.reset(merged, { keepDefaultValues: true, keepErrors: true, keepTouched: true });
  }, [record, form, saving]);

  const beforeSave = async (values: Output): Promise<Output | null> => {
    if (!edited) return values;
    refuseRepeatedEntries(form.getValues(), edited.keys);
    const theirs = edited.toForm(await edited.readCurrent());
    const base = form.formState.defaultValues as Values;
    const mine = form.getValues();
    const result = mergeThreeWay(base, mine, theirs, { keys: edited.keys });
    if (!result.theirsChanged) return values;
    if (result.conflicts.length > 0) {
      setPending({ base, mine, theirs, conflicts: result.conflicts });
      return null;
    }
    refuseRepeatedEntries(result.merged, edited.keys);
    const parsed = edited.schema.safeParse(result.merged);
    if (parsed.success) return parsed.data;
    // A colleague saved a value this form refuses: show it on its field, send nothing.
    form.reset(result.merged, { keepDefaultValues: true });
    void form.trigger();
    return null;
  };

  const choose = (choices: Record<string, Choice>) => {
    if (!pending || !edited) return;
    const { merged } = mergeThreeWay(pending.base, pending.mine, pending.theirs, { keys: edited.keys, choices });
    // The server's record is now what the form is compared with: the choices are this person's changes.
    form.reset(pending.theirs);
    form.reset(merged, { keepDefaultValues: true });
    setPending(undefined);
    resubmit();
  };

  let dialog: ReactNode = null;
  if (pending && edited) {
    const sides = { mine: pending.mine, theirs: pending.theirs };
    dialog = (
      <Suspense fallback={null}>
        <RecordConflictsDialog
          title={edited.changedByOther}
          conflicts={pending.conflicts.map((conflict) => ({
            path: conflict.path,
            ...edited.describe(conflict, sides),
          }))}
          onChoose={choose}
          onCancel={() => setPending(undefined)}
        />
      </Suspense>
    );
  }

  return { beforeSave, dialog };
}
