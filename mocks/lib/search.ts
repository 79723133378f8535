/** Case- and accent-insensitive text for searching: `normalize('São Paulo')` → `'sao paulo'`. */
export const normalize = (text: string | null | undefined) =>
  (text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

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
 * A search's answer: the rows `matches` keeps, in `order`, the page `request` asks for, shown as
 * the contract shows them, and the total kept.
 * `searchPage(db.usuarios.all(), body, (usuario) => usuario.usuarioGestao, byName, presentUsuario)`
 */
export function searchPage<R, T>(
  rows: R[],
  request: { numPage: number; numRows: number },
  matches: (row: R) => boolean,
  order: (a: R, b: R) => number,
  present: (row: R) => T,
) {
  const page = paginate(rows.filter(matches).sort(order), request.numPage, request.numRows);
  return { data: page.data.map(present), total: page.total };
}

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
export const byName = <T extends { nome: string }>(a: T, b: T) => collator.compare(a.nome, b.nome);
