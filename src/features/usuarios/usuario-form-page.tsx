import { PageHeader } from '@/components/layout/page-header';

/** Placeholder: the screen itself is built by its own issue. */
export function UsuarioFormPage() {
  return <PageHeader title="Novo usuário" />;
}
