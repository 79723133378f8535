import type { ReactNode } from 'react';
import { BackLink } from '@/components/layout/back-link';
import { LinkButton } from '@/components/ui/link-button';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

export type PasswordFlowMode = 'gestao' | 'associado';

/**
 * "Voltar ao login": the panel's sign-in for staff; for associates it leaves the app for the
 * associate portal's login (VITE_ASSOCIATE_PORTAL_URL). `asButton` draws it as the page's button.
 */
export function BackToSignInLink({ mode, asButton = false }: { mode: PasswordFlowMode; asButton?: boolean }) {
  const associate = mode === 'associado';
  const to = associate ? env.associatePortalUrl : paths.signIn.getHref();
  if (asButton)
    return <LinkButton to={to} external={associate} label="Voltar ao login" className="auth-page__action" />;
  return (
    <BackLink to={to} external={associate} arrow={false}>
      Voltar ao login
    </BackLink>
  );
}

/** A password page's form: its heading, the form and "Voltar ao login" under it. */
export function PasswordFormSection({
  mode,
  titleId,
  title,
  children,
}: {
  mode: PasswordFlowMode;
  titleId: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section className="auth-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{title}</h1>
      {children}
      <p className="auth-page__back">
        <BackToSignInLink mode={mode} />
      </p>
    </section>
  );
}
