import { DEFAULT_PAGE_SIZE } from '@/config/app';
import { createStore } from '@/lib/store';

/*
 * The one place where the panel reads a search's rows (docs/decisions/0047-paging-seam.md), as
 * react-admin's data provider is the one place for a server's paging quirks. Many APIs answer at
 * most N rows a page whatever `numRows` asks, and keep `total` true. Most clamp the size first and
 * then page at their own size (Django REST framework's `max_page_size`: page 2 of 50 at 25 is rows
 * 26–50); some page at the size asked and cut the page (rows 51–75). Asked at their own size, both
 * answer the same rows: once a short page shows the server's size, every page of a list, dialog or
 * export is read as the server's pages that hold it (page 2 of 50 at 25: the server's pages 3 and 4).
 */

/** The paging part of a search's body. */
export interface PageRequest {
  /** From 1. */
  numPage: number;
  numRows: number;
}

/** A search's answer: the rows of a page and how many match. */
export interface SearchAnswer<Row> {
  data: Row[];
  total: number;
}

/** How a generated search fetcher is called: `buscarAssociados(body, undefined, signal)`. */
type SearchFetcher<Body, Answer> = (body: Body, options?: undefined, signal?: AbortSignal) => Promise<Answer>;

/** The server's own page size of each search, once a short page showed it (by the search's name). */
const serverPageSizes = createStore<Readonly<Record<string, number>>>({});

/** Server pages read at once for one page of the person's (a whole set is many). */
const PARALLEL_READS = 4;
/** Reads of one page when the total keeps moving between its calls (rows added or removed meanwhile). */
const READS_WHILE_MOVING = 3;

/** How many rows `page` holds when `total` rows match. */
const rowsOnPage = ({ numPage, numRows }: PageRequest, total: number) =>
  Math.max(0, Math.min(numRows, total - (numPage - 1) * numRows));

/** `read` of each of `items`, at most `limit` at a time, in their order. */
async function inParallel<T, R>(items: T[], limit: number, read: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await read(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const range = (from: number, to: number) => Array.from({ length: Math.max(0, to - from + 1) }, (_, n) => from + n);

export interface PagedSearch<Body extends PageRequest, Answer extends SearchAnswer<unknown>> {
  /**
   * The person's page (`numPage` of `numRows` rows), read as the server's own pages once its size is
   * known: a row already read is not repeated, and the page is read again when the total moved
   * between its calls. A server that stops giving rows leaves it short (`data.length` below what
   * `total` says the page holds: MissingRowsNotice tells the person).
   * `const { data, total } = await associadosSearch.readPage({ ...criteria, numPage: 2, numRows: 50 })`
   */
  readPage: (body: Body, signal?: AbortSignal) => Promise<Answer>;
  /**
   * Every row that matches: page 1 of `total` rows (the list's total when known, as the spec's export
   * asks), asked again while the server says more match; at the server's own size, in parallel.
   * `const { data, total } = await associadosSearch.readAll({ descricao, filtros }, { total: view.total })`
   */
  readAll: (
    criteria: Omit<Body, keyof PageRequest>,
    options?: { total?: number; signal?: AbortSignal },
  ) => Promise<Answer>;
  /**
   * The generated query hook's `queryFn` for this body: the key stays the generated one.
   * `useBuscarAssociados(body, { query: { ...listQueryOptions, ...associadosSearch.page(body) } })`
   */
  page: (body: Body) => { queryFn: (context: { signal: AbortSignal }) => Promise<Answer> };
}

/**
 * A search of the contract read through the paging seam; `idOf` names its rows.
 * `export const associadosSearch = pagedSearch('associados', buscarAssociados, (row) => row.associadoId)`
 */
export function pagedSearch<Body extends PageRequest, Answer extends SearchAnswer<unknown>>(
  name: string,
  search: SearchFetcher<Body, Answer>,
  idOf: (row: Answer['data'][number]) => number,
): PagedSearch<Body, Answer> {
  const serverSize = () => serverPageSizes.get()[name];
  const learn = (size: number) => serverPageSizes.set({ ...serverPageSizes.get(), [name]: size });

  /** The person's page from the server's pages of `size` rows (`head`: its page 1, already read). */
  async function readAtServerSize(body: Body, size: number, signal?: AbortSignal, head?: Answer) {
    const from = (body.numPage - 1) * body.numRows;
    const first = Math.floor(from / size) + 1;
    const ask = (numPage: number) => search({ ...body, numPage, numRows: size }, undefined, signal);
    const firstPage = head ?? (await ask(first));
    const last = Math.min(Math.ceil((from + body.numRows) / size), Math.ceil(firstPage.total / size));
    const pages = [firstPage, ...(await inParallel(range(first + 1, last), PARALLEL_READS, ask))];
    const shown = new Set<number>();
    const rows = pages
      .flatMap((page) => page.data)
      .filter((row) => {
        const id = idOf(row);
        if (shown.has(id)) return false;
        shown.add(id);
        return true;
      });
    const skip = from - (first - 1) * size;
    const answer = { ...firstPage, data: rows.slice(skip, skip + body.numRows), total: pages.at(-1)!.total };
    return { answer, steady: pages.every((page) => page.total === firstPage.total) };
  }

  /** One read of the person's page; not `steady` when the total moved between its calls. */
  async function readOnce(body: Body, signal?: AbortSignal): Promise<{ answer: Answer; steady: boolean }> {
    const known = serverSize();
    if (known !== undefined && body.numRows > known) return readAtServerSize(body, known, signal);
    const answer = await search(body, undefined, signal);
    const got = answer.data.length;
    if (got === 0 || got >= rowsOnPage(body, answer.total)) return { answer, steady: true };
    learn(got);
    // Page 1 holds the server's first rows however it pages; another page's rows depend on how it
    // paged (clamped or cut): that page is read again at the server's size.
    return readAtServerSize(body, got, signal, body.numPage === 1 ? answer : undefined);
  }

  async function readPage(body: Body, signal?: AbortSignal) {
    let read = await readOnce(body, signal);
    for (let again = 1; !read.steady && again < READS_WHILE_MOVING; again++) read = await readOnce(body, signal);
    return read.answer;
  }

  async function readAll(
    criteria: Omit<Body, keyof PageRequest>,
    options: { total?: number; signal?: AbortSignal } = {},
  ) {
    let numRows = Math.max(1, options.total ?? serverSize() ?? DEFAULT_PAGE_SIZE);
    for (let asked = 1; ; asked++) {
      const answer = await readPage({ ...criteria, numPage: 1, numRows } as Body, options.signal);
      // More match than were asked for (added meanwhile, or the total was not known): all of them.
      if (answer.total <= numRows || asked === READS_WHILE_MOVING) return answer;
      numRows = answer.total;
    }
  }

  return { readPage, readAll, page: (body) => ({ queryFn: ({ signal }) => readPage(body, signal) }) };
}
