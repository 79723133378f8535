import { Button } from '@/components/ui/button';
import { Dialog } from 'primereact/dialog';
import { installPrimeReactLocale } from '@/lib/primereact-locale';
import { InputText } from 'primereact/inputtext';
import { useId, useRef } from 'react';
import { useReturnFocus } from '@/components/dialogs';
import type { LinkToCopy } from './boleto-link';

// Its PrimeReact widgets speak Portuguese and are drawn by the theme (its widgets' rules load with that module).
installPrimeReactLocale();

/**
 * The boleto's link when the browser would not copy it: shown selected in a read-only field, so
 * Ctrl+C (or the context menu) copies it.
 * `{copy.manual && <BoletoLinkDialog link={copy.manual} onClose={copy.closeManual} />}`
 */
export function BoletoLinkDialog({ link, onClose }: { link: LinkToCopy; onClose: () => void }) {
  useReturnFocus();
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);
  const select = () => field.current?.select();

  return (
    <Dialog
      visible
      onHide={onClose}
      onShow={() => {
        field.current?.focus();
        select();
      }}
      header="Copie o link do boleto"
      className="app-dialog"
      draggable={false}
      resizable={false}
      footer={<Button type="button" label="OK" onClick={onClose} />}
    >
      <p id={hintId} className="app-dialog__description">
        O navegador não permitiu copiar o link automaticamente. Ele já está selecionado abaixo: copie com Ctrl+C (no
        Mac, Cmd+C) e envie ao associado.
      </p>
      <div className="form-field">
        <label htmlFor={fieldId} className="form-field__label">
          Link do boleto de {link.nome}
        </label>
        <InputText
          ref={field}
          id={fieldId}
          className="w-full"
          value={link.link}
          readOnly
          aria-describedby={hintId}
          onFocus={select}
        />
      </div>
    </Dialog>
  );
}
