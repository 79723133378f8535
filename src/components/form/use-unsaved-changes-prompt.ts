import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';
import { useDialogs } from '@/components/dialogs';

/**
 * Asks before leaving a form with unsaved changes: a confirm dialog for links and the back button,
 * the browser's own prompt for a reload or a closed tab. Going to the sign-in page (sign-out, an
 * expired session) is never held back. Call `allowNavigation()` right before navigating away after
 * a successful save.
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
    void confirm({
      title: 'Sair sem salvar?',
      description: 'As alterações feitas neste formulário ainda não foram salvas e serão perdidas.',
      confirmLabel: 'Sair sem salvar',
    }).then(({ confirmed }) => {
      asking.current = false;
      if (confirmed) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm]);

  useEffect(() => {
    if (!hasUnsavedChanges) return;
    const warn = (event: BeforeUnloadEvent) => {
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
