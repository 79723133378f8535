import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useDialogs, type ConfirmOptions } from '@/components/dialogs';
import { draftsKeptForReload } from '@/lib/form-draft';
import { createStore } from '@/lib/store';

/** The question before leaving a form with unsaved changes, by a link, the back button or Sair da conta. */
const LEAVE_UNSAVED: ConfirmOptions = {
  title: 'Sair sem salvar?',
  description: 'As alterações feitas neste formulário ainda não foram salvas e serão perdidas.',
  confirmLabel: 'Sair sem salvar',
};

/** How many forms on screen hold unsaved changes (Sair da conta asks when any does). */
const unsavedForms = createStore(0);

/**
 * Asks before leaving a form with unsaved changes: a confirm dialog for links and the back button,
 * the browser's own prompt for a reload or a closed tab. Going to the sign-in page (sign-out, an
 * expired session) is never held back. Call `allowNavigation()` once a save is done, right before
 * navigating away: it releases both.
 *
 * `const { allowNavigation } = useUnsavedChangesPrompt(formState.isDirty && !mutation.isSuccess)`
 */
export function useUnsavedChangesPrompt(hasUnsavedChanges: boolean) {
  const { confirm } = useDialogs();
  const allowed = useRef(false);
  const asking = useRef(false);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges &&
      !allowed.current &&
      nextLocation.pathname !== '/' &&
      currentLocation.pathname !== nextLocation.pathname,
    [hasUnsavedChanges],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm(LEAVE_UNSAVED).then(({ confirmed }) => {
      asking.current = false;
      if (confirmed) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm]);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    unsavedForms.set(unsavedForms.get() + 1);
    return () => unsavedForms.set(unsavedForms.get() - 1);
  }, [hasUnsavedChanges]);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
      // Saved: the form stays on the page until the next one is ready, with nothing to lose. Or a
      // reload the page asked for, with the drafts kept.
      if (allowed.current || draftsKeptForReload.get()) return;
      event.preventDefault();
      // Older browsers show the prompt only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [hasUnsavedChanges]);

  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  return { allowNavigation };
}

/**
 * For a way out the router does not see (Sair da conta goes to the sign-in page, which the prompt
 * never holds back): asks the same question when a form on screen holds unsaved changes, and
 * resolves whether to go on (true at once when none does).
 * `const confirmLeaving = useConfirmLeavingUnsaved(); if (await confirmLeaving()) signOut()`
 */
export function useConfirmLeavingUnsaved() {
  const { confirm } = useDialogs();
  return useCallback(async () => unsavedForms.get() === 0 || (await confirm(LEAVE_UNSAVED)).confirmed, [confirm]);
}
