import { useCallback } from 'react';
import { getErrorMessage, getWriteErrorMessage } from '@/lib/http/error-message';
import { errorAlert, useDialogs, type AlertOptions, type ConfirmOptions } from './dialog-context';

export interface ActionOptions<T> {
  /** Asked first: nothing is called unless it is confirmed. */
  confirm?: ConfirmOptions;
  /** The call (and what it refreshes), given the confirm's "Mensagem (opcional)". */
  call: (message: string) => Promise<T>;
  /** The success alert, from the call's answer; none when left out. */
  success?: (answer: T) => AlertOptions;
  /**
   * The call only reads (Baixar boleto): a time-out then says to try again. Otherwise it is a
   * write, which may have been done when no answer came, and the alert says so.
   */
  readOnly?: boolean;
}

/**
 * The one flow of a write a person starts: confirm → call → success alert; a failed call shows
 * the "Erro!" alert with `getWriteErrorMessage(error)` (spec section 8). Resolves true when the call
 * succeeded, false when it was not confirmed or failed. Alerts are not awaited: the button comes
 * back at once. The domain hooks of `features/<domain>/api.ts` use it; screens do not.
 * `const act = useAction(); await act({ confirm: { title, description, confirmLabel: 'Deletar' }, call: () => excluir.mutateAsync(...) })`
 */
export function useAction() {
  const { confirm, alert } = useDialogs();
  return useCallback(
    async <T>({ confirm: question, call, success, readOnly = false }: ActionOptions<T>): Promise<boolean> => {
      let message = '';
      if (question) {
        const answer = await confirm(question);
        if (!answer.confirmed) return false;
        message = answer.message;
      }
      try {
        const answer = await call(message);
        if (success) void alert(success(answer));
        return true;
      } catch (error) {
        void alert(errorAlert(readOnly ? getErrorMessage(error) : getWriteErrorMessage(error)));
        return false;
      }
    },
    [confirm, alert],
  );
}
