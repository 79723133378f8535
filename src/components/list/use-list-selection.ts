import { useCallback, useMemo, useState } from 'react';

/** Where a chosen row was found: the search (without its page) and its place in the search's order. */
export interface RowOrigin {
  search: object;
  index: number;
}

/** A chosen row: its id and name (the batch's report names it), the row as the list showed it, and where it was. */
export interface SelectedRow<T> {
  id: number;
  nome: string;
  row: T;
  from?: RowOrigin;
}

export interface ListSelection<T> {
  /** The rows chosen, in the order they were chosen. */
  rows: readonly SelectedRow<T>[];
  count: number;
  has: (row: T) => boolean;
  toggle: (row: T, from?: RowOrigin) => void;
  /** Chooses every row of `rows` (a page), or none of them when all already are. */
  togglePage: (rows: readonly T[], from?: (index: number) => RowOrigin) => void;
  /** Adds rows to the choice (Selecionar todos os N), keeping those already chosen. */
  add: (rows: readonly T[], from?: (index: number) => RowOrigin) => void;
  /** Takes rows out of the choice (those a batch did). */
  remove: (ids: Iterable<number>) => void;
  clear: () => void;
}

/** How a list names its rows' ids and names: `{ id: (usuario) => usuario.usuarioId, nome: (usuario) => usuario.nome }`. */
export interface RowIdentity<T> {
  id: (row: T) => number;
  nome: (row: T) => string;
}

/**
 * The rows a person chose in a list, kept apart from what the list shows: paging, a new search and
 * the filters change the rows on screen, never the choice (as the Adicionar associado dialog keeps it).
 * `const selection = useListSelection({ id: (usuario) => usuario.usuarioId, nome: (usuario) => usuario.nome })`
 */
export function useListSelection<T>({ id, nome }: RowIdentity<T>): ListSelection<T> {
  const [chosen, setChosen] = useState<ReadonlyMap<number, SelectedRow<T>>>(() => new Map());
  // The list gives its identity inline: the callbacks below must not change with each render.
  const [identity] = useState(() => ({ id, nome }));

  const entry = useCallback(
    (row: T, from?: RowOrigin): SelectedRow<T> => ({ id: identity.id(row), nome: identity.nome(row), row, from }),
    [identity],
  );

  const toggle = useCallback(
    (row: T, from?: RowOrigin) =>
      setChosen((current) => {
        const next = new Map(current);
        const key = identity.id(row);
        if (next.has(key)) next.delete(key);
        else next.set(key, entry(row, from));
        return next;
      }),
    [entry, identity],
  );

  const add = useCallback(
    (rows: readonly T[], from?: (index: number) => RowOrigin) =>
      setChosen((current) => {
        const next = new Map(current);
        rows.forEach((row, index) => {
          const key = identity.id(row);
          if (!next.has(key)) next.set(key, entry(row, from?.(index)));
        });
        return next;
      }),
    [entry, identity],
  );

  const togglePage = useCallback(
    (rows: readonly T[], from?: (index: number) => RowOrigin) =>
      setChosen((current) => {
        const next = new Map(current);
        const all = rows.length > 0 && rows.every((row) => current.has(identity.id(row)));
        rows.forEach((row, index) => {
          const key = identity.id(row);
          if (all) next.delete(key);
          else if (!next.has(key)) next.set(key, entry(row, from?.(index)));
        });
        return next;
      }),
    [entry, identity],
  );

  const remove = useCallback(
    (ids: Iterable<number>) =>
      setChosen((current) => {
        const next = new Map(current);
        for (const key of ids) next.delete(key);
        return next.size === current.size ? current : next;
      }),
    [],
  );

  const clear = useCallback(() => setChosen(new Map()), []);
  const rows = useMemo(() => [...chosen.values()], [chosen]);

  return {
    rows,
    count: chosen.size,
    has: (row) => chosen.has(identity.id(row)),
    toggle,
    togglePage,
    add,
    remove,
    clear,
  };
}
