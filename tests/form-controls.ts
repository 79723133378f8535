import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Helpers for the kit's form controls in jsdom (src/components/ui/), used the way a user does: a
 * select (a native `<select>`) and a date typed in its field. A field is given by its label or as
 * the element found by it.
 */
type Field = string | HTMLElement;

/** The focusable control of a field: a select or an input (a date's pop-up button also carries its label). */
function inputOf(field: Field): HTMLElement {
  if (typeof field !== 'string') return field;
  const input = screen
    .getAllByLabelText(field)
    .find((element) => element.tagName === 'SELECT' || element.tagName === 'INPUT');
  if (!input) throw new Error(`Nenhum campo "${field}".`);
  return input;
}

function selectOf(field: Field): HTMLSelectElement {
  const input = inputOf(field);
  if (!(input instanceof HTMLSelectElement)) throw new Error(`O campo "${String(field)}" não é uma lista de opções.`);
  return input;
}

/** `await chooseOption(user, 'Tipo de remessa', 'Avulsa')` */
export async function chooseOption(user: UserEvent, field: Field, option: string) {
  const select = selectOf(field);
  await user.selectOptions(select, within(select).getByRole('option', { name: option }));
}

/** The options a select offers (its placeholder is none of them). */
export function optionsOf(field: Field) {
  return within(selectOf(field))
    .queryAllByRole('option')
    .map((option) => option.textContent);
}

/** The text a select shows as chosen. */
export function selectedText(field: Field) {
  return selectOf(field).selectedOptions[0]?.textContent;
}

/** Types a date (dd/MM/yyyy or its digits) in a DateField, replacing what it held, then leaves it. */
export async function typeDate(user: UserEvent, field: Field, date: string) {
  const input = inputOf(field) as HTMLInputElement;
  await user.click(input);
  input.setSelectionRange(0, input.value.length);
  await user.keyboard(`{Backspace}${date.replace(/\D/g, '')}`);
  await user.tab();
}
