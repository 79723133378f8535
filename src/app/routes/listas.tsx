import type { ComponentType } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';
import { listaOfParam, paths, type Lista } from '@/config/paths';
import { AssociadosList } from '@/features/associados/associados-list';
import { RemessasList } from '@/features/remessas/lista/remessas-list';
import { UsuariosList } from '@/features/usuarios/usuarios-list';
import { ListasTabs, type ListasTab } from './listas/listas-tabs';
import { useRememberedListas } from './listas/use-remembered-listas';
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
 * view. Choosing a tab starts that list afresh. Opened with no query, it shows the view the
 * signed-in person last left (useRememberedListas).
 */
export function ListasPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const restore = useRememberedListas();
  const lista = listaOfParam(params.get('type')) ?? 'associados';
  const List = lists[lista];

  // Before any list asks the server for the default view.
  if (restore) return <Navigate to={{ search: restore }} replace />;

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
