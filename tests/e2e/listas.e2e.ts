import { readFile } from 'node:fs/promises';
import { bodyRows, expect, signIn, test } from '../browser/fixtures';

test.describe('the lists in the browser', () => {
  test('switches tabs, searches, filters, changes the page size and exports a CSV it can read', async ({
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn({ acceptDownloads: true });
    const associados = page.getByRole('table', { name: 'Associados' });
    await expect(associados).toBeVisible();
    await expect(bodyRows(page, 'Associados')).toHaveCount(10);
    const report = await page
      .getByRole('navigation', { name: 'Paginação dos associados' })
      .getByText(/^1–10 de \d+$/)
      .textContent();
    const total = Number(report?.split(' de ')[1]);

    // Tabs: the URL follows, and each list shows.
    await page.getByRole('tab', { name: 'Remessas' }).click();
    await expect(page).toHaveURL(/\/listas\?type=shipments$/);
    await expect(page.getByRole('table', { name: 'Remessas' })).toBeVisible();
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await expect(page).toHaveURL(/\/listas\?type=users$/);
    await expect(page.getByRole('table', { name: 'Usuários' })).toBeVisible();
    await page.getByRole('tab', { name: 'Associados' }).click();
    await expect(page).toHaveURL(/\/listas\?type=associates$/);
    await expect(associados).toBeVisible();

    // Page size.
    await page.getByLabel('Itens por página', { exact: true }).selectOption({ label: '25' });
    await expect(page).toHaveURL(/size=25/);
    await expect(bodyRows(page, 'Associados')).toHaveCount(25);

    // A filter chip, then a search in that field.
    // After the row's checkbox and the name.
    const firstEmail = (await bodyRows(page, 'Associados').first().locator('td').nth(2).textContent()) ?? '';
    expect(firstEmail).toContain('@');
    await page.getByLabel('Filtrar por', { exact: true }).selectOption({ label: 'E-mail' });
    await expect(
      page.getByRole('list', { name: 'Filtros aplicados' }).getByText('E-mail', { exact: true }),
    ).toBeVisible();
    await expect(page).toHaveURL(/filter=E-mail/);
    await page.getByLabel('Pesquisar associados').fill(firstEmail);
    await page.getByLabel('Pesquisar associados').press('Enter');
    await expect(bodyRows(page, 'Associados')).toHaveCount(1);
    // A search with digits stays out of the address (history state); one without goes to ?q=.
    const inAddress = /\d/.test(firstEmail) ? '' : firstEmail;
    await expect(page).toHaveURL((url) => (url.searchParams.get('q') ?? '') === inAddress);
    await expect(bodyRows(page, 'Associados').first()).toContainText(firstEmail);

    // Reload: the same view.
    await page.reload();
    // The page loads again (service worker, mock latency) before its rows can be counted.
    await expect(bodyRows(page, 'Associados').first()).toBeVisible();
    await expect(bodyRows(page, 'Associados')).toHaveCount(1);
    await expect(page.getByLabel('Pesquisar associados')).toHaveValue(firstEmail);

    // Clear the filters and the search: the export holds every associate.
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.getByLabel('Pesquisar associados').fill('');
    await page.getByLabel('Pesquisar associados').press('Enter');
    await expect(bodyRows(page, 'Associados')).toHaveCount(25);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Associados' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ListaAssociados_\d{2}-\d{2}-\d{4}\.csv$/);
    const bytes = await readFile(await download.path());
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf-8').split('\r\n');
    expect(lines[0]).toBe(
      '"Associado";"Email";"Telefone";"Mensalidade";"Associacao";"Ativo";"Logradouro";"Numero";"Complemento";"Bairro";"Cidade";"UF";"Tipo_Associado"',
    );
    expect(lines).toHaveLength(total + 2);
    expect(lines[1]).toMatch(
      /^"[^";]+ - [\d./-]+";"[^";]+@[^";]+";"\(\d{2}\) [\d-]+";"R\$ [\d.]+,\d{2}";".+";"(Sim|Não)";/,
    );
    await expect(page.getByRole('button', { name: 'Exportar Associados' })).toBeVisible();

    expect(errors).toEqual([]);
  });

  test('shows a shining skeleton while a list loads, one animation for all its bars', async ({ openPage }) => {
    // The slow scenario (1.5 to 4 s a call) keeps the skeleton up while it is measured, however busy the machine.
    // The journeys' browser asks for less motion (playwright.config.ts); this person does not.
    const { page, errors } = await openPage('/?cenario=lento', { reducedMotion: 'no-preference' });
    await signIn(page);
    await expect(page.getByRole('table', { name: 'Associados' })).toBeVisible();
    await page.getByRole('tab', { name: 'Remessas' }).click();
    const skeleton = page.getByRole('status').filter({ hasText: 'Carregando remessas…' });
    await expect(skeleton).toBeVisible();
    const shine = () =>
      skeleton.evaluate((element) => ({
        bars: element.querySelectorAll('.ui-table__skeleton-bar').length,
        // The skeleton's own (its bars' shine included), not the tab underline's moving meanwhile.
        animations: element.getAnimations({ subtree: true }).length,
        offset: new DOMMatrix(getComputedStyle(element.querySelector('.ui-table__skeleton-bar')!, '::after').transform)
          .m41,
      }));
    const first = await shine();
    // Each CSS animation's start and repeats are events for React's root listener: one, not one per bar.
    expect(first.bars).toBeGreaterThan(10);
    expect(first.animations).toBe(1);
    // It shines: a later frame draws the highlight elsewhere (asked at once, while the list still loads).
    await expect.poll(async () => (await shine()).offset, { intervals: [16] }).not.toBe(first.offset);
    await expect(page.getByRole('table', { name: 'Remessas' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('shows every associate with MAX and scrolls through them', async ({ openSignedIn }) => {
    const { page, errors } = await openSignedIn();
    await expect(page.getByRole('table', { name: 'Associados' })).toBeVisible();
    await page.getByLabel('Itens por página', { exact: true }).selectOption({ label: 'MAX' });
    await expect(page).toHaveURL(/size=max/);
    const report = page.getByRole('navigation', { name: 'Paginação dos associados' }).getByText(/^1–(\d+) de \1$/);
    await expect(report).toBeVisible();
    await expect.poll(() => bodyRows(page, 'Associados').count()).toBeGreaterThan(10);
    // Only the rows in view are in the page; scrolling brings the last one.
    const scroller = page.locator('.ui-table__scroll--virtual');
    await scroller.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect.poll(async () => (await scroller.evaluate((box) => box.scrollTop)) > 0).toBe(true);
    expect(errors).toEqual([]);
  });
});
