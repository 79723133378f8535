import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ListDropdown } from '@/components/list/list-dropdown';
import { ListPager } from '@/components/list/list-pager';
import { useListUrlState } from '@/components/list/list-state';
import { ListTable, type ListColumn } from '@/components/list/list-table';
import { RowMenu, type RowMenuItem } from '@/components/list/row-menu';
import { SearchInput } from '@/components/list/search-input';
import { listQueryOptions, useListView } from '@/components/list/use-list-view';
import { paths } from '@/config/paths';
import { useBuscarUsuarios } from '@/generated/api/usuarios/usuarios';
import { TipoUsuarioFiltro, type Usuario } from '@/generated/model';
import { formatCpf } from '@/utils/br/masks';
import { useUsuarioRowActions } from './usuarios-list-actions';

const profileOptions: { label: string; value: TipoUsuarioFiltro }[] = [
  { label: 'Todos os perfis', value: TipoUsuarioFiltro.TODOS },
  { label: 'Gestão', value: TipoUsuarioFiltro.ADMIN },
  { label: 'Associado', value: TipoUsuarioFiltro.ASSOCIADO },
];
const isProfile = (value: string): value is TipoUsuarioFiltro => profileOptions.some((option) => option.value === value);

/** Users list of /listas?type=users. */
export function UsuariosList() {
  const profileId = useId();
  const list = useListUrlState({ filters: { profile: '' } });
  const tipoUsuario = isProfile(list.filters.profile) ? list.filters.profile : TipoUsuarioFiltro.TODOS;
  const view = useListView(
    list,
    useBuscarUsuarios({ descricao: list.search, tipoUsuario, ...list.request }, { query: listQueryOptions }),
  );
  const actions = useUsuarioRowActions();

  const menuItems = (usuario: Usuario): RowMenuItem[] => [
    // Member users are edited in their associate's record (spec section 6).
    ...(usuario.usuarioGestao ? [{ label: 'Editar', icon: 'pi pi-pencil', onSelect: () => actions.edit(usuario) }] : []),
    { label: 'Gerar nova senha', icon: 'pi pi-key', onSelect: () => void actions.newPassword(usuario) },
    { label: 'Deletar', icon: 'pi pi-trash', tone: 'danger' as const, onSelect: () => void actions.remove(usuario) },
  ];

  const columns: ListColumn<Usuario>[] = [
    { header: 'Nome', body: (usuario) => usuario.nome, width: '30%' },
    { header: 'E-mail', body: (usuario) => usuario.email, width: '30%' },
    { header: 'CPF/Login', body: (usuario) => (usuario.cpf ? formatCpf(usuario.cpf) : (usuario.login ?? '')), width: '18%', whole: 'document' },
    { header: 'Tipo', body: (usuario) => (usuario.usuarioGestao ? 'Gestão' : 'Associado'), width: '12%' },
    { header: 'Ações', body: (usuario) => <RowMenu label={`Ações de ${usuario.nome}`} items={menuItems(usuario)} />, width: '5.5rem' },
  ];

  return (
    <>
      <div className="list-toolbar">
        <SearchInput
          className="list-toolbar__grow"
          label="Pesquisar usuários"
          placeholder="Pesquise por nome, e-mail ou CPF"
          value={list.search}
          onSearch={list.setSearch}
        />
        <label htmlFor={profileId} className="visually-hidden">
          Perfil
        </label>
        <ListDropdown
          inputId={profileId}
          value={tipoUsuario}
          options={profileOptions}
          optionLabel="label"
          optionValue="value"
          placeholder="Todos os perfis"
          onChange={(event) => list.setFilter('profile', event.value as string)}
        />
        <div className="list-toolbar__actions">
          <Link to={paths.usuarios.novo.getHref()} className="p-button p-component">
            <i className="pi pi-plus p-button-icon p-button-icon-left" aria-hidden="true" />
            <span className="p-button-label">Novo usuário</span>
          </Link>
        </div>
      </div>
      <ListTable
        label="Usuários"
        columns={columns}
        view={view}
        dataKey="usuarioId"
        emptyMessage="Nenhum usuário encontrado."
        errorMessage="Não foi possível carregar os usuários."
        skeletonRows={list.request.numRows}
      />
      <ListPager
        label="Paginação dos usuários"
        total={view.total}
        page={list.page}
        pageSize={list.pageSize}
        onPageChange={list.setPage}
        onPageSizeChange={list.setPageSize}
      />
    </>
  );
}
