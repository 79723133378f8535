import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Helpers for PrimeReact widgets in jsdom, used the way a keyboard user does. jsdom cannot lay
 * overlays out, so PrimeReact leaves them `display: none`: options are looked up with `hidden: true`.
 * A field is given by its label or as the element found by it.
 */
type Field = string | HTMLElement;

/** The focusable input of a field (a dropdown's trigger also carries its label). */
function inputOf(field: Field): HTMLElement {
  if (typeof field !== 'string') return field;
  const input = screen.getAllByLabelText(field).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`Nenhum campo "${field}".`);
  return input;
}

async function openOptions(user: UserEvent, field: Field) {
  inputOf(field).focus();
  await user.keyboard('{ArrowDown}');
  return screen.findByRole('listbox', { hidden: true });
}

/** `await chooseOption(user, 'Tipo de remessa', 'Avulsa')` */
export async function chooseOption(user: UserEvent, field: Field, option: string) {
  const listbox = await openOptions(user, field);
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** The options a dropdown offers, opened and closed again. */
export async function optionsOf(user: UserEvent, field: Field) {
  const listbox = await openOptions(user, field);
  const names = within(listbox)
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
}

/** The text a dropdown shows as selected. */
export const selectedText = (field: Field) =>
  inputOf(field).closest('.p-dropdown')?.querySelector('.p-dropdown-label')?.textContent;

/** Types a date (dd/MM/yyyy or its digits) in a DateField, replacing what it held, then leaves it. */
export async function typeDate(user: UserEvent, field: Field, date: string) {
  const input = inputOf(field) as HTMLInputElement;
  await user.click(input);
  input.setSelectionRange(0, input.value.length);
  await user.keyboard(`{Backspace}${date.replace(/\D/g, '')}`);
  await user.tab();
}
