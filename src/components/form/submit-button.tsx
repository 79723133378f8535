import type { ButtonHTMLAttributes } from 'react';

type SubmitButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> & {
  label: string;
  loading?: boolean;
};

/**
 * The submit button of a form, with PrimeReact's look and a loading state that also blocks a
 * second submit. Plain HTML so public pages load no PrimeReact JavaScript.
 */
export function SubmitButton({ label, loading = false, disabled, className, ...button }: SubmitButtonProps) {
  return (
    <button
      {...button}
      type="submit"
      className={`p-button p-component ${className ?? ''} ${disabled || loading ? 'p-disabled' : ''}`}
      disabled={disabled || loading}
      aria-busy={loading}
    >
      {loading && <i className="pi pi-spin pi-spinner p-button-icon p-button-icon-left" aria-hidden="true" />}
      <span className="p-button-label">{label}</span>
    </button>
  );
}
