import { PageHeader } from '@/components/layout/page-header';

/** Placeholder: built by the sign-in and password flows issue. */
export function ResetPasswordPage({ mode: _mode }: { mode: 'gestao' | 'associado' }) {
  return <PageHeader title="Criar nova senha" />;
}
