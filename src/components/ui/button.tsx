import type { ComponentPropsWithRef } from 'react';
import { Icon, type IconName } from './icon';

export type { IconName } from './icon';

export interface ButtonLook {
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

export const lookClasses = ({ variant = 'filled', severity = 'primary', size }: ButtonLook, className?: string) =>
  [
    'ui-button',
    variant !== 'filled' && `ui-button--${variant}`,
    severity !== 'primary' && `ui-button--${severity}`,
    size && `ui-button--${size}`,
    className,
  ]
    .filter(Boolean)
    .join(' ');

export function ButtonContent({
  label,
  icon,
  iconEnd,
  busy = false,
}: Pick<ButtonLook, 'label' | 'icon' | 'iconEnd'> & { busy?: boolean }) {
  return (
    <>
      {busy ? (
        <Icon name="pi-spinner" spin className="ui-button__icon" />
      ) : (
        icon && <Icon name={icon} className="ui-button__icon" />
      )}
      <span className="ui-button__label">{label}</span>
      {iconEnd && <Icon name={iconEnd} className="ui-button__icon" />}
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

export interface IconLook {
  /** The accessible name (aria-label), also shown on hover unless `tooltip` is false. */
  label: string;
  icon: IconName;
  tone?: 'default' | 'danger' | 'success';
  /** The label shown on hover (title). */
  tooltip?: boolean;
}

export const iconClasses = (tone: IconLook['tone'] = 'default', className?: string) =>
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
      <Icon name={icon} />
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
