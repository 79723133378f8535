import type { ButtonHTMLAttributes } from 'react';

interface ListButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> {
  label: string;
  /** A primeicons class, e.g. "pi pi-refresh". */
  icon: string;
  outlined?: boolean;
  size?: 'small';
}

/**
 * PrimeReact Button's markup (classes, icon, label, aria-label) as a plain button: what the lists
 * show on their first paint carries no PrimeReact code (list-dropdown.tsx). The rules PrimeReact
 * would inject for it are in list.css.
 * `<ListButton label="Tentar novamente" icon="pi pi-refresh" size="small" outlined onClick={retry} />`
 */
export function ListButton({ label, icon, outlined, size, className, disabled, ...rest }: ListButtonProps) {
  const classes = [
    'p-button p-component',
    disabled && 'p-disabled',
    outlined && 'p-button-outlined',
    size === 'small' && 'p-button-sm',
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button aria-label={label} {...rest} type="button" className={classes} disabled={disabled}>
      <span className={`p-button-icon p-c p-button-icon-left ${icon}`} />
      <span className="p-button-label p-c">{label}</span>
    </button>
  );
}
