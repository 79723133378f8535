import type { Page } from '@playwright/test';
import { searchAssociados } from '@mocks/handlers/associados';
import { bodyRows, expect, test } from '../../browser/fixtures';
import { capPages, type UnkindGateway } from '../../browser/unkind-gateway';

/**
 * A server that answers at most 25 rows a page whatever the panel asks, as many APIs do, between
 * the live build under nginx and the mock server (the tests' gateway, tests/browser/unkind-gateway.ts).
 * The members list at 50 a page reads every page as the server's own pages
 * (src/lib/api/paged-search.ts), whichever way the server pages.
 */
const SLOW = { timeout: 20_000 };
const ASSOCIADOS_BUSCA = /^\/api\/associados\/busca$/;

const namesOf = (numPage: number, numRows: number) =>
  searchAssociados({ descricao: '', filtros: [], numPage, numRows }).data.map((associado) => associado.nome);
/** The names shown (the first cell holds the row's checkbox). */
const shownNames = (page: Page) => bodyRows(page, 'Associados').locator('td:nth-child(2)');
const pager = (page: Page) => page.getByRole('navigation', { name: 'Paginação dos associados' });

test.describe('a server that caps its pages (live build)', () => {
  test.use({ liveSiteOptions: { gateway: true } });

  test.beforeEach(async ({ liveSite }) => {
    liveSite.gateway.reset();
    await liveSite.mock.reset('padrao');
  });

  const searchesSeen = (gateway: UnkindGateway) =>
    gateway.seen
      .filter((request) => request.method === 'POST' && ASSOCIADOS_BUSCA.test(request.path))
      .map((request) => request.body as { numPage: number; numRows: number });

  for (const mode of ['clamp', 'truncate'] as const) {
    test(`page 2 of 50 on a server that answers 25 rows a page (${mode}) shows rows 51–100, none of page 1’s`, async ({
      openSignedIn,
      liveSite: { gateway },
    }) => {
      const { page, errors } = await openSignedIn();
      const total = searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 1 }).total;
      expect(total).toBeGreaterThan(100);
      gateway.rules.push(capPages(25, mode));
      await page.goto('/listas?size=50');
      await expect(shownNames(page)).toHaveText(namesOf(1, 50), SLOW);

      const before = searchesSeen(gateway).length;
      await pager(page).getByRole('button', { name: 'Página 2' }).click();
      await expect(shownNames(page)).toHaveText(namesOf(2, 50), SLOW);
      await expect(pager(page).getByText(`51–100 de ${total}`)).toBeVisible();
      await expect(page.getByText(/^Faltam /)).toHaveCount(0);
      // The server's own pages 3 and 4, its size known from page 1.
      expect(searchesSeen(gateway).slice(before)).toEqual([
        expect.objectContaining({ numPage: 3, numRows: 25 }),
        expect.objectContaining({ numPage: 4, numRows: 25 }),
      ]);
      expect(errors).toEqual([]);
    });
  }

  test('a server that stops giving rows after its first page: MAX says how many associates are missing', async ({
    openSignedIn,
    liveSite: { gateway },
  }) => {
    const { page } = await openSignedIn();
    const total = searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 1 }).total;
    gateway.rules.push(capPages(25, 'clamp', { lastPage: 1 }));
    await page.goto('/listas?size=max');
    await expect(page.getByRole('alert').filter({ hasText: /^Faltam / })).toHaveText(
      `Faltam ${total - 25} de ${total} associados: o servidor não os enviou, e a lista abaixo não os inclui. Tente abrir a lista de novo mais tarde.`,
      SLOW,
    );
    await expect(bodyRows(page, 'Associados')).toHaveCount(25);
  });
});
