import { getSessionOwner, isSameOwner } from '@/lib/auth/session-store';

/**
 * Each person's last view of /listas on this browser (docs/decisions/0017-listas-por-pessoa.md):
 * the query of its address (tab, search, filters, page size), kept in localStorage per session
 * owner, the salted hash of the CPF (src/lib/auth/session-owner.ts), like form drafts. It holds
 * nothing the address would not: a search with digits (a CPF, CNPJ or phone) never reaches the
 * address (src/components/list/list-state.ts) and is dropped here too, as is the page number. A
 * session whose owner is not known keeps and gets nothing.
 * `rememberListQuery('type=shipments&status=3')`; later, for the same person, `recallListQuery()` → `'type=shipments&status=3'`.
 */
export const LIST_MEMORY_STORAGE_KEY = 'anoreg-painel:listas';
/** People kept: the most recent ones; an office's computer is shared by a few. */
const MAX_PEOPLE = 20;

interface RememberedView {
  owner: string;
  query: string;
}

function readAll(): RememberedView[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LIST_MEMORY_STORAGE_KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is RememberedView =>
        typeof entry === 'object' &&
        entry !== null &&
        typeof (entry as RememberedView).owner === 'string' &&
        typeof (entry as RememberedView).query === 'string',
    );
  } catch {
    return [];
  }
}

/** What of a list's query is kept: everything but the page, and no search holding a digit. */
function keptQuery(query: string): string {
  const params = new URLSearchParams(query);
  params.delete('page');
  if (/\d/.test(params.get('q') ?? '')) params.delete('q');
  return params.toString();
}

/** Keeps `query` (the address's, with or without `?`) as the signed-in person's view of /listas. */
export function rememberListQuery(query: string) {
  const owner = getSessionOwner();
  if (owner === null) return;
  const others = readAll().filter((entry) => !isSameOwner(entry.owner, owner));
  const entries = [{ owner, query: keptQuery(query) }, ...others].slice(0, MAX_PEOPLE);
  try {
    localStorage.setItem(LIST_MEMORY_STORAGE_KEY, JSON.stringify(entries));
  } catch {
    // Storage blocked or full: the lists open as the address says, as before.
  }
}

/** The signed-in person's last view of /listas (a query without `?`), or undefined when none is kept. */
export function recallListQuery(): string | undefined {
  const owner = getSessionOwner();
  const entry = readAll().find((candidate) => isSameOwner(candidate.owner, owner));
  return entry ? keptQuery(entry.query) : undefined;
}
