import { useId, type ReactNode } from 'react';
import { LinkButton } from '@/components/ui/link-button';
import { Select } from '@/components/ui/select';
import type { ListFilters, ListState } from './list-state';
import { SearchInput } from './search-input';

/**
 * The search box of a list, first in its toolbar and taking the room left: it searches the list's
 * state (the address). `<ListSearch list={list} label="Pesquisar usuários" placeholder="Pesquise por nome, e-mail ou CPF" />`
 */
interface ListSearchProps {
  list: Pick<ListState<ListFilters>, 'search' | 'setSearch'>;
  /** Accessible name of the box. */
  label: string;
  placeholder: string;
}

export function ListSearch({ list, ...texts }: ListSearchProps) {
  return <SearchInput className="list-toolbar__grow" {...texts} value={list.search} onSearch={list.setSearch} />;
}

/** The toolbar's link to a new record, looking like a button: `<NewRecordLink to={paths.usuarios.novo.getHref()} label="Novo usuário" />` */
export function NewRecordLink({ to, label }: { to: string; label: string }) {
  return <LinkButton to={to} label={label} icon="pi-plus" />;
}

interface ListFilterProps<F extends ListFilters, K extends keyof F & string> {
  list: Pick<ListState<F>, 'setFilter'>;
  /** The filter's name in the list's state (the address). */
  filter: K;
  /** Accessible name of the select (not shown). */
  label: string;
  value: string;
  options: readonly { label: string; value: F[K] }[];
  placeholder: string;
}

/**
 * A filter of the list as a select; a choice sets it in the list's state (the address).
 * `<ListFilter list={list} filter="profile" label="Perfil" value={tipoUsuario} options={profileOptions} placeholder="Todos os perfis" />`
 */
export function ListFilter<F extends ListFilters, K extends keyof F & string>({
  list,
  filter,
  label,
  value,
  options,
  placeholder,
}: ListFilterProps<F, K>) {
  const id = useId();
  return (
    <>
      <label htmlFor={id} className="visually-hidden">
        {label}
      </label>
      <Select
        id={id}
        value={value as F[K]}
        options={options}
        placeholder={placeholder}
        onChange={(chosen) => list.setFilter(filter, chosen)}
      />
    </>
  );
}

/**
 * A list's toolbar: the search box, the list's filters (children), and its actions at the end.
 * `<ListToolbar list={list} search={{ label: 'Pesquisar usuários', placeholder: '…' }} actions={<NewRecordLink … />}>{filter}</ListToolbar>`
 */
export function ListToolbar({
  list,
  search,
  actions,
  children,
}: {
  list: ListSearchProps['list'];
  search: Omit<ListSearchProps, 'list'>;
  actions: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="list-toolbar">
      <ListSearch list={list} {...search} />
      {children}
      <div className="list-toolbar__actions">{actions}</div>
    </div>
  );
}
