import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/**
 * Helpers for the form controls in jsdom, used the way a user does: the kit's Select (a native
 * `<select>`) and, where a list still draws one, PrimeReact's Dropdown. jsdom cannot lay overlays
 * out, so PrimeReact leaves them `display: none`: its options are looked up with `hidden: true`.
 * A field is given by its label or as the element found by it.
 */
type Field = string | HTMLElement;

/** The focusable control of a field: a select, or an input (a dropdown's trigger also carries its label). */
function inputOf(field: Field): HTMLElement {
  if (typeof field !== 'string') return field;
  const input = screen
    .getAllByLabelText(field)
    .find((element) => element.tagName === 'SELECT' || element.tagName === 'INPUT');
  if (!input) throw new Error(`Nenhum campo "${field}".`);
  return input;
}

const isSelect = (element: HTMLElement): element is HTMLSelectElement => element instanceof HTMLSelectElement;

async function openOptions(user: UserEvent, field: HTMLElement) {
  field.focus();
  await user.keyboard('{ArrowDown}');
  return screen.findByRole('listbox', { hidden: true });
}

/** `await chooseOption(user, 'Tipo de remessa', 'Avulsa')` */
export async function chooseOption(user: UserEvent, field: Field, option: string) {
  const input = inputOf(field);
  if (isSelect(input)) {
    await user.selectOptions(input, within(input).getByRole('option', { name: option }));
    return;
  }
  const listbox = await openOptions(user, input);
  await user.click(within(listbox).getByRole('option', { name: option, hidden: true }));
}

/** The options a select or dropdown offers (a select's placeholder is none of them). */
export async function optionsOf(user: UserEvent, field: Field) {
  const input = inputOf(field);
  if (isSelect(input))
    return within(input)
      .queryAllByRole('option')
      .map((option) => option.textContent);
  const listbox = await openOptions(user, input);
  const names = within(listbox)
    .queryAllByRole('option', { hidden: true })
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  return names;
}

/** The text a select or dropdown shows as chosen. */
export function selectedText(field: Field) {
  const input = inputOf(field);
  if (isSelect(input)) return input.selectedOptions[0]?.textContent;
  return input.closest('.p-dropdown')?.querySelector('.p-dropdown-label')?.textContent;
}

/** Types a date (dd/MM/yyyy or its digits) in a DateField, replacing what it held, then leaves it. */
export async function typeDate(user: UserEvent, field: Field, date: string) {
  const input = inputOf(field) as HTMLInputElement;
  await user.click(input);
  input.setSelectionRange(0, input.value.length);
  await user.keyboard(`{Backspace}${date.replace(/\D/g, '')}`);
  await user.tab();
}
