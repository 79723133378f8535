import type { HTMLAttributes } from 'react';

/** A primeicons glyph by its class: `'pi-plus'`. Its glyph is in the panel's font once `npm run icons` has seen it. */
export type IconName = `pi-${string}`;

interface IconProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'children' | 'role' | 'aria-label'> {
  /** The glyph, written whole in the code (the icon build finds it there): `'pi-trash'`. */
  name: IconName;
  /** Turning (a spinner). */
  spin?: boolean;
  className?: string;
  /**
   * Said to assistive technology: an icon that stands alone for a meaning (role img). Without it the icon
   * is decoration beside its text, hidden from assistive technology.
   */
  label?: string;
}

/**
 * The one way to draw an icon: a glyph of the panel's icon font (src/styles/icons*.css,
 * docs/decisions/0019-icons-generated.md), one em wide so nothing moves while the font loads.
 * `<Icon name="pi-check-circle" />`, `<Icon name="pi-spinner" spin />`, `<Icon name="pi-info-circle" label="…" tabIndex={0} />`
 */
export function Icon({ name, spin = false, className, label, ...element }: IconProps) {
  const classes = ['ui-icon pi', name, spin && 'pi-spin', className].filter(Boolean).join(' ');
  return label ? (
    <i {...element} className={classes} role="img" aria-label={label} />
  ) : (
    <i {...element} className={classes} aria-hidden="true" />
  );
}
