import { PageHeader } from '@/components/layout/page-header';

/** Placeholder: built by the lists issue. */
export function ListasPage() {
  return <PageHeader title="Listas" />;
}
