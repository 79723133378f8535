import { Icon } from '@/components/ui/icon';
import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { ControlledField, type ControlledFieldProps } from './controlled-field';

type PasswordFieldProps<T extends FieldValues> = ControlledFieldProps<T> & {
  autoComplete: 'current-password' | 'new-password';
  /** False while the value must not be read in clear (a remembered password): the toggle is off. */
  revealable?: boolean;
};

/** Password with a show/hide toggle. Paste stays allowed so password managers work. */
export function PasswordField<T extends FieldValues>({
  disabled,
  autoComplete,
  revealable = true,
  ...props
}: PasswordFieldProps<T>) {
  const [shown, setVisible] = useState(false);
  const visible = shown && revealable;
  // Turned off: stays hidden afterwards until shown again on purpose.
  if (!revealable && shown) setVisible(false);
  const label = props.label.toLowerCase();
  return (
    <ControlledField {...props}>
      {({ textInput, inputId }) => (
        <div className="password-field">
          <Input
            {...textInput}
            type={visible ? 'text' : 'password'}
            disabled={disabled}
            autoComplete={autoComplete}
            className="w-full"
          />
          <button
            type="button"
            className="password-field__toggle"
            onClick={() => setVisible((current) => !current)}
            aria-label={visible ? `Esconder ${label}` : `Mostrar ${label}`}
            aria-pressed={visible}
            aria-controls={inputId}
            disabled={disabled || !revealable}
          >
            <Icon name={visible ? 'pi-eye-slash' : 'pi-eye'} />
          </button>
        </div>
      )}
    </ControlledField>
  );
}
