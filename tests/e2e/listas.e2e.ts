import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { bodyRows, openDemo, openSignedIn, signIn, useBrowser } from './fixtures';

describe('the lists in the browser', () => {
  const browser = useBrowser();

  it('switches tabs, searches, filters, changes the page size and exports a CSV it can read', async () => {
    const { page, context, errors } = await openSignedIn(browser, { acceptDownloads: true });
    const associados = page.getByRole('table', { name: 'Associados' });
    await associados.waitFor();
    await expect.poll(() => bodyRows(page, 'Associados').count()).toBe(10);
    const report = await page
      .getByRole('navigation', { name: 'Paginação dos associados' })
      .getByText(/^1–10 de \d+$/)
      .textContent();
    const total = Number(report?.split(' de ')[1]);

    // Tabs: the URL follows, and each list shows.
    await page.getByRole('tab', { name: 'Remessas' }).click();
    await page.waitForURL('**/listas?type=shipments');
    await page.getByRole('table', { name: 'Remessas' }).waitFor();
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await page.waitForURL('**/listas?type=users');
    await page.getByRole('table', { name: 'Usuários' }).waitFor();
    await page.getByRole('tab', { name: 'Associados' }).click();
    await page.waitForURL('**/listas?type=associates');
    await associados.waitFor();

    // Page size.
    await page.getByLabel('Itens por página', { exact: true }).selectOption({ label: '25' });
    await page.waitForURL(/size=25/);
    await expect.poll(() => bodyRows(page, 'Associados').count()).toBe(25);

    // A filter chip, then a search in that field.
    const firstEmail = (await bodyRows(page, 'Associados').first().locator('td').nth(1).textContent()) ?? '';
    expect(firstEmail).toContain('@');
    await page.getByLabel('Filtrar por', { exact: true }).selectOption({ label: 'E-mail' });
    await page.getByRole('list', { name: 'Filtros aplicados' }).getByText('E-mail', { exact: true }).waitFor();
    await page.waitForURL(/filter=E-mail/);
    await page.getByLabel('Pesquisar associados').fill(firstEmail);
    await page.getByLabel('Pesquisar associados').press('Enter');
    await expect.poll(() => bodyRows(page, 'Associados').count()).toBe(1);
    // A search with digits stays out of the address (history state); one without goes to ?q=.
    expect(new URL(page.url()).searchParams.get('q') ?? '').toBe(/\d/.test(firstEmail) ? '' : firstEmail);
    await expect.poll(() => bodyRows(page, 'Associados').first().textContent()).toContain(firstEmail);

    // Reload: the same view.
    await page.reload();
    // The page loads again (service worker, mock latency) before its rows can be counted.
    await bodyRows(page, 'Associados').first().waitFor();
    await expect.poll(() => bodyRows(page, 'Associados').count()).toBe(1);
    expect(await page.getByLabel('Pesquisar associados').inputValue()).toBe(firstEmail);

    // Clear the filters and the search: the export holds every associate.
    await page.getByRole('button', { name: 'Limpar filtros' }).click();
    await page.getByLabel('Pesquisar associados').fill('');
    await page.getByLabel('Pesquisar associados').press('Enter');
    await expect.poll(() => bodyRows(page, 'Associados').count()).toBe(25);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Exportar Associados' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^ListaAssociados_\d{2}-\d{2}-\d{4}\.csv$/);
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf-8').split('\r\n');
    expect(lines[0]).toBe(
      '"Associado";"Email";"Telefone";"Mensalidade";"Associacao";"Ativo";"Logradouro";"Numero";"Complemento";"Bairro";"Cidade";"UF";"Tipo_Associado"',
    );
    expect(lines).toHaveLength(total + 2);
    expect(lines[1]).toMatch(
      /^"[^";]+ - [\d./-]+";"[^";]+@[^";]+";"\(\d{2}\) [\d-]+";"R\$ [\d.]+,\d{2}";".+";"(Sim|Não)";/,
    );
    await page.getByRole('button', { name: 'Exportar Associados' }).waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows a shining skeleton while a list loads, one animation for all its bars', async () => {
    // The slow scenario (1.5 to 4 s a call) keeps the skeleton up while it is measured, however busy the machine.
    const { page, context, errors } = await openDemo(browser, '/?cenario=lento');
    await signIn(page);
    await page.getByRole('table', { name: 'Associados' }).waitFor();
    await page.getByRole('tab', { name: 'Remessas' }).click();
    const skeleton = page.getByRole('status').filter({ hasText: 'Carregando remessas…' });
    await skeleton.waitFor();
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
    await expect.poll(async () => (await shine()).offset, { interval: 16 }).not.toBe(first.offset);
    await page.getByRole('table', { name: 'Remessas' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('shows every associate with MAX and scrolls through them', async () => {
    const { page, context, errors } = await openSignedIn(browser);
    await page.getByRole('table', { name: 'Associados' }).waitFor();
    await page.getByLabel('Itens por página', { exact: true }).selectOption({ label: 'MAX' });
    await page.waitForURL(/size=max/);
    const report = page.getByRole('navigation', { name: 'Paginação dos associados' }).getByText(/^1–(\d+) de \1$/);
    await report.waitFor();
    await expect.poll(() => bodyRows(page, 'Associados').count()).toBeGreaterThan(10);
    // Only the rows in view are in the page; scrolling brings the last one.
    const scroller = page.locator('.ui-table__scroll--virtual');
    await scroller.evaluate((box) => box.scrollTo(0, box.scrollHeight));
    await expect.poll(async () => (await scroller.evaluate((box) => box.scrollTop)) > 0).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
