import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import type { ListType } from '@/config/paths';
import { AssociadosList } from '@/features/associados/associados-list';
import { RemessasList } from '@/features/remessas/remessas-list';
import { UsuariosList } from '@/features/usuarios/usuarios-list';
import { ListasTabs, type ListasTab } from './listas/listas-tabs';
import './listas/listas.css';

const tabs: readonly ListasTab<ListType>[] = [
  { key: 'associates', label: 'Associados' },
  { key: 'shipments', label: 'Remessas' },
  { key: 'users', label: 'Usuários' },
];

const isListType = (value: string | null): value is ListType => tabs.some((tab) => tab.key === value);

const lists: Record<ListType, ComponentType> = {
  associates: AssociadosList,
  shipments: RemessasList,
  users: UsuariosList,
};

/**
 * /listas: the three lists under tabs. The tab is `?type=` (associates by default); each list
 * keeps its own search, filters, page and page size in the query too, so a link shows the same
 * view. Choosing a tab starts that list afresh.
 */
export function ListasPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('type');
  const type: ListType = isListType(raw) ? raw : 'associates';
  const List = lists[type];

  return (
    <>
      <PageHeader title="Listas" />
      <ListasTabs tabs={tabs} value={type} idPrefix="listas" onChange={(key) => setParams({ type: key }, { preventScrollReset: true })} />
      <section id="listas-panel" role="tabpanel" aria-labelledby={`listas-tab-${type}`} className="listas-panel">
        <List key={type} />
      </section>
    </>
  );
}
