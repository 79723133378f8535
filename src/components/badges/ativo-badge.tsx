import { Tag } from '@/components/ui/tag';

/** Associate status: green Ativo or red Inativo. */
export function AtivoBadge({ ativo }: { ativo: boolean }) {
  return <Tag value={ativo ? 'Ativo' : 'Inativo'} severity={ativo ? 'success' : 'danger'} />;
}
