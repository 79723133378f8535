import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { vi } from 'vitest';

/**
 * The loaded table named `name` (after the skeleton, which lasts at least 500 ms), within the suite's
 * wait (tests/setup-app.ts): a list that loads in 4 s on a busy machine is no failure.
 */
export const findTable = (name: string) => screen.findByRole('table', { name });

/** A cell that holds only the row's checkbox of a list whose rows can be chosen ("Selecionar Ana Souza"). */
const isSelectionCell = (cell: HTMLElement) =>
  cell.children.length === 1 && /^Selecionar /.test(cell.querySelector('input[type="checkbox"]')?.ariaLabel ?? '');

/** The body rows of a table, each as the texts of its cells (the selection column left out: see `selectionCheckbox`). */
export function rowTexts(table: HTMLElement) {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .filter((cell) => !isSelectionCell(cell))
        .map((cell) => cell.textContent?.trim() ?? ''),
    );
}

/** The body row whose text holds `text`. */
export function rowWith(table: HTMLElement, text: string) {
  const row = within(table)
    .getAllByRole('row')
    .slice(1)
    .find((candidate) => candidate.textContent?.includes(text));
  if (!row) throw new Error(`Nenhuma linha com "${text}".`);
  return row;
}

/** Opens the Ações menu of the row holding `nome` and gives the menu. */
export async function openRowMenu(user: UserEvent, table: HTMLElement, nome: string) {
  await user.click(within(rowWith(table, nome)).getByRole('button', { name: `Ações de ${nome}` }));
  return screen.findByRole('menu', { name: `Ações de ${nome}` });
}

/**
 * Catches the file the page hands to the browser as a download: the Blob and its name.
 * jsdom has no object URLs and would try to navigate on the link's click.
 */
export function catchDownloads() {
  const files: { blob: Blob; name: string }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:teste/${next++}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    const blob = blobs.get(this.href);
    if (blob && this.download) files.push({ blob, name: this.download });
  });
  return files;
}

/** The lines of a CSV the page downloaded, as written (the first keeps its BOM), without the empty last one. */
export async function csvLinesOf(file: { blob: Blob }) {
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(file.blob));
  return text.split('\r\n').filter(Boolean);
}

/** The bytes of a Blob (jsdom's Blob has no arrayBuffer()). */
export function bytesOf(blob: Blob) {
  return new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });
}
