import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '@/components/ui/icon';

interface BackLinkProps {
  /** A route of the panel, or (with `external`) an address outside it. */
  to: string;
  /** Leaves the app: a plain `<a href>` instead of a router link. */
  external?: boolean;
  /** The arrow in front of the text; off under a form (Voltar ao login). */
  arrow?: boolean;
  children: ReactNode;
}

/**
 * The link back to where the user came from, above a page's title or under a form.
 * `<PageHeader title="Editar remessa" back={<BackLink to={paths.listas.getHref('remessas')}>Voltar</BackLink>} />`
 */
export function BackLink({ to, external = false, arrow = true, children }: BackLinkProps) {
  const content = (
    <>
      {arrow && <Icon name="pi-arrow-left" />}
      {arrow && ' '}
      {children}
    </>
  );
  if (external) {
    return <a href={to}>{content}</a>;
  }
  return <Link to={to}>{content}</Link>;
}
