import { Suspense } from 'react';
import type { ConfirmOptions, ConfirmResult } from './dialog-context';
import { DialogViews } from './lazy-dialog-views';

const ignore = () => {};

/**
 * The shared confirmation dialog, drawn by its owner instead of through `useDialogs()`: for a root with
 * no <DialogProvider> (the demo toolbar). Shown while rendered; `onClose` gets the answer.
 */
export function ConfirmDialog({
  options,
  onClose,
}: {
  options: ConfirmOptions;
  onClose: (result: ConfirmResult) => void;
}) {
  return (
    <Suspense fallback={null}>
      <DialogViews
        confirm={{ ...options, resolve: ignore }}
        alert={null}
        onConfirmClose={onClose}
        onAlertClose={ignore}
      />
    </Suspense>
  );
}
