import { Link } from 'react-router-dom';
import { env } from '@/config/env';
import { paths } from '@/config/paths';

export type PasswordFlowMode = 'gestao' | 'associado';

/**
 * "Voltar ao login": the panel's sign-in for staff; for associates it leaves the app for the
 * associate portal's login (VITE_ASSOCIATE_PORTAL_URL).
 */
export function BackToSignInLink({ mode, className }: { mode: PasswordFlowMode; className?: string }) {
  if (mode === 'associado') {
    return (
      <a href={env.associatePortalUrl} className={className}>
        Voltar ao login
      </a>
    );
  }
  return (
    <Link to={paths.signIn.getHref()} className={className}>
      Voltar ao login
    </Link>
  );
}
