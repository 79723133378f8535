import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction, type Location } from 'react-router';
import { useDialogs, type ConfirmOptions } from '@/components/dialogs';
import { draftsKeptForReload } from '@/lib/form-draft';
import { createStore } from '@/lib/store';

/** The question before leaving a form with unsaved changes, by a link, the back button or Sair da conta. */
const LEAVE_UNSAVED: ConfirmOptions = {
  title: 'Sair sem salvar?',
  description: 'As alterações feitas neste formulário ainda não foram salvas e serão perdidas.',
  confirmLabel: 'Sair sem salvar',
};

/** The questions of what is held on screen now, a form's or a running batch's (Sair da conta asks the first). */
const heldBack = createStore<readonly ConfirmOptions[]>([]);

export interface LeaveOptions {
  /** What is asked before leaving. */
  question: ConfirmOptions;
  /** Whether a navigation leaves what is held (by default: to another page; a list also by its tab). */
  leaves?: (current: Location, next: Location) => boolean;
}

const toAnotherPage = (current: Location, next: Location) => current.pathname !== next.pathname;

/**
 * Asks before leaving a form with unsaved changes: a confirm dialog for links and the back button,
 * the browser's own prompt for a reload or a closed tab. Going to the sign-in page (sign-out, an
 * expired session) is never held back. Call `allowNavigation()` once a save is done, right before
 * navigating away: it releases both.
 *
 * `const { allowNavigation } = useUnsavedChangesPrompt(formState.isDirty && !mutation.isSuccess)`
 */
export function useUnsavedChangesPrompt(hasUnsavedChanges: boolean) {
  return useLeavePrompt(hasUnsavedChanges, { question: LEAVE_UNSAVED });
}

/**
 * The same question before leaving anything a person would lose by leaving (a form's changes, a
 * batch still sending): links and the back button get `question`, a reload or a closed tab the
 * browser's own prompt, Sair da conta the first question held (useConfirmLeavingUnsaved).
 * `useLeavePrompt(running, { question: LEAVE_RUNNING_BATCH, leaves: leavesList })`
 */
export function useLeavePrompt(holding: boolean, { question, leaves = toAnotherPage }: LeaveOptions) {
  const { confirm } = useDialogs();
  const allowed = useRef(false);
  const asking = useRef(false);
  const latest = useRef({ question, leaves });
  useEffect(() => {
    latest.current = { question, leaves };
  });

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      holding &&
      !allowed.current &&
      nextLocation.pathname !== '/' &&
      latest.current.leaves(currentLocation, nextLocation),
    [holding],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (blocker.state !== 'blocked' || asking.current) return;
    asking.current = true;
    void confirm(latest.current.question).then(({ confirmed }) => {
      asking.current = false;
      if (confirmed) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm]);

  useEffect(() => {
    if (!holding) return;
    const held = latest.current.question;
    heldBack.set([...heldBack.get(), held]);
    return () => {
      const rest = [...heldBack.get()];
      rest.splice(rest.indexOf(held), 1);
      heldBack.set(rest);
    };
  }, [holding]);

  useEffect(() => {
    if (!holding) return;
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
  }, [holding]);

  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  return { allowNavigation };
}

/**
 * For a way out the router does not see (Sair da conta goes to the sign-in page, which the prompt
 * never holds back): asks the same question when a form on screen holds unsaved changes (or a batch
 * is still sending), and resolves whether to go on (true at once when nothing is held).
 * `const confirmLeaving = useConfirmLeavingUnsaved(); if (await confirmLeaving()) signOut()`
 */
export function useConfirmLeavingUnsaved() {
  const { confirm } = useDialogs();
  return useCallback(async () => {
    const [question] = heldBack.get();
    return !question || (await confirm(question)).confirmed;
  }, [confirm]);
}
