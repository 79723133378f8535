import type { ReactNode } from 'react';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/**
 * Label, control and message of one field. The control gets `id`; the error is announced and tied
 * to it through `fieldDescribedBy(id, error, hint)`.
 */
export function FormField({ id, label, error, hint, required, className, children }: FormFieldProps) {
  return (
    <div className={`form-field ${className ?? ''}`}>
      <div className="form-field__label-row">
        <label htmlFor={id} className="form-field__label">
          {label}
        </label>
        {/* Outside the label, so the field's accessible name is exactly its label. */}
        {required && (
          <span className="form-field__required" aria-hidden="true">
            *
          </span>
        )}
      </div>
      {children}
      {hint && !error && (
        <small id={`${id}-hint`} className="form-field__hint">
          {hint}
        </small>
      )}
      {error && (
        <small id={`${id}-error`} className="form-field__error" role="alert">
          {error}
        </small>
      )}
    </div>
  );
}

/** aria-describedby for a field: its error when there is one, else its hint. */
export const fieldDescribedBy = (id: string, error?: string, hint?: ReactNode) =>
  error ? `${id}-error` : hint ? `${id}-hint` : undefined;
