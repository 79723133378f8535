import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './list.css';

interface RowActionBase {
  /** The action's name: accessible name and hover text ("Editar", "Ver informações"). */
  label: string;
  /** PrimeIcons class: `'pi pi-pencil'`. */
  icon: string;
  tone?: 'default' | 'danger' | 'success';
}

const classesOf = (tone: RowActionBase['tone'] = 'default', disabled = false) =>
  `row-action row-action--${tone} ${disabled ? 'row-action--disabled' : ''}`;

/**
 * An icon button of a table row.
 * `<RowActionButton label="Deletar" icon="pi pi-trash" tone="danger" disabled={!editable} disabledReason="..." onClick={remove} />`
 */
export function RowActionButton({
  label,
  icon,
  tone,
  onClick,
  disabled = false,
  disabledReason,
}: RowActionBase & { onClick: () => void; disabled?: boolean; disabledReason?: string }) {
  const button = (
    <button
      type="button"
      className={classesOf(tone, disabled)}
      aria-label={label}
      title={disabled ? undefined : label}
      disabled={disabled}
      onClick={onClick}
    >
      <i className={icon} aria-hidden="true" />
    </button>
  );
  // A disabled button gets no hover events: its wrapper says why it is disabled.
  return disabled && disabledReason ? (
    <span className="row-action__disabled-wrapper" title={disabledReason}>
      {button}
    </span>
  ) : (
    button
  );
}

/**
 * An icon link of a table row, for actions that open another page.
 * `<RowActionLink label="Editar" icon="pi pi-pencil" to={paths.usuarios.editar.getHref(id)} />`
 */
export function RowActionLink({ label, icon, tone, to }: RowActionBase & { to: string }) {
  return (
    <Link to={to} className={classesOf(tone)} aria-label={label} title={label}>
      <i className={icon} aria-hidden="true" />
    </Link>
  );
}

/** The actions cell of a row: `<RowActions><RowActionLink .../></RowActions>`. */
export function RowActions({ children }: { children: ReactNode }) {
  return <div className="row-actions">{children}</div>;
}
