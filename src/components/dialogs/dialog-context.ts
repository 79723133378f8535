import { createContext, useContext, type ReactNode } from 'react';

export interface ConfirmOptions {
  title: string;
  description?: ReactNode;
  /** Text of the confirm button: Deletar, Desmarcar, Inativar, Enviar... */
  confirmLabel: string;
  /**
   * Only for the demo toolbar's own dialogs, which the spec does not cover. The panel's screens leave
   * it out: their style follows the label (danger for Deletar and Desmarcar, spec section 2).
   */
  tone?: 'danger' | 'info';
  /** Shows the optional textarea "Mensagem (opcional)". */
  withMessage?: boolean;
  /** What the textarea starts with: the message of an earlier try whose call failed. */
  message?: string;
}

export interface ConfirmResult {
  confirmed: boolean;
  message: string;
}

export interface AlertOptions {
  type: 'success' | 'error';
  title: string;
  description: string;
}

/** A confirmation on screen, waiting for its answer (the provider's state; the views draw it). */
export interface PendingConfirm extends ConfirmOptions {
  /** Distinguishes each request, so a new one starts with a fresh view (empty message); else the title does. */
  id?: number;
  resolve: (result: ConfirmResult) => void;
}

/** An alert on screen, waiting to be closed. */
export interface PendingAlert extends AlertOptions {
  resolve: () => void;
}

export interface Dialogs {
  /** `const { confirmed } = await confirm({ title: 'Deletar remessa', confirmLabel: 'Deletar' })` */
  confirm: (options: ConfirmOptions) => Promise<ConfirmResult>;
  /** `alert(errorAlert(getErrorMessage(error)))`, `alert({ type: 'success', title: 'Enviado!', description })` */
  alert: (options: AlertOptions) => Promise<void>;
}

/** The spec's failure alert, titled Erro! (section 8): `alert(errorAlert(getErrorMessage(error)))`. */
export const errorAlert = (description: string): AlertOptions => ({ type: 'error', title: 'Erro!', description });

export const DialogContext = createContext<Dialogs | null>(null);

export function useDialogs(): Dialogs {
  const dialogs = useContext(DialogContext);
  if (!dialogs) throw new Error('useDialogs precisa estar dentro de <DialogProvider>.');
  return dialogs;
}

/**
 * Danger style for Deletar and Desmarcar only; every other confirmation (Inativar, Ativar, Iniciar envio,
 * Reenviar, Gerar nova senha...) uses the info style (spec section 2). Decided by the label.
 */
const DANGER_LABELS = ['Deletar', 'Desmarcar'];
export const toneOf = (options: ConfirmOptions): 'danger' | 'info' =>
  options.tone ?? (DANGER_LABELS.some((label) => options.confirmLabel.startsWith(label)) ? 'danger' : 'info');

/** A confirm's texts; the button says the title unless told otherwise: `confirmation('Deletar usuário', description, 'Deletar')` */
export const confirmation = (title: string, description: string, confirmLabel = title): ConfirmOptions => ({
  title,
  description,
  confirmLabel,
});
