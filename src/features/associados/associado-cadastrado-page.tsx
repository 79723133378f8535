import { PageHeader } from '@/components/layout/page-header';

/** Placeholder: the screen itself is built by its own issue. */
export function AssociadoCadastradoPage() {
  return <PageHeader title="Novo associado" />;
}
