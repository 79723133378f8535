const strip = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** Texts already normalized: a search goes through every associate's name, e-mail and city. */
const normalizedTexts = new Map<string, string>();
const MAX_NORMALIZED_TEXTS = 500_000;

/** Case- and accent-insensitive text for searching: `normalize('São Paulo')` → `'sao paulo'`. */
export function normalize(text: string | null | undefined): string {
  if (!text) return '';
  let normalized = normalizedTexts.get(text);
  if (normalized === undefined) {
    if (normalizedTexts.size >= MAX_NORMALIZED_TEXTS) normalizedTexts.clear();
    normalized = strip(text);
    normalizedTexts.set(text, normalized);
  }
  return normalized;
}

/** True when `haystack` holds the search text, ignoring case and accents. */
export const containsText = (haystack: string | null | undefined, needle: string) =>
  normalize(haystack).includes(needle);

/** True when the search is a number someone typed, masked or not: `isDigitSearch('111.444')` → true, `'Cartório 2'` → false. */
export const isDigitSearch = (search: string) => /^[\d\s./-]*\d[\d\s./-]*$/.test(search.trim());

/** True when the search has digits and `value`'s digits hold them (CPF typed with or without a mask). */
export function containsDigits(value: string | null | undefined, search: string) {
  const digits = search.replace(/\D/g, '');
  return digits.length > 0 && (value ?? '').includes(digits);
}

/** One page of `items` and their total: `paginate(rows, 2, 10)`. */
export function paginate<T>(items: T[], numPage: number, numRows: number) {
  const start = (numPage - 1) * numRows;
  return { data: items.slice(start, start + numRows), total: items.length };
}

/**
 * A search's answer: the rows (already in the answer's order) that `matches` keeps, the page
 * `request` asks for, shown as the contract shows them, and the total kept.
 * `searchPage(inNameOrder(db.usuarios), body, (usuario) => usuario.usuarioGestao, presentUsuario)`
 */
export function searchPage<R, T>(
  rows: readonly R[],
  request: { numPage: number; numRows: number },
  matches: (row: R) => boolean,
  present: (row: R) => T,
) {
  const page = paginate(rows.filter(matches), request.numPage, request.numRows);
  return { data: page.data.map(present), total: page.total };
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
export const byName = <T extends { nome: string }>(a: T, b: T) => collator.compare(a.nome, b.nome);

/** A table of the mock database (mocks/db/table.ts), as far as the name order needs it. */
interface RecordsOf<T> {
  readonly version: number;
  all(): T[];
  count(): number;
  get(key: string): T | undefined;
  keyOf(record: T): string;
}

interface NameOrder<T> {
  version: number;
  sorted: T[];
  /** The records' keys in that order, and where each stands. */
  keys: string[];
  rank: Map<string, number>;
}
const nameOrders = new WeakMap<object, NameOrder<unknown>>();

function sortByName<T extends { nome: string }>(table: RecordsOf<T>): NameOrder<T> {
  const sorted = table.all().sort(byName);
  const keys = sorted.map((record) => table.keyOf(record));
  return { version: table.version, sorted, keys, rank: new Map(keys.map((key, index) => [key, index])) };
}

/**
 * The last order with the table's records as they are now, when none came, went or was renamed
 * since (an Inativar or a reajuste of 12,500 changes a field a write: sorting them again for the
 * next search would take some 50 ms of the demo's page each time); undefined otherwise.
 */
function sameOrder<T extends { nome: string }>(table: RecordsOf<T>, last: NameOrder<T>): NameOrder<T> | undefined {
  if (table.count() !== last.keys.length) return undefined;
  const sorted: T[] = new Array<T>(last.keys.length);
  for (let index = 0; index < last.keys.length; index++) {
    const record = table.get(last.keys[index]!);
    if (record === undefined || record.nome !== last.sorted[index]!.nome) return undefined;
    sorted[index] = record;
  }
  return { ...last, version: table.version, sorted };
}

function nameOrderOf<T extends { nome: string }>(table: RecordsOf<T>): NameOrder<T> {
  const cached = nameOrders.get(table) as NameOrder<T> | undefined;
  if (cached?.version === table.version) return cached;
  const order = (cached && sameOrder(table, cached)) ?? sortByName(table);
  nameOrders.set(table, order);
  return order;
}

/**
 * The records of a table by name (pt-BR, ignoring case and accents), sorted again only after the
 * table changed: searches filter this list instead of sorting what they found.
 * `searchPage(inNameOrder(db.usuarios), body, matches, presentUsuario)` (do not change the list)
 */
export const inNameOrder = <T extends { nome: string }>(table: RecordsOf<T>): readonly T[] => nameOrderOf(table).sorted;

/** Where a record stands in inNameOrder(table), to sort a few of them by name without comparing names. */
export const nameRank = <T extends { nome: string }>(table: RecordsOf<T>, record: T): number =>
  nameOrderOf(table).rank.get(table.keyOf(record)) ?? Number.MAX_SAFE_INTEGER;
