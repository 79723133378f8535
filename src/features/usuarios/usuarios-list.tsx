import { useNavigate } from 'react-router';
import { useListUrlState } from '@/components/list/list-state';
import { useSortParam } from '@/components/list/sort-state';
import { type TableColumn } from '@/components/ui/table';
import { ListFilter, ListToolbar, NewRecordLink } from '@/components/list/list-toolbar';
import { PagedList, type PagedListTexts } from '@/components/list/paged-list';
import { RowMenu, type RowMenuItem } from '@/components/list/row-menu';
import { useExportAction } from '@/components/list/export-action';
import { useRowChoice } from '@/components/list/use-row-choice';
import { listQueryOptions, useListView } from '@/components/list/use-list-view';
import { paths } from '@/config/paths';
import { useBuscarUsuarios } from '@/generated/api/usuarios/usuarios';
import { TipoUsuarioFiltro, type Usuario } from '@/generated/model';
import { usuariosSearch } from '@/lib/api/searches';
import { formatCpf } from '@/utils/br/masks';
import { useDeleteUsuario, useDeleteUsuarios, useNewPassword, usuariosNoun } from './api';

const profileOptions: { label: string; value: TipoUsuarioFiltro }[] = [
  { label: 'Todos os perfis', value: TipoUsuarioFiltro.TODOS },
  { label: 'Gestão', value: TipoUsuarioFiltro.ADMIN },
  { label: 'Associado', value: TipoUsuarioFiltro.ASSOCIADO },
];
/** The Perfil filter (`?profile=`). */
const profileFilter = {
  filter: 'profile',
  label: 'Perfil',
  options: profileOptions,
  placeholder: 'Todos os perfis',
} as const;
const isProfile = (value: string): value is TipoUsuarioFiltro =>
  profileOptions.some((option) => option.value === value);
const usuarioIdentity = { id: (usuario: Usuario) => usuario.usuarioId, nome: (usuario: Usuario) => usuario.nome };

/** The chosen users as a CSV: the list's columns (usuarios-csv.ts, loaded when exported). */
async function usuariosCsv(usuarios: Usuario[]) {
  const { buildUsuariosCsv, usuariosCsvFileName } = await import('./usuarios-csv');
  return { parts: await buildUsuariosCsv(usuarios), fileName: usuariosCsvFileName(new Date()), rows: usuarios.length };
}

const texts: PagedListTexts = {
  label: 'Usuários',
  pagerLabel: 'Paginação dos usuários',
  rows: { plural: 'usuários' },
  emptyMessage: 'Nenhum usuário encontrado.',
  errorMessage: 'Não foi possível carregar os usuários.',
};

/** Users list of /listas?type=users. */
export function UsuariosList() {
  const list = useListUrlState({ filters: { profile: '' } });
  const tipoUsuario = isProfile(list.filters.profile) ? list.filters.profile : TipoUsuarioFiltro.TODOS;
  const search = { descricao: list.search, tipoUsuario };
  const body = { ...search, ...list.request };
  const view = useListView(
    list,
    useBuscarUsuarios(body, { query: { ...listQueryOptions, ...usuariosSearch.page(body) } }),
  );
  const choice = useRowChoice({
    list,
    view,
    identity: usuarioIdentity,
    noun: usuariosNoun,
    search,
    reader: usuariosSearch,
  });
  const deleteMany = useDeleteUsuarios(choice.batch);
  const exportar = useExportAction({ noun: usuariosNoun, build: usuariosCsv });
  const navigate = useNavigate();
  const newPassword = useNewPassword();
  const remove = useDeleteUsuario();
  // Each choice is confirmed first; a second one while one runs does nothing.
  const busy = newPassword.isPending || remove.isPending;

  const menuItems = (usuario: Usuario): RowMenuItem[] => [
    // Member users are edited in their associate's record (spec section 6).
    ...(usuario.usuarioGestao
      ? [
          {
            label: 'Editar',
            icon: 'pi-pencil' as const,
            onSelect: () => navigate(paths.usuarios.editar.getHref(usuario.usuarioId)),
          },
        ]
      : []),
    { label: 'Gerar nova senha', icon: 'pi-key', onSelect: () => void (busy || newPassword.run(usuario)) },
    {
      label: 'Deletar',
      icon: 'pi-trash',
      tone: 'danger' as const,
      onSelect: () => void (busy || remove.run(usuario)),
    },
  ];

  const sort = useSortParam();
  const tipoOf = (usuario: Usuario) => (usuario.usuarioGestao ? 'Gestão' : 'Associado');
  const columns: TableColumn<Usuario>[] = [
    choice.column,
    { header: 'Nome', body: (usuario) => usuario.nome, width: '27%', sort: { key: 'nome', value: (u) => u.nome } },
    { header: 'E-mail', body: (usuario) => usuario.email, width: '27%', sort: { key: 'email', value: (u) => u.email } },
    {
      header: 'CPF/Login',
      body: (usuario) => (usuario.cpf ? formatCpf(usuario.cpf) : (usuario.login ?? '')),
      width: '18%',
      whole: 'document',
      sort: { key: 'documento', value: (u) => u.cpf || u.login },
    },
    { header: 'Tipo', body: tipoOf, width: '12%', sort: { key: 'tipo', value: tipoOf } },
    {
      header: 'Ações',
      body: (usuario) => <RowMenu label={`Ações de ${usuario.nome}`} items={menuItems(usuario)} />,
      width: '5.5rem',
    },
  ];

  return (
    <>
      <ListToolbar
        list={list}
        search={{ label: 'Pesquisar usuários', placeholder: 'Pesquise por nome, e-mail ou CPF' }}
        actions={<NewRecordLink to={paths.usuarios.novo.getHref()} label="Novo usuário" />}
      >
        <ListFilter list={list} {...profileFilter} value={tipoUsuario} />
      </ListToolbar>
      {choice.panel}
      {choice.bar([deleteMany, exportar])}
      <PagedList list={list} view={view} columns={columns} dataKey="usuarioId" texts={texts} sort={sort} />
    </>
  );
}
