// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStores } from '@/lib/store';
import { pagedSearch, type PageRequest } from './paged-search';

interface Row {
  id: number;
}
interface Body extends PageRequest {
  descricao: string;
}

/**
 * A server of `rows` (ids 1…n) that answers at most `cap` rows a page: `clamp` pages at its own size
 * (Django REST framework's max_page_size: page 2 of 50 is rows 26–50), `truncate` pages at the size
 * asked and cuts the page (rows 51–75); `lastPage`: the pages after it come back empty.
 */
function fakeServer({
  rows = 240,
  cap = Infinity,
  mode = 'clamp',
  lastPage = Infinity,
}: { rows?: number; cap?: number; mode?: 'clamp' | 'truncate'; lastPage?: number } = {}) {
  const server = {
    ids: Array.from({ length: rows }, (_, n) => n + 1),
    asked: [] as PageRequest[],
    inFlight: 0,
    mostInFlight: 0,
    /** Runs before each answer is made: a colleague's change between two reads. */
    beforeAnswer: undefined as (() => void) | undefined,
    search: async ({ numPage, numRows }: Body): Promise<{ data: Row[]; total: number }> => {
      server.asked.push({ numPage, numRows });
      server.inFlight += 1;
      server.mostInFlight = Math.max(server.mostInFlight, server.inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      server.inFlight -= 1;
      server.beforeAnswer?.();
      const size = mode === 'clamp' ? Math.min(numRows, cap) : numRows;
      const from = (numPage - 1) * size;
      const page = numPage > lastPage ? [] : server.ids.slice(from, from + Math.min(size, cap));
      return { data: page.map((id) => ({ id })), total: server.ids.length };
    },
  };
  return server;
}

const searchOf = (server: ReturnType<typeof fakeServer>) => pagedSearch('teste', server.search, (row) => row.id);
const idsFrom = (first: number, count: number) => Array.from({ length: count }, (_, n) => first + n);
const page = (numPage: number, numRows: number): Body => ({ descricao: '', numPage, numRows });

beforeEach(() => resetStores());

describe('reading a search’s rows', () => {
  it('asks an uncapped server once, for the page as the person asked it', async () => {
    const server = fakeServer();
    const answer = await searchOf(server).readPage(page(3, 25));
    expect(answer.data.map((row) => row.id)).toEqual(idsFrom(51, 25));
    expect(server.asked).toEqual([{ numPage: 3, numRows: 25 }]);
  });

  it('a server that clamps then pages: page 2 of 50 at a cap of 25 is its pages 3 and 4, rows 51–100', async () => {
    const server = fakeServer({ cap: 25, mode: 'clamp' });
    const search = searchOf(server);
    const first = await search.readPage(page(1, 50));
    expect(first.data.map((row) => row.id)).toEqual(idsFrom(1, 50));
    server.asked.length = 0;

    const second = await search.readPage(page(2, 50));
    expect(second.data.map((row) => row.id)).toEqual(idsFrom(51, 50));
    expect(second.total).toBe(240);
    expect(server.asked).toEqual([
      { numPage: 3, numRows: 25 },
      { numPage: 4, numRows: 25 },
    ]);
  });

  it('a page past 1 asked before the server’s size is known is read again at that size, whichever way it pages', async () => {
    for (const mode of ['clamp', 'truncate'] as const) {
      resetStores();
      const server = fakeServer({ cap: 25, mode });
      const answer = await searchOf(server).readPage(page(2, 50));
      expect(answer.data.map((row) => row.id)).toEqual(idsFrom(51, 50));
      expect(server.asked).toEqual([
        { numPage: 2, numRows: 50 },
        { numPage: 3, numRows: 25 },
        { numPage: 4, numRows: 25 },
      ]);
    }
  });

  it('a page whose size the server’s does not divide takes its rows from the pages that hold them', async () => {
    const server = fakeServer({ cap: 25 });
    const search = searchOf(server);
    await search.readPage(page(1, 30));
    const answer = await search.readPage(page(2, 30));
    expect(answer.data.map((row) => row.id)).toEqual(idsFrom(31, 30));
  });

  it('a whole set, once the server’s size is known, is read in parallel, a few pages at a time', async () => {
    const server = fakeServer({ rows: 1_000, cap: 50 });
    const search = searchOf(server);
    await search.readPage(page(1, 100));
    server.asked.length = 0;
    server.mostInFlight = 0;

    const answer = await search.readAll({ descricao: '' }, { total: 1_000 });
    expect(answer.data.map((row) => row.id)).toEqual(idsFrom(1, 1_000));
    expect(server.asked).toHaveLength(20);
    expect(server.mostInFlight).toBe(4);
  });

  it('reads every row of a whole set, asking again when more match than were asked for', async () => {
    const server = fakeServer({ rows: 120 });
    const answer = await searchOf(server).readAll({ descricao: '' }, { total: 100 });
    expect(answer.data).toHaveLength(120);
    expect(server.asked).toEqual([
      { numPage: 1, numRows: 100 },
      { numPage: 1, numRows: 120 },
    ]);
  });

  it('a row added between two of its reads: no row twice, and the page read again once the total holds', async () => {
    const server = fakeServer({ cap: 25 });
    const search = searchOf(server);
    await search.readPage(page(1, 50));
    server.asked.length = 0;
    // A new row at the top while the second server page is read: it pushes row 25 onto that page.
    let added = false;
    server.beforeAnswer = () => {
      if (added || server.asked.length < 2) return;
      added = true;
      server.ids.unshift(0);
    };
    const answer = await search.readPage(page(1, 50));
    const ids = answer.data.map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual([0, ...idsFrom(1, 49)]);
    expect(answer.total).toBe(241);
    expect(server.asked).toHaveLength(4);
  });

  it('a server that stops giving rows leaves the page short: what came, and the true total', async () => {
    const server = fakeServer({ cap: 25, lastPage: 1 });
    const answer = await searchOf(server).readPage(page(1, 240));
    expect(answer.data.map((row) => row.id)).toEqual(idsFrom(1, 25));
    expect(answer.total).toBe(240);
  });
});
