import { useState } from 'react';
import { useController, type FieldValues } from 'react-hook-form';
import { FormField, fieldDescribedBy } from './form-field';
import { fieldId, inputClassName, type ControlledFieldProps } from './text-field';

type PasswordFieldProps<T extends FieldValues> = ControlledFieldProps<T> & {
  autoComplete: 'current-password' | 'new-password';
};

/** Password with a show/hide toggle. Paste stays allowed so password managers work. */
export function PasswordField<T extends FieldValues>({ control, name, label, required, disabled, hint, className, id, autoComplete }: PasswordFieldProps<T>) {
  const { field, fieldState } = useController({ control, name });
  const [visible, setVisible] = useState(false);
  const inputId = fieldId(name, id);
  const error = fieldState.error?.message;
  return (
    <FormField id={inputId} label={label} error={error} hint={hint} required={required} className={className}>
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
          aria-invalid={Boolean(error)}
          aria-required={required}
          aria-describedby={fieldDescribedBy(inputId, error, hint)}
          className={inputClassName(error, disabled)}
        />
        <button
          type="button"
          className="password-field__toggle"
          onClick={() => setVisible((current) => !current)}
          aria-label={visible ? `Esconder ${label.toLowerCase()}` : `Mostrar ${label.toLowerCase()}`}
          aria-pressed={visible}
          aria-controls={inputId}
          disabled={disabled}
        >
          <i className={`pi ${visible ? 'pi-eye-slash' : 'pi-eye'}`} aria-hidden="true" />
        </button>
      </div>
    </FormField>
  );
}
