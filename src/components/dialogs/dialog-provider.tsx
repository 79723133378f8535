import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import {
  DialogContext,
  type ConfirmResult,
  type Dialogs,
  type PendingAlert,
  type PendingConfirm,
} from './dialog-context';
import { DialogViews, loadDialogViews } from './lazy-dialog-views';
import { onFirstInput } from '@/utils/on-first-input';

let nextConfirmId = 1;

/** Hosts the shared confirm and alert dialogs. Both close by themselves when the path becomes /. */
export function DialogProvider({ children }: { children: ReactNode }) {
  const [pendingConfirm, setPendingConfirm] = useState<PendingConfirm | null>(null);
  const [pendingAlert, setPendingAlert] = useState<PendingAlert | null>(null);
  const { pathname } = useLocation();

  const closeConfirm = useCallback((result: ConfirmResult) => {
    setPendingConfirm((current) => {
      current?.resolve(result);
      return null;
    });
  }, []);

  const closeAlert = useCallback(() => {
    setPendingAlert((current) => {
      current?.resolve();
      return null;
    });
  }, []);

  useEffect(() => {
    if (pathname === '/') {
      closeConfirm({ confirmed: false, message: '' });
      closeAlert();
    }
  }, [pathname, closeConfirm, closeAlert]);

  // The dialogs' code (with PrimeReact's and its theme's) at the first move or key, ahead of the first
  // dialog: at idle it came in the middle of a page's load (public pages' LCP 3.1 → 2.5 s, mobile preset).
  useEffect(() => onFirstInput(() => void loadDialogViews()), []);

  // A dialog opened over one still waiting replaces it: the earlier caller gets "not confirmed" /
  // "closed" instead of waiting for ever.
  const dialogs = useMemo<Dialogs>(
    () => ({
      confirm: (options) =>
        new Promise<ConfirmResult>((resolve) =>
          setPendingConfirm((current) => {
            current?.resolve({ confirmed: false, message: '' });
            return { ...options, id: nextConfirmId++, resolve };
          }),
        ),
      alert: (options) =>
        new Promise<void>((resolve) =>
          setPendingAlert((current) => {
            current?.resolve();
            return { ...options, resolve };
          }),
        ),
    }),
    [],
  );

  return (
    <DialogContext.Provider value={dialogs}>
      {children}
      {(pendingConfirm || pendingAlert) && (
        <Suspense fallback={null}>
          <DialogViews
            confirm={pendingConfirm}
            alert={pendingAlert}
            onConfirmClose={closeConfirm}
            onAlertClose={closeAlert}
          />
        </Suspense>
      )}
    </DialogContext.Provider>
  );
}
