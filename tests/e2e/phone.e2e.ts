import type { Locator, Page } from '@playwright/test';
import { SIGNED_IN_SCREENS } from '../lib/screens';
import { bodyRows, expect, listsSettled, openInPanel, rowWith, signIn, test } from '../browser/fixtures';

/**
 * The signed-in panel on a phone (docs/decisions/0049-a-phone.md): staff and the treasurer check a
 * remessa from one. Nothing scrolls sideways, the header keeps one line, a list's rows are cards with
 * every action on them, and every control is at least 24×24 px (WCAG 2.5.8).
 */

const PHONES = [
  { width: 390, height: 844 },
  { width: 360, height: 740 },
];
const phone = (viewport: (typeof PHONES)[number]) => ({
  viewport,
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 2,
});

/** How far the page scrolls sideways: what the document is wider than the window. */
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.scrollingElement!.scrollWidth - document.scrollingElement!.clientWidth);

/** The header's controls, by their names: the logo's link, the search, Arrecadação and the person's menu. */
const headerControls = (page: Page) => {
  const header = page.getByRole('banner');
  return [
    header.getByRole('link', { name: /^Associação Nacional/ }),
    header.getByRole('button', { name: 'Buscar no painel' }),
    header.getByRole('link', { name: 'Arrecadação' }),
    header.getByRole('button', { name: /^Menu do usuário: / }),
  ];
};

/** The header's controls are side by side on one line, none of them taller than a control of one line. */
async function expectHeaderOnOneLine(page: Page, where: string) {
  const boxes = [];
  for (const control of headerControls(page)) {
    await expect(control, where).toBeVisible();
    boxes.push((await control.boundingBox())!);
  }
  const lowestTop = Math.max(...boxes.map((box) => box.y));
  const highestBottom = Math.min(...boxes.map((box) => box.y + box.height));
  expect(lowestTop, `${where}: o cabeçalho numa linha`).toBeLessThan(highestBottom);
  for (const box of boxes) expect(box.height, `${where}: controle do cabeçalho numa linha`).toBeLessThanOrEqual(48);
}

/**
 * The controls of the header and the page (links, buttons, fields, tabs, checkboxes) that are smaller
 * than 24×24 px, or not wholly inside the window's width (cut off, or reachable only by scrolling
 * sideways): "name (width×height at x)".
 */
function smallOrOutOfReach(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const width = document.scrollingElement!.clientWidth;
    const controls = document.querySelectorAll(
      'header a[href], header button, main a[href], main button, main input:not([type="hidden"]), main [role="tab"]',
    );
    for (const control of controls) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || control.closest('[aria-hidden="true"]')) continue;
      const style = getComputedStyle(control);
      if (style.visibility === 'hidden') continue;
      if (rect.width < 24 || rect.height < 24 || rect.left < 0 || rect.right > width + 0.5) {
        const name =
          control.getAttribute('aria-label') ??
          ((control as HTMLInputElement).labels?.[0]?.textContent ?? control.textContent)?.trim() ??
          control.tagName;
        found.push(`${name} (${rect.width.toFixed(0)}×${rect.height.toFixed(0)} at ${rect.left.toFixed(0)})`);
      }
    }
    return found;
  });
}

/** The first card's cells, top to bottom: each on a line of its own below the one before, and inside the card. */
async function expectCard(row: Locator, where: string) {
  const card = (await row.boundingBox())!;
  const cells = await row.getByRole('cell').all();
  let previousTop = -Infinity;
  // The first two cells (the checkbox and the title) share the card's first line.
  for (const [index, cell] of cells.entries()) {
    const box = (await cell.boundingBox())!;
    expect(box.x, `${where}: célula ${index} dentro do cartão`).toBeGreaterThanOrEqual(card.x - 0.5);
    expect(box.x + box.width, `${where}: célula ${index} dentro do cartão`).toBeLessThanOrEqual(
      card.x + card.width + 0.5,
    );
    if (index >= 2) expect(box.y, `${where}: célula ${index} numa linha própria`).toBeGreaterThan(previousTop);
    previousTop = box.y;
  }
}

// Each test opens its own pages: in the whole suite they spread over the workers.
test.describe.configure({ mode: 'parallel' });

