import { PageHeader } from '@/components/layout/page-header';

/** Placeholder: the screen itself is built by its own issue. */
export function RemessaFormPage() {
  return <PageHeader title="Nova remessa" />;
}
