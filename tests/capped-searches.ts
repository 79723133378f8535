import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';

const SEARCHES = ['*/api/associados/busca', '*/api/usuarios/busca', '*/api/remessas/busca'];

/**
 * Makes the mock server's searches answer at most `cap` rows a page whatever `numRows` asks, their
 * `total` still true, as many APIs do. `clamp` (most of them: Django REST framework's
 * max_page_size) pages at its own size: page 2 of 50 is rows 26 to 50; `truncate` pages at the size
 * asked and cuts the page: rows 51 to 75. With `lastPage`, the pages after it come back empty (a
 * server that stops giving rows), the total unchanged.
 * `capSearchPages(25)`, `capSearchPages(25, { mode: 'truncate' })`, `capSearchPages(25, { lastPage: 1 })`
 */
export function capSearchPages(
  cap: number,
  { mode = 'clamp', lastPage = Infinity }: { mode?: 'clamp' | 'truncate'; lastPage?: number } = {},
) {
  server.use(
    ...SEARCHES.map((path): HttpHandler =>
      http.post(path, async ({ request }) => {
        const body = (await request.clone().json()) as { numPage: number; numRows: number };
        const asked = new Request(request.url, {
          method: 'POST',
          headers: request.headers,
          body: JSON.stringify(mode === 'clamp' ? { ...body, numRows: Math.min(body.numRows, cap) } : body),
        });
        const answer = await getResponse(handlers, asked);
        if (!answer?.ok) return answer;
        const page = (await answer.json()) as { data: unknown[] };
        return HttpResponse.json({ ...page, data: body.numPage <= lastPage ? page.data.slice(0, cap) : [] });
      }),
    ),
  );
}
