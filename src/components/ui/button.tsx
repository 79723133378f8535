import type { ComponentPropsWithRef } from 'react';
import { Link } from 'react-router-dom';
import './button.css';

/** A primeicons glyph by its class: `'pi-plus'`. */
export type IconName = `pi-${string}`;

interface ButtonLook {
  /** The visible text, which is also the accessible name. */
  label: string;
  /** Drawn before the label. */
  icon?: IconName;
  /** Drawn after the label (a menu's arrow). */
  iconEnd?: IconName;
  /** filled (default): the colour as background; outlined: a border; text: the colour on the text only. */
  variant?: 'filled' | 'outlined' | 'text';
  /** The colour: primary (default), secondary (Cancelar), info (a confirmation) or danger (Deletar). */
  severity?: 'primary' | 'secondary' | 'info' | 'danger';
  size?: 'small';
}

const lookClasses = ({ variant = 'filled', severity = 'primary', size }: ButtonLook, className?: string) =>
  [
    'ui-button',
    variant !== 'filled' && `ui-button--${variant}`,
    severity !== 'primary' && `ui-button--${severity}`,
    size && `ui-button--${size}`,
    className,
  ]
    .filter(Boolean)
    .join(' ');

function ButtonContent({
  label,
  icon,
  iconEnd,
  busy = false,
}: Pick<ButtonLook, 'label' | 'icon' | 'iconEnd'> & { busy?: boolean }) {
  const start = busy ? 'pi-spinner pi-spin' : icon;
  return (
    <>
      {start && <i className={`pi ${start} ui-button__icon`} aria-hidden="true" />}
      <span className="ui-button__label">{label}</span>
      {iconEnd && <i className={`pi ${iconEnd} ui-button__icon`} aria-hidden="true" />}
    </>
  );
}

type ButtonProps = ButtonLook &
  Omit<ComponentPropsWithRef<'button'>, 'children' | 'type'> & {
    type?: 'button' | 'submit';
    /** Running: a spinner in place of the icon, aria-busy, and no second click (disabled). */
    loading?: boolean;
  };

/**
 * The panel's button, the one way to draw one.
 * `<Button label="Deletar Remessa" icon="pi-trash" variant="outlined" severity="danger" loading={remove.isPending} onClick={…} />`
 */
export function Button({
  label,
  icon,
  iconEnd,
  variant,
  severity,
  size,
  type = 'button',
  loading = false,
  disabled,
  className,
  ...button
}: ButtonProps) {
  return (
    <button
      {...button}
      type={type}
      className={lookClasses({ label, variant, severity, size }, className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
    >
      <ButtonContent label={label} icon={icon} iconEnd={iconEnd} busy={loading} />
    </button>
  );
}

type LinkButtonProps = Omit<ButtonLook, 'iconEnd'> & {
  /** A route of the panel; with `external`, an http(s) address outside it. */
  to: string;
  /** Leaves the panel: a plain `<a href>` (only to an http(s) address) instead of a router link. */
  external?: boolean;
  className?: string;
};

/** The address as it may be opened from the panel: http(s) only, never `javascript:` or `data:`. */
const httpHref = (address: string) => {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
};

/**
 * A link that looks like a button: it opens a page (Novo associado, Editar).
 * `<LinkButton to={paths.associados.novo.getHref()} label="Novo associado" icon="pi-plus" />`
 */
export function LinkButton({ to, external = false, label, icon, className, ...look }: LinkButtonProps) {
  const classes = lookClasses({ label, ...look }, className);
  const content = <ButtonContent label={label} icon={icon} />;
  if (external) {
    return (
      <a href={httpHref(to)} rel="noopener noreferrer" className={classes}>
        {content}
      </a>
    );
  }
  return (
    <Link to={to} className={classes}>
      {content}
    </Link>
  );
}

interface IconLook {
  /** The accessible name (aria-label), also shown on hover unless `tooltip` is false. */
  label: string;
  icon: IconName;
  tone?: 'default' | 'danger' | 'success';
  /** The label shown on hover (title). */
  tooltip?: boolean;
}

const iconClasses = (tone: IconLook['tone'] = 'default', className?: string) =>
  ['ui-icon-button', tone !== 'default' && `ui-icon-button--${tone}`, className].filter(Boolean).join(' ');

type IconButtonProps = IconLook &
  Omit<ComponentPropsWithRef<'button'>, 'children' | 'type' | 'aria-label'> & {
    /** Shown on hover while disabled: why the action cannot be taken. */
    disabledReason?: string;
  };

/**
 * A button drawn as an icon alone, named by `label` for assistive technology.
 * `<IconButton label="Deletar" icon="pi-trash" tone="danger" disabled={!editable} disabledReason="…" onClick={remove} />`
 */
export function IconButton({
  label,
  icon,
  tone,
  tooltip = true,
  disabledReason,
  className,
  title,
  ...button
}: IconButtonProps) {
  const element = (
    <button
      {...button}
      type="button"
      className={iconClasses(tone, className)}
      aria-label={label}
      title={title ?? (tooltip && !button.disabled ? label : undefined)}
    >
      <i className={`pi ${icon}`} aria-hidden="true" />
    </button>
  );
  // A disabled button gets no hover events: its wrapper says why it is disabled.
  return button.disabled && disabledReason ? (
    <span className="ui-icon-button__disabled-reason" title={disabledReason}>
      {element}
    </span>
  ) : (
    element
  );
}

/**
 * A link of the panel drawn as an icon alone, named by `label`.
 * `<IconLink label="Editar" icon="pi-pencil" to={paths.usuarios.editar.getHref(id)} />`
 */
export function IconLink({ label, icon, tone, tooltip = true, to }: IconLook & { to: string }) {
  return (
    <Link to={to} className={iconClasses(tone)} aria-label={label} title={tooltip ? label : undefined}>
      <i className={`pi ${icon}`} aria-hidden="true" />
    </Link>
  );
}
