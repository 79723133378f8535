import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { formatCount } from '@/utils/br/numbers';
import { rowTexts } from './listas-helpers';

/** The bar above a list whose rows can be chosen. */
export const selectionBar = () => screen.getByRole('group', { name: /^Seleção de / });

/** What the bar says about the choice ("37 associados selecionados"), politely. */
export const selectionStatus = () => within(selectionBar()).getByRole('status');

/** Ticks the checkbox of each row, by its name ("Selecionar Ana Souza"). */
export async function chooseRows(user: UserEvent, nomes: readonly string[]) {
  for (const nome of nomes) await user.click(screen.getByRole('checkbox', { name: `Selecionar ${nome}` }));
}

/** Presses an action of the bar (Deletar, Inativar, Exportar selecionados…). */
export const pressAction = (user: UserEvent, label: string) =>
  user.click(within(selectionBar()).getByRole('button', { name: label }));

/** Selecionar todos os N (todas as N), then waits for the count to say N. */
export async function selectAllOf(user: UserEvent, total: number, feminine = false) {
  await user.click(
    within(selectionBar()).getByRole('button', {
      name: `Selecionar ${feminine ? 'todas as' : 'todos os'} ${formatCount(total)}`,
    }),
  );
  await within(selectionBar()).findByText(new RegExp(`^${formatCount(total).replace('.', '\\.')} \\S+ selecionad`));
}

/** Presses the confirm's own button. */
export const confirmAction = (user: UserEvent, dialog: HTMLElement, label: string) =>
  user.click(within(dialog).getByRole('button', { name: label }));

/** The report's rows once the batch titled `title` has ended: [name, Resultado, Motivo]. */
export async function reportRows(title: string) {
  return rowTexts(await screen.findByRole('table', { name: `Relatório: ${title}` }));
}

/** The batch's panel while it runs (its heading is the action's title). */
export const batchPanel = (title: string) => screen.getByRole('region', { name: title });
