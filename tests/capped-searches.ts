import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import { handlers } from '@mocks/handlers';
import { server } from '@mocks/node';

const SEARCHES = ['*/api/associados/busca', '*/api/usuarios/busca', '*/api/remessas/busca'];

/**
 * Makes the mock server's searches answer at most `cap` rows a page whatever `numRows` asks, their
 * `total` still true, as many APIs do: page 2 of 25 is rows 26 to 50. With `lastPage`, the pages
 * after it come back empty (a server that stops giving rows), the total unchanged.
 * `capSearchPages(25)`, `capSearchPages(25, { lastPage: 1 })`
 */
export function capSearchPages(cap: number, { lastPage = Infinity }: { lastPage?: number } = {}) {
  server.use(
    ...SEARCHES.map((path): HttpHandler =>
      http.post(path, async ({ request }) => {
        const body = (await request.clone().json()) as { numPage: number; numRows: number };
        const capped = new Request(request.url, {
          method: 'POST',
          headers: request.headers,
          body: JSON.stringify({ ...body, numRows: Math.min(body.numRows, cap) }),
        });
        const answer = await getResponse(handlers, capped);
        if (body.numPage <= lastPage || !answer?.ok) return answer;
        const page = (await answer.json()) as { data: unknown[] };
        return HttpResponse.json({ ...page, data: [] });
      }),
    ),
  );
}