for (const viewport of PHONES) {
  const size = `${viewport.width}×${viewport.height}`;

  test.describe(`on a phone of ${size}`, () => {
    test('no signed-in screen scrolls sideways; the header keeps one line; every control is whole and at least 24×24 px', async ({
      openPage,
    }) => {
      // Every signed-in screen, opened from the one before as the panel's links open it.
      test.setTimeout(180_000);
      const { page } = await openPage('/', phone(viewport));
      await signIn(page);
      for (const screen of SIGNED_IN_SCREENS) {
        await openInPanel(page, screen.path);
        await screen.ready(page);
        await listsSettled(page);
        expect(await sidewaysScroll(page), `${screen.name}: rolagem lateral em px`).toBeLessThanOrEqual(0);
        await expectHeaderOnOneLine(page, screen.name);
        expect(await smallOrOutOfReach(page), `${screen.name}: controles menores que 24×24 ou fora da tela`).toEqual(
          [],
        );
      }
    });

    test("each list shows its rows as cards: the name, the document, the status and the row's actions", async ({
      openSignedIn,
    }) => {
      const { page } = await openSignedIn(phone(viewport));
      const lists = [
        {
          tab: 'Associados',
          document: /\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\d{3}\.\d{3}\.\d{3}-\d{2}/,
          status: /Ativo|Inativo/,
        },
        {
          tab: 'Remessas',
          document: /\d{2}\/\d{2}\/\d{4}/,
          status: /Em preparação|Enviando|Enviado|Erro no envio|Pago/,
        },
        { tab: 'Usuários', document: /\d{3}\.\d{3}\.\d{3}-\d{2}|\w+/, status: /Gestão|Associado/ },
      ];
      for (const list of lists) {
        await page.getByRole('tab', { name: list.tab }).click();
        const first = bodyRows(page, list.tab).first();
        await expect(first).toBeVisible();
        await expectCard(first, list.tab);
        await expect(first.getByRole('checkbox', { name: /^Selecionar / })).toBeVisible();
        await expect(first).toContainText(list.document);
        await expect(first).toContainText(list.status);
        const actions = first
          .getByRole('cell')
          .last()
          .getByRole('link')
          .or(first.getByRole('cell').last().getByRole('button'));
        expect(await actions.count(), `${list.tab}: ações no cartão`).toBeGreaterThan(0);
        for (const action of await actions.all()) {
          await action.scrollIntoViewIfNeeded();
          await expect(action).toBeInViewport({ ratio: 1 });
        }
        // The document, amount or date is whole on the card, never cut.
        const documentCell = first.getByRole('cell').filter({ hasText: list.document }).first();
        expect(
          await documentCell.evaluate((cell) =>
            [cell, ...cell.querySelectorAll('*')].every((box) => box.scrollWidth <= box.clientWidth + 1),
          ),
          `${list.tab}: documento inteiro`,
        ).toBe(true);
        // The row's checkbox chooses the row, as on a desktop.
        await first.getByRole('checkbox', { name: /^Selecionar / }).check();
        await expect(page.getByText(/^1 (associado|remessa|usuário) selecionad[oa]$/)).toBeVisible();
        await first.getByRole('checkbox', { name: /^Selecionar / }).uncheck();
        expect(await sidewaysScroll(page), `${list.tab}: rolagem lateral em px`).toBeLessThanOrEqual(0);
      }
      // A row's Ações menu, near the card's left edge, opens whole inside the window.
      await bodyRows(page, 'Usuários')
        .first()
        .getByRole('button', { name: /^Ações de / })
        .click();
      for (const item of await page.getByRole('menuitem').all()) await expect(item).toBeInViewport({ ratio: 1 });
    });

    test("a card's Editar opens the form, and its Inativar confirms and inactivates the associate", async ({
      openSignedIn,
    }) => {
      const { page } = await openSignedIn(phone(viewport));
      const active = bodyRows(page, 'Associados').filter({ hasText: 'Ativo' }).first();
      await expect(active).toBeVisible();
      const nome = (await active.getByRole('checkbox').getAttribute('aria-label'))!.replace(/^Selecionar /, '');
      await page.getByRole('searchbox', { name: 'Pesquisar associados' }).fill(nome);
      const card = rowWith(page, 'Associados', nome).first();
      await expect(bodyRows(page, 'Associados')).toHaveCount(1);

      await card.getByRole('button', { name: 'Inativar' }).click();
      const confirm = page.getByRole('dialog', { name: 'Inativar associado' });
      // The dialog has come in (its button takes the focus once shown), then its Inativar is tapped.
      await expect(confirm.getByRole('button', { name: 'Inativar' })).toBeFocused();
      await confirm.getByRole('button', { name: 'Inativar' }).click();
      await expect(confirm).toBeHidden();
      await expect(card).toContainText('Inativo');
      await expect(card.getByRole('button', { name: 'Ativar' })).toBeVisible();

      await card.getByRole('link', { name: 'Editar' }).click();
      await expect(page).toHaveURL(/\/associados\/form\/editar\/\d+$/);
      await expect(page.getByLabel('Nome', { exact: true }).first()).toHaveValue(nome);
      expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
    });
  });
}
