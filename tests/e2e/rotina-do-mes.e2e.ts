import { addDays } from 'date-fns/addDays';
import { addMonths } from 'date-fns/addMonths';
import { format } from 'date-fns/format';
import { ptBR } from 'date-fns/locale/pt-BR';
import { parse } from 'date-fns/parse';
import type { Page } from '@playwright/test';
import { expectAccessible } from '../browser/axe';
import { bodyRows, described, expect, openInPanel, test, typeDate } from '../browser/fixtures';

/**
 * The month's routine in the demo: next month's remessa made from this month's (Duplicar), the
 * header's search, and sorting what the page holds. Remessa 9 of the seed is a Mensalidade in
 * Enviado, with payers.
 */
const REMESSA = 9;
const PAGANTES = 'Associados da remessa';

async function openRemessa(page: Page, query = '') {
  await openInPanel(page, `/remessas/info/${REMESSA}${query}`);
  await expect(page.getByRole('table', { name: PAGANTES })).toBeVisible();
}

/** The amounts of a money column, as numbers. */
const amounts = async (page: Page, table: string, column: number) =>
  (await bodyRows(page, table).locator(`td:nth-child(${column})`).allTextContents()).map((text) =>
    Number(text.replace(/[^\d,]/g, '').replace(',', '.')),
  );

test.describe('the month’s routine in the demo', () => {
  test('Duplicar makes next month’s remessa with the same payers, from the remessa’s page', async ({
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn();
    await openRemessa(page);
    const descricao = await described(page, 'Descrição').textContent();
    const vencimento = parse((await described(page, 'Data de vencimento').textContent())!, 'dd/MM/yyyy', new Date());
    const pagantes = await bodyRows(page, PAGANTES).count();

    await page.getByRole('link', { name: 'Duplicar' }).click();
    await expect(page.getByRole('heading', { name: 'Nova remessa' })).toBeVisible();
    const next = addMonths(vencimento, 1);
    await expect(page.getByLabel('Data de vencimento')).toHaveValue(format(next, 'dd/MM/yyyy'));
    const novaDescricao = descricao!.replace(
      format(vencimento, 'MMMM', { locale: ptBR }),
      format(next, 'MMMM', { locale: ptBR }),
    );
    expect(novaDescricao).not.toBe(descricao);
    await expect(page.getByLabel('Descrição', { exact: true })).toHaveValue(
      novaDescricao.replace(String(vencimento.getFullYear()), String(next.getFullYear())),
    );
    await expect(page.getByLabel('Tipo de remessa').locator('option:checked')).toHaveText('Mensalidade');
    const incluir = page.getByRole('checkbox', { name: `Incluir os mesmos ${pagantes} associados` });
    await expect(incluir).toBeChecked();
    await expectAccessible(page, 'Nova remessa, cópia de outra');
    // A due date already past (the seed's is up to three months back) is moved to one the form takes.
    if (next < new Date()) {
      await page.getByLabel('Data de vencimento').clear();
      await typeDate(page, page.getByLabel('Data de vencimento'), format(addDays(new Date(), 10), 'ddMMyyyy'));
    }
    await page.getByRole('button', { name: 'Cadastrar remessa' }).click();

    await expect(page).toHaveURL(/\/remessas\/info\/\d+$/);
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Os ${pagantes} associados da remessa “${descricao}” foram incluídos.` }),
    ).toBeVisible();
    await expect(bodyRows(page, PAGANTES)).toHaveCount(pagantes);
    await expect(described(page, 'Situação')).toHaveText('Em preparação');
    await expectAccessible(page, 'a cópia, com o aviso dos pagantes incluídos');
    expect(errors).toEqual([]);
  });

  test('the header’s search: Ctrl+K, arrows, Enter opens the associate; Escape closes; Alt+3 where the page has no search', async ({
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn();
    const nome = (await bodyRows(page, 'Associados').first().locator('td').nth(1).textContent())!;
    const word = nome.split(' ').find((part) => part.length >= 5)!;

    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Buscar no painel' });
    await expect(box).toBeFocused();
    await box.pressSequentially(word);
    await expect(page.getByRole('status').filter({ hasText: `para “${word}”` })).toBeVisible();
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    const associados = page.getByRole('group', { name: 'Associados' });
    await expect(associados.getByRole('option').filter({ hasText: nome })).toBeVisible();
    await expect(associados.getByRole('option', { name: /^Ver todos os associados/ })).toBeVisible();

    await page.keyboard.press('ArrowDown');
    const first = page.getByRole('option').first();
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await expectAccessible(page, 'a busca do cabeçalho com resultados');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    const chosen = (await first.locator('.header-search__label').textContent())!;
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Informações do associado' })).toBeVisible();
    await expect(page.getByText(chosen).first()).toBeVisible();

    await page.keyboard.press('Control+k');
    await expect(box).toBeFocused();
    await box.pressSequentially('mensalidade');
    await expect(page.getByRole('group', { name: 'Remessas' }).getByRole('option').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Buscar no painel' })).toBeFocused();

    await openInPanel(page, '/arrecadacao');
    await expect(page.getByRole('heading', { level: 1, name: 'Arrecadação' })).toBeVisible();
    await page.keyboard.press('Alt+3');
    await expect(box).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('sorts a remessa’s payers by Valor Pagamento, the order kept through a reload, and a list at MAX by Descrição', async ({
    openSignedIn,
  }) => {
    const { page, errors } = await openSignedIn();
    await openRemessa(page);
    const valor = page.getByRole('columnheader', { name: 'Valor Pagamento' });
    await valor.getByRole('button', { name: 'Valor Pagamento' }).click();
    await expect(valor).toHaveAttribute('aria-sort', 'ascending');
    const ascending = await amounts(page, PAGANTES, 4);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    await valor.getByRole('button', { name: 'Valor Pagamento' }).click();
    await expect(valor).toHaveAttribute('aria-sort', 'descending');
    await expectAccessible(page, 'pagantes ordenados');
    await expect(page).toHaveURL(new RegExp(`/remessas/info/${REMESSA}\\?sort=-valor$`));
    await page.reload();
    await expect(page.getByRole('columnheader', { name: 'Valor Pagamento' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    const descending = await amounts(page, PAGANTES, 4);
    expect(descending).toEqual([...ascending].sort((a, b) => b - a));

    await openInPanel(page, '/listas?type=shipments');
    // A page of the server: nothing to sort.
    await expect(bodyRows(page, 'Remessas')).toHaveCount(10);
    await expect(page.getByRole('table', { name: 'Remessas' }).getByRole('button', { name: 'Descrição' })).toHaveCount(
      0,
    );
    await page.getByLabel('Itens por página', { exact: true }).selectOption({ label: 'MAX' });
    const descricao = page.getByRole('columnheader', { name: 'Descrição' });
    await descricao.getByRole('button', { name: 'Descrição' }).click();
    await expect(descricao).toHaveAttribute('aria-sort', 'ascending');
    // The first cell holds the row's checkbox; the second the Descrição.
    const texts = await bodyRows(page, 'Remessas').locator('td:nth-child(2)').allTextContents();
    expect(texts.every((text) => text.trim().length > 0)).toBe(true);
    expect(texts).toEqual([...texts].sort(new Intl.Collator('pt-BR', { numeric: true }).compare));
    expect(errors).toEqual([]);
  });
});
