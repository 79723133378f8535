import { screen, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { db } from '@mocks/db';
import type { RemessaRecord } from '@mocks/db/schema';

/** A day counted from today, as the field shows it and as the contract sends it. */
export function dayFromToday(days: number) {
  const date = addDays(new Date(), days);
  return { shown: format(date, 'dd/MM/yyyy'), iso: format(date, 'yyyy-MM-dd') };
}

/** A seeded remessa in the given status, with or without associates. */
export function seededRemessa(
  situacaoRemessaId: number,
  { withAssociados = true }: { withAssociados?: boolean } = {},
): RemessaRecord {
  const remessa = db.remessas.findFirst((q) =>
    q.where((r) => {
      const count = db.vinculos.findMany((v) => v.where({ remessaId: r.remessaId })).length;
      return r.situacaoRemessa.situacaoRemessaId === situacaoRemessaId && (withAssociados ? count >= 3 : count === 0);
    }),
  );
  if (!remessa)
    throw new Error(
      `A semente não tem remessa na situação ${situacaoRemessaId} ${withAssociados ? 'com' : 'sem'} associados.`,
    );
  return remessa;
}

/** The associates linked to a remessa in the mock database, with their status there. */
export const vinculosOf = (remessaId: number) => db.vinculos.findMany((q) => q.where({ remessaId }));

/** The open dialog whose title matches. */
export const dialog = (name: string | RegExp) => screen.findByRole('dialog', { name });

/** The value shown beside a label of the remessa's data ("Tipo", "Valor pago"...). */
export function resumoValue(label: string) {
  const term = screen.getAllByRole('term').find((element) => element.textContent === label);
  if (!term) throw new Error(`Rótulo "${label}" ausente dos dados da remessa.`);
  return term.nextElementSibling?.textContent ?? '';
}

/** The row of the associates table that holds this text (a name). */
export function rowOf(text: string) {
  const table = screen.getByRole('table', { name: 'Associados da remessa' });
  const row = within(table)
    .getAllByRole('row')
    .find((element) => element.textContent?.includes(text));
  if (!row) throw new Error(`Nenhuma linha com "${text}".`);
  return within(row);
}

/** The texts of one column (0-based) of a table, row by row, without the header. */
export const columnTexts = (tableName: string, column: number) =>
  within(screen.getByRole('table', { name: tableName }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).queryAllByRole('cell')[column]?.textContent ?? '');
