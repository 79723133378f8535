import { PageHeader } from '@/components/layout/page-header';

/** Placeholder: built by the sign-in and password flows issue. */
export function ForgotPasswordPage({ mode }: { mode: 'gestao' | 'associado' }) {
  return <PageHeader title={mode === 'gestao' ? 'Esqueceu sua senha?' : 'Esqueceu sua senha?'} />;
}
