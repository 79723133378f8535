import type { Page } from '@playwright/test';
import { bodyRows } from '../browser/fixtures';

/*
 * What the journeys of Arrecadação share: in the demo (./arrecadacao.e2e.ts) and on the live build
 * (./live/arrecadacao.e2e.ts).
 */

export const TABLE = 'Arrecadação por mês';

/** `05/2026` for the month `back` months before today's. */
export function mesAtras(back: number) {
  const today = new Date();
  const month = new Date(today.getFullYear(), today.getMonth() - back, 1);
  return `${String(month.getMonth() + 1).padStart(2, '0')}/${month.getFullYear()}`;
}

/** The cells of the table's line for `mes` (`05/2026`). */
export const cellsOf = (page: Page, mes: string) =>
  bodyRows(page, TABLE).filter({ hasText: mes }).first().getByRole('cell');

/** The texts of the table's line for `mes` (`05/2026`). */
export const lineOf = async (page: Page, mes: string) =>
  (await cellsOf(page, mes).allTextContents()).map((text) => text.trim());
