import { Button } from '@/components/ui/button';
import { Dialog } from 'primereact/dialog';
import { InputTextarea } from 'primereact/inputtextarea';
import { useState } from 'react';
import { installPrimeReactLocale } from '@/lib/primereact-locale';
import { toneOf, type ConfirmResult, type PendingAlert, type PendingConfirm } from './dialog-context';
import { useReturnFocus } from './use-return-focus';
import { Icon } from '@/components/ui/icon';

installPrimeReactLocale();

interface DialogViewsProps {
  confirm: PendingConfirm | null;
  alert: PendingAlert | null;
  onConfirmClose: (result: ConfirmResult) => void;
  onAlertClose: () => void;
}

export function DialogViews({ confirm, alert, onConfirmClose, onAlertClose }: DialogViewsProps) {
  return (
    <>
      {confirm && <ConfirmView key={confirm.id ?? confirm.title} confirm={confirm} onClose={onConfirmClose} />}
      {alert && <AlertView alert={alert} onClose={onAlertClose} />}
    </>
  );
}

/**
 * The dialog opens on its action (a ref callback). PrimeReact's Dialog focuses the element with the
 * HTML autofocus attribute when it shows, else its close icon; React's autoFocus never writes the
 * attribute, so it is set here.
 */
function focusWhenShown(button: HTMLButtonElement | null) {
  button?.setAttribute('autofocus', '');
}

function ConfirmView({ confirm, onClose }: { confirm: PendingConfirm; onClose: (result: ConfirmResult) => void }) {
  useReturnFocus();
  const [message, setMessage] = useState(confirm.message ?? '');
  const danger = toneOf(confirm) === 'danger';
  return (
    <Dialog
      visible
      onHide={() => onClose({ confirmed: false, message: '' })}
      header={confirm.title}
      className="app-dialog"
      draggable={false}
      resizable={false}
      footer={
        <div className="app-dialog__footer">
          <Button
            type="button"
            label="Cancelar"
            variant="outlined"
            severity="secondary"
            onClick={() => onClose({ confirmed: false, message: '' })}
          />
          <Button
            type="button"
            label={confirm.confirmLabel}
            severity={danger ? 'danger' : 'info'}
            onClick={() => onClose({ confirmed: true, message })}
            ref={focusWhenShown}
          />
        </div>
      }
    >
      {confirm.description && <div className="app-dialog__description">{confirm.description}</div>}
      {confirm.withMessage && (
        <div className="form-field">
          <label htmlFor="dialogo-mensagem" className="form-field__label">
            Mensagem (opcional)
          </label>
          <InputTextarea
            id="dialogo-mensagem"
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            rows={4}
            autoResize
            className="w-full"
          />
        </div>
      )}
    </Dialog>
  );
}

function AlertView({ alert, onClose }: { alert: PendingAlert; onClose: () => void }) {
  useReturnFocus();
  return (
    <Dialog
      visible
      onHide={onClose}
      header={
        <span className={`app-alert__title app-alert__title--${alert.type}`}>
          <Icon name={alert.type === 'success' ? 'pi-check-circle' : 'pi-times-circle'} /> {alert.title}
        </span>
      }
      className="app-dialog"
      draggable={false}
      resizable={false}
      footer={<Button type="button" label="OK" onClick={onClose} ref={focusWhenShown} />}
    >
      <p className="app-dialog__description">{alert.description}</p>
    </Dialog>
  );
}
