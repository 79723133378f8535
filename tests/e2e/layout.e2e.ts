import type { Page } from '@playwright/test';
import { SIGNED_IN_SCREENS } from '../lib/screens';
import { expect, openInPanel, signIn, test } from '../browser/fixtures';

/**
 * Layout at the staff's screen sizes, with the fonts of Debian's Chromium: documents, money and dates
 * are never cut in any table; names and e-mails may be, with the whole text on hover; and the demo bar
 * never lies over a control of the panel.
 */

/** Columns whose values must always show whole, besides those the table marks so (`ui-table__whole`). */
const WHOLE_COLUMNS = [
  'CPF/CNPJ',
  'CPF/Login',
  'Valor',
  'Valor Pagamento',
  'Valor da remessa',
  'Data de vencimento',
  'Vencimento',
  'Total pago',
  'Total pendente',
  'Telefone',
  'Data de nascimento',
  'Situação',
];
/** Columns of free text, which may be cut with an ellipsis. */
const TEXT_COLUMNS = ['Nome', 'E-mail', 'Descrição', 'Descrição da remessa', 'Login', 'Cidade'];

interface CellReport {
  /** Whole values that do not fit their cell: "table › column: text". */
  cut: string[];
  /** Whole-value cells measured (so a table whose rows are there cannot pass unmeasured). */
  measured: number;
  /** Rows of data in the page's tables. */
  rows: number;
  /** Text cells cut without their whole text on hover. */
  cutWithoutTitle: string[];
}

function measureTables(page: Page, wholeColumns: string[], textColumns: string[]): Promise<CellReport> {
  return page.evaluate(
    ([whole, text]) => {
      const report: CellReport = { cut: [], measured: 0, rows: 0, cutWithoutTitle: [] };
      for (const table of document.querySelectorAll('table[aria-label]')) {
        const headers = [...table.querySelectorAll('thead th')].map((th) => th.textContent?.trim() ?? '');
        for (const row of table.querySelectorAll('tbody tr')) {
          if (row.querySelector('td[colspan]') === null) report.rows += 1;
          for (const cell of row.querySelectorAll('td')) {
            const header = headers[cell.cellIndex];
            const content = cell.textContent?.trim() ?? '';
            const overflows = cell.scrollWidth > cell.clientWidth;
            const where = `${table.getAttribute('aria-label')} › ${header}: ${content}`;
            // CPF/Login holds a CPF for management users and a free-text login for member users.
            const isWhole =
              cell.classList.contains('ui-table__whole') ||
              (whole.includes(header) && !(header === 'CPF/Login' && !/^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(content)));
            if (isWhole && content) {
              report.measured += 1;
              if (overflows) report.cut.push(where);
              // The text itself is also whole inside the cell, not hidden by an inner box.
              for (const inner of cell.querySelectorAll('*'))
                if (inner.scrollWidth > inner.clientWidth + 1 && inner.clientWidth > 0)
                  report.cut.push(`${where} (dentro)`);
            } else if (text.includes(header) && overflows) {
              const titled = cell.querySelector('[title]');
              if (titled?.getAttribute('title') !== content) report.cutWithoutTitle.push(where);
            }
          }
        }
      }
      return report;
    },
    [wholeColumns, textColumns] as const,
  );
}

// Each test opens its own pages: in the whole suite they spread over the workers.
test.describe.configure({ mode: 'parallel' });

test.describe('tables at the staff screen sizes', () => {
  // Every signed-in screen, opened from the one before as the panel's links open it.
  test.describe.configure({ timeout: 120_000 });

  for (const viewport of [
    { width: 1280, height: 720 },
    { width: 1920, height: 1080 },
  ]) {
    test(`never cuts a CPF/CNPJ, an amount or a date on any screen at ${viewport.width} px; a cut name or e-mail is whole on hover`, async ({
      openPage,
    }) => {
      const { page } = await openPage('/', { viewport });
      await signIn(page);
      let measured = 0;
      for (const screen of SIGNED_IN_SCREENS) {
        await openInPanel(page, screen.path);
        await screen.ready(page);
        const report = await measureTables(page, WHOLE_COLUMNS, TEXT_COLUMNS);
        if (report.rows > 0) expect(report.measured, `${screen.name}: células medidas`).toBeGreaterThan(0);
        measured += report.measured;
        expect(report.cut, `${screen.name} a ${viewport.width}px`).toEqual([]);
        expect(report.cutWithoutTitle, `${screen.name} a ${viewport.width}px`).toEqual([]);
      }
      // The lists, the remessa's payers and the Adicionar dialog: hundreds of cells.
      expect(measured).toBeGreaterThan(300);
    });
  }
});

test.describe('the demo bar', () => {
  const bar = (page: Page) => page.getByRole('complementary', { name: 'Modo demonstração' });

  test("lets the last row's actions be clicked where they are, at 1366×768", async ({ openSignedIn }) => {
    const { page } = await openSignedIn({ viewport: { width: 1366, height: 768 } });
    await expect(bar(page)).toBeVisible();
    const lastRow = page.getByRole('table', { name: 'Associados' }).getByRole('row').nth(10);
    await expect(lastRow).toBeVisible();
    const action = lastRow.getByRole('button', { name: /^(Inativar|Ativar)$/ });
    const label = await action.getAttribute('aria-label');

    // The page scrolled as a user would, until the row is at the bottom of the window.
    await page.evaluate(() => window.scrollTo(0, 0));
    const box = (await action.boundingBox())!;
    await page.mouse.wheel(0, box.y + box.height - 768 + 4);
    await expect.poll(async () => (await action.boundingBox())!.y + box.height <= 768).toBe(true);
    const hit = await action.evaluate((element) => {
      const rect = element.getBoundingClientRect();
      const top = document.elementFromPoint(rect.x + rect.width / 2, rect.y + rect.height / 2);
      return top === element || element.contains(top);
    });
    expect(hit, 'o botão da última linha está visível e não coberto').toBe(true);
    await action.click({ timeout: 2000 });
    await expect(page.getByRole('dialog', { name: new RegExp(`${label ?? ''} associado`) })).toBeVisible();
  });

  for (const width of [360, 768, 1280, 1366, 1920]) {
    test(`covers no control of the panel at ${width} px wide, at any scroll position`, async ({ openPage }) => {
      const { page } = await openPage('/', { viewport: { width, height: 720 } });
      await signIn(page);
      await expect(page.getByRole('table', { name: 'Associados' }).getByRole('row').nth(10)).toBeVisible();
      await expect(bar(page)).toBeVisible();
      const covered = await page.evaluate(async () => {
        const toolbar = document.querySelector('aside[aria-label="Modo demonstração"]')!;
        const controls = [
          ...document.querySelectorAll(
            '#root a, #root button, #root input, #root [role="button"], #root [tabindex="0"]',
          ),
        ];
        const found = new Set<string>();
        const height = document.documentElement.scrollHeight;
        for (let y = 0; y <= height; y += 120) {
          window.scrollTo(0, y);
          await new Promise(requestAnimationFrame);
          const barRect = toolbar.getBoundingClientRect();
          for (const control of controls) {
            const rect = control.getBoundingClientRect();
            if (rect.width === 0 || rect.height === 0) continue;
            const overlaps =
              rect.left < barRect.right &&
              rect.right > barRect.left &&
              rect.top < barRect.bottom &&
              rect.bottom > barRect.top;
            if (overlaps)
              found.add(control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
          }
        }
        return [...found];
      });
      expect(covered).toEqual([]);
    });
  }
});
