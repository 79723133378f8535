import { Link } from 'react-router';
import { Icon } from './icon';
import { ButtonContent, iconClasses, lookClasses, type ButtonLook, type IconLook } from './button';

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

/**
 * A link of the panel drawn as an icon alone, named by `label`. With `readOnIntent`, the page it
 * opens starts its read as the person presses it, rests the pointer on it or focuses it (a row's
 * Editar and Ver informações: src/app/read-on-intent.ts).
 * `<IconLink label="Editar" icon="pi-pencil" to={paths.usuarios.editar.getHref(id)} readOnIntent />`
 */
export function IconLink({
  label,
  icon,
  tone,
  tooltip = true,
  to,
  readOnIntent = false,
}: IconLook & { to: string; readOnIntent?: boolean }) {
  return (
    <Link
      to={to}
      className={iconClasses(tone)}
      aria-label={label}
      title={tooltip ? label : undefined}
      data-read-on-intent={readOnIntent || undefined}
    >
      <Icon name={icon} />
    </Link>
  );
}
