import type { ReactNode } from 'react';
import { BackLink } from '@/components/layout/back-link';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

export type PasswordFlowMode = 'gestao' | 'associado';

/**
 * "Voltar ao login": the panel's sign-in for staff; for associates it leaves the app for the
 * associate portal's login (VITE_ASSOCIATE_PORTAL_URL).
 */
export function BackToSignInLink({ mode, className }: { mode: PasswordFlowMode; className?: string }) {
  const associate = mode === 'associado';
  return (
    <BackLink
      to={associate ? env.associatePortalUrl : paths.signIn.getHref()}
      external={associate}
      arrow={false}
      className={className}
    >
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
