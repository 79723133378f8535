/**
 * The dialogs' public surface: everything outside src/components/dialogs imports from here
 * (`@/components/dialogs`); the other modules are internal (ESLint enforces it).
 */
export { ConfirmDialog } from './confirm-dialog';
export {
  confirmation,
  errorAlert,
  useDialogs,
  type AlertOptions,
  type ConfirmOptions,
  type ConfirmResult,
  type Dialogs,
} from './dialog-context';
export { DialogProvider } from './dialog-provider';
export { useAction, type ActionOptions } from './use-action';
export { useReturnFocus } from './use-return-focus';
