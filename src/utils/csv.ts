import { yieldToPage } from './yield-to-page';

/**
 * CSV files as RFC 4180 writes them (CRLF line ends; every cell quoted, its quotes doubled), with a
 * UTF-8 BOM so spreadsheet software reads accents, and cells neutralised against formula injection
 * (OWASP "CSV Injection"): a cell starting with = + - @ TAB CR LF or NUL, also after leading spaces
 * or no-break spaces (spreadsheets trim them) and in the full-width forms ＝ ＋ － ＠ (some read them
 * as the ASCII ones), gets a leading apostrophe so it is read as text, never run as a formula (a NUL
 * is dropped by some spreadsheet importers, which would bring the next character to the front).
 * Every cell is quoted, not only those holding the delimiter: a spreadsheet whose list separator is
 * another character (`,` where the file says `;`) then still reads each cell whole, so no part of
 * one can become a cell that starts with `=`.
 */

export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | null | undefined;
}

export interface CsvOptions {
  /** `';'` by default (what pt-BR spreadsheet software expects). */
  delimiter?: string;
  /** Called with the share of rows written (0–1) after each slice. */
  onProgress?: (fraction: number) => void;
  /** Rows are written in slices of at most this many milliseconds, letting the page respond between them. */
  sliceMs?: number;
}

export const CSV_BOM = '\uFEFF';
const LINE_END = '\r\n';
/**
 * A trigger (= + - @ TAB CR LF NUL, or the full-width ＝ ＋ － ＠) at the start, or after spaces a
 * spreadsheet may skip (space, no-break spaces, ideographic space).
 */
const FORMULA_START = /^[ \u00A0\u2007\u202F\u3000]*[=+\-@\t\r\n\0\uFF1D\uFF0B\uFF0D\uFF20]/;

/** One cell, always quoted: `csvCell('=1+1')` → `"'=1+1"` ; `csvCell('a"b')` → `"a""b"`. */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

/** One line, with its CRLF: `csvLine(['a', 'b'])` → `'"a";"b"\r\n'`. */
export const csvLine = (cells: readonly (string | number | null | undefined)[], delimiter = ';') =>
  cells.map((cell) => csvCell(cell)).join(delimiter) + LINE_END;

/**
 * The whole file as text parts (BOM and header first), written in time slices so a large export
 * never blocks the page for long.
 * `const parts = await buildCsv(rows, [{ header: 'Nome', value: (row) => row.nome }]); new Blob(parts)`
 */
export async function buildCsv<T>(
  rows: readonly T[],
  columns: readonly CsvColumn<T>[],
  options: CsvOptions = {},
): Promise<string[]> {
  const { delimiter = ';', onProgress, sliceMs = 30 } = options;
  const parts = [
    CSV_BOM +
      csvLine(
        columns.map((column) => column.header),
        delimiter,
      ),
  ];
  let index = 0;
  while (index < rows.length) {
    const sliceEnd = performance.now() + sliceMs;
    let chunk = '';
    // Check the clock every 200 rows: cheap, and a slice overruns by a fraction of a millisecond at most.
    do {
      const stop = Math.min(index + 200, rows.length);
      for (; index < stop; index++) {
        const row = rows[index];
        chunk += csvLine(
          columns.map((column) => column.value(row)),
          delimiter,
        );
      }
    } while (index < rows.length && performance.now() < sliceEnd);
    parts.push(chunk);
    onProgress?.(index / rows.length);
    if (index < rows.length) await yieldToPage();
  }
  onProgress?.(1);
  return parts;
}

/** A CSV Blob from the parts of buildCsv: `csvBlob(parts)`. */
export const csvBlob = (parts: readonly string[]) => new Blob(parts as string[], { type: 'text/csv;charset=utf-8' });

/** Hands a file to the browser as a download: `downloadFile(csvBlob(parts), 'Lista.csv')`. */
export function downloadFile(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}
