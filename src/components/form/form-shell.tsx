import { useRef, useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorAlert, useDialogs } from '@/components/dialogs';
import { Button } from '@/components/ui/button';
import { createChecking } from '@/lib/api/create-once';
import { useSessionExpiryDraft, type DraftMerge } from '@/lib/form-draft';
import { refetchUnlessReadOnTheWay } from '@/lib/read-on-the-way';
import { mergeThreeWay, type EntryKey } from '@/lib/three-way-merge';
import { getWriteErrorMessage } from '@/lib/http/error-message';
import { useStore } from '@/lib/store';
import { DraftRestoredNotice } from './draft-restored-notice';
import { FormErrorBanner } from './form-error-banner';
import type { EditedRecord } from './record-merge';
import { useRecordMerge } from './use-record-merge';
import { useUnsavedChangesPrompt } from './use-unsaved-changes-prompt';

/**
 * A draft merges like a save: only what the person changed is applied; a field a colleague
 * changed too keeps the person's value, and the save's dialog asks about it.
 */
const mergeDraftWith =
  (keys: Record<string, EntryKey> | undefined): DraftMerge =>
  (base, draft, now) =>
    mergeThreeWay(base, draft, now, { keys }).merged;

/** How a failed save is told: the spec's "Erro!" alert, or a red banner with this title at the top of the form. */
export type SaveFailure = 'alert' | { banner: string };

/** Where a save goes next: an address, or an address and the state its history entry carries (what the next page says about the save). */
export type NextPage = string | { to: string; state: unknown };

/**
 * An edit page's query options: the record is asked for again each time the form opens, so the
 * form starts from (or at once takes) the server's record as it is now, not a cached copy; a copy
 * read since the click that opened the form is that (src/lib/read-on-the-way.ts).
 * `useObterUsuario(id, { query: { enabled, ...freshOnOpen } })`
 */
export const freshOnOpen = { refetchOnMount: refetchUnlessReadOnTheWay };

interface FormShellProps<Values extends FieldValues, Output, R = unknown> {
  form: UseFormReturn<Values, unknown, Output>;
  /** An edit form: the record it edits, so the save merges with what colleagues saved meanwhile. */
  edited?: EditedRecord<R, Values, Output>;
  /** Saves (the page's one mutation call) and resolves to where to go next; a rejection is a failed save. */
  onSubmit: (values: Output) => Promise<NextPage>;
  /** The save mutation is running: with `formState.isSubmitting`, the submit is busy from the click. */
  pending: boolean;
  /** How a failed save is told: the "Erro!" alert unless the spec says otherwise. */
  failure?: SaveFailure;
  submitLabel: string;
  /** Besides "nothing changed yet", which always disables the submit. */
  submitDisabled?: boolean;
  /**
   * The form starts filled with something to save (a copy of a record): the submit is on before
   * any change, and leaving asks first, as after a change.
   */
  prefilled?: boolean;
  /** Where Cancelar goes (asking first when something changed). */
  cancelTo: string;
  /** The `<form>`'s own attributes. */
  className?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The `<form>` of a form page, with what every one does the same way: the draft kept through an
 * expired session (and its notice), the question before leaving with unsaved changes, one save at
 * a time, a failed save shown as `failure` with everything typed kept, then the next page.
 * Its children are the fields; Cancelar (a button, to `cancelTo`) and the submit close it.
 */
export function FormShell<Values extends FieldValues, Output, R = unknown>({
  form,
  edited,
  onSubmit,
  pending,
  failure = 'alert',
  submitLabel,
  submitDisabled = false,
  prefilled = false,
  cancelTo,
  className,
  'aria-label': ariaLabel,
  children,
}: FormShellProps<Values, Output, R>) {
  const navigate = useNavigate();
  const { alert } = useDialogs();
  const { formState } = form;
  const draftRestored = useSessionExpiryDraft(form, { merge: mergeDraftWith(edited?.keys) });
  const changed = formState.isDirty || prefilled;
  const { allowNavigation } = useUnsavedChangesPrompt(changed);
  const saving = useRef(false);
  const merge = useRecordMerge(form, edited, saving, () => void form.handleSubmit(save)());
  const [saveError, setSaveError] = useState<string>();
  // A second press of a create waiting for the first one's deadline says what it checks (createOnce).
  const checking = useStore(createChecking);
  const bannerRef = useRef<HTMLDivElement>(null);

  const showFailure = (message: string) => {
    if (failure === 'alert') {
      // Not awaited, so the button comes back at once.
      void alert(errorAlert(message));
      return;
    }
    setSaveError(message);
    window.scrollTo({ top: 0, behavior: 'smooth' });
    // After the banner renders: focus it (screen readers read it) without a second jump.
    requestAnimationFrame(() => bannerRef.current?.focus({ preventScroll: true }));
  };

  const save = async (values: Output) => {
    // A double-click or Enter twice: one request.
    if (saving.current) return;
    saving.current = true;
    setSaveError(undefined);
    let next: NextPage;
    try {
      const toSend = await merge.beforeSave(values);
      if (toSend === null) {
        saving.current = false;
        return;
      }
      next = await onSubmit(toSend);
    } catch (error) {
      saving.current = false;
      showFailure(getWriteErrorMessage(error));
      return;
    }
    allowNavigation();
    if (typeof next === 'string') navigate(next);
    else navigate(next.to, { state: next.state });
  };

  return (
    <form className={className} aria-label={ariaLabel} noValidate onSubmit={form.handleSubmit(save)}>
      {draftRestored && <DraftRestoredNotice why={draftRestored} />}
      {saveError && failure !== 'alert' && (
        <FormErrorBanner ref={bannerRef} title={failure.banner} message={saveError} />
      )}
      {children}
      {merge.dialog}
      <p className="form-status" role="status">
        {pending || formState.isSubmitting ? checking : undefined}
      </p>
      <div className="form-actions">
        <Button label="Cancelar" variant="outlined" severity="secondary" onClick={() => navigate(cancelTo)} />
        <Button
          type="submit"
          label={submitLabel}
          loading={formState.isSubmitting || pending}
          disabled={!changed || submitDisabled}
        />
      </div>
    </form>
  );
}
