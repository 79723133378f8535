/*
 * Many APIs answer at most N rows a page whatever `numRows` asks, and keep `total` true. A read
 * that asked for page 1 of `numRows` rows (a list's MAX, an export, Arrecadação: the whole set)
 * would then hold fewer rows than it claims. It is read on at the server's own page size until it
 * holds what it asked for (docs/decisions/0029-writes-that-cannot-lie.md).
 */

/** A search's answer: the rows of a page and how many match. */
interface SearchPage {
  data: unknown[];
  total: number;
}

const isSearchPage = (answer: unknown): answer is SearchPage =>
  typeof answer === 'object' &&
  answer !== null &&
  Array.isArray((answer as SearchPage).data) &&
  typeof (answer as SearchPage).total === 'number';

/** The rows page 1 of a search asked for (`{ numPage: 1, numRows }` in the body); undefined for anything else. */
function firstPageAsked(body: unknown): number | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { numPage, numRows } = body as { numPage?: unknown; numRows?: unknown };
  return numPage === 1 && typeof numRows === 'number' && numRows > 0 ? numRows : undefined;
}

/**
 * `answer` to page 1 of a search, with the rows the server left out of it (a page smaller than
 * asked, fewer than `total`) read from its next pages at the size it answered; when the server
 * stops giving rows before that, the answer holds what came (`data.length < total` says what is
 * missing). Anything but a search's first page passes as it is.
 * `await wholeFirstPage(body, answer, (page) => send({ ...config, data: { ...body, ...page } }))`
 */
export async function wholeFirstPage<T>(
  body: unknown,
  answer: T,
  readPage: (page: { numPage: number; numRows: number }) => Promise<unknown>,
): Promise<T> {
  const asked = firstPageAsked(body);
  if (asked === undefined || !isSearchPage(answer)) return answer;
  const cap = answer.data.length;
  if (cap === 0 || cap >= Math.min(asked, answer.total)) return answer;
  let rows = answer.data;
  let total = answer.total;
  for (let numPage = 2; rows.length < Math.min(asked, total); numPage += 1) {
    const next = await readPage({ numPage, numRows: cap });
    if (!isSearchPage(next) || next.data.length === 0) break;
    rows = rows.concat(next.data);
    total = next.total;
  }
  return { ...answer, data: rows.slice(0, asked), total };
}
