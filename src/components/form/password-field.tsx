import { useState } from 'react';
import type { FieldValues } from 'react-hook-form';
import { FormField } from './form-field';
import { inputClassName, useFieldControl, type ControlledFieldProps } from './controlled-field';

type PasswordFieldProps<T extends FieldValues> = ControlledFieldProps<T> & {
  autoComplete: 'current-password' | 'new-password';
  /** False while the value must not be read in clear (a remembered password): the toggle is off. */
  revealable?: boolean;
};

/** Password with a show/hide toggle. Paste stays allowed so password managers work. */
export function PasswordField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  disabled,
  hint,
  className,
  id,
  autoComplete,
  revealable = true,
}: PasswordFieldProps<T>) {
  const { field, inputId, error, aria, wrapper } = useFieldControl({
    control,
    name,
    label,
    required,
    hint,
    className,
    id,
  });
  const [shown, setVisible] = useState(false);
  const visible = shown && revealable;
  // Turned off: stays hidden afterwards until shown again on purpose.
  if (!revealable && shown) setVisible(false);
  return (
    <FormField {...wrapper}>
      <div className="password-field">
        <input
          id={inputId}
          name={field.name}
          ref={field.ref}
          type={visible ? 'text' : 'password'}
          value={(field.value as string | undefined) ?? ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          disabled={disabled}
          autoComplete={autoComplete}
          {...aria}
          className={inputClassName(error, disabled)}
        />
        <button
          type="button"
          className="password-field__toggle"
          onClick={() => setVisible((current) => !current)}
          aria-label={visible ? `Esconder ${label.toLowerCase()}` : `Mostrar ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={disabled || !revealable}
        >
          <i className={`pi ${visible ? 'pi-eye-slash' : 'pi-eye'}`} aria-hidden="true" />
        </button>
      </div>
    </FormField>
  );
}
