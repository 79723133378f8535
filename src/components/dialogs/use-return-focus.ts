import { useLayoutEffect } from 'react';

/**
 * Gives the focus back, when a dialog closes, to what had it when the dialog opened (keyboard and
 * screen-reader users go on where they were). PrimeReact's Dialog does it only when it animates
 * out through `visible={false}`; the panel's dialogs are removed instead.
 * `useReturnFocus()` at the top of a component that renders `<Dialog visible …>`.
 */
export function useReturnFocus() {
  useLayoutEffect(() => {
    const opener = document.activeElement;
    return () => {
      if (opener instanceof HTMLElement && opener !== document.body && opener.isConnected) opener.focus();
    };
  }, []);
}
