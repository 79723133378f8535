import type { Page } from '@playwright/test';
import { db } from '@mocks/db';
import { presentRemessa } from '@mocks/db/presenters';
import { SituacaoRemessaId } from '@/generated/model';
import { formatMoney } from '@/utils/br/money';
import { bodyRows } from '../browser/fixtures';

/*
 * What the journeys of Arrecadação share: in the demo (./arrecadacao.e2e.ts), on the live build
 * (./live/arrecadacao.e2e.ts) and in the other engines (./engines/).
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

/**
 * The first five cells of the line of `mes` (`05/2026`) as the server's remessas make them (the live
 * build's mock server, in the test's process): the month, how many remessas fall due in it (those
 * still Em preparação have billed nobody) and their total, paid and pending amounts.
 */
export function expectedLine(mes: string) {
  const iso = `${mes.slice(3)}-${mes.slice(0, 2)}`;
  const doMes = db.remessas
    .all()
    .map(presentRemessa)
    .filter(
      (remessa) =>
        remessa.dataVencimento.startsWith(iso) &&
        remessa.situacaoRemessa.situacaoRemessaId !== SituacaoRemessaId.EM_PREPARACAO,
    );
  const cents = (pick: (remessa: (typeof doMes)[number]) => number) =>
    doMes.reduce((sum, remessa) => sum + Math.round(pick(remessa) * 100), 0) / 100;
  return [
    mes,
    String(doMes.length),
    formatMoney(cents((remessa) => remessa.totalPago + remessa.totalPendente)),
    formatMoney(cents((remessa) => remessa.totalPago)),
    formatMoney(cents((remessa) => remessa.totalPendente)),
  ];
}
