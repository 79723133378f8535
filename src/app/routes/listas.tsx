import type { ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/layout/page-header';
import { listaOfParam, paths, type Lista } from '@/config/paths';
import { AssociadosList } from '@/features/associados/associados-list';
import { RemessasList } from '@/features/remessas/remessas-list';
import { UsuariosList } from '@/features/usuarios/usuarios-list';
import { ListasTabs, type ListasTab } from './listas/listas-tabs';
import './listas/listas.css';

const tabs: readonly ListasTab<Lista>[] = [
  { key: 'associados', label: 'Associados' },
  { key: 'remessas', label: 'Remessas' },
  { key: 'usuarios', label: 'Usuários' },
];

const lists: Record<Lista, ComponentType> = {
  associados: AssociadosList,
  remessas: RemessasList,
  usuarios: UsuariosList,
};

/**
 * /listas: the three lists under tabs. The tab is `?type=` (associates by default); each list
 * keeps its own search, filters, page and page size in the query too, so a link shows the same
 * view. Choosing a tab starts that list afresh.
 */
export function ListasPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const lista = listaOfParam(params.get('type')) ?? 'associados';
  const List = lists[lista];

  return (
    <>
      <PageHeader title="Listas" />
      <ListasTabs
        tabs={tabs}
        value={lista}
        idPrefix="listas"
        onChange={(key) => navigate(paths.listas.getHref(key), { preventScrollReset: true })}
      />
      <section id="listas-panel" role="tabpanel" aria-labelledby={`listas-tab-${lista}`} className="listas-panel">
        <List key={lista} />
      </section>
    </>
  );
}
