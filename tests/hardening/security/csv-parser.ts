/**
 * A strict RFC 4180 reader, to prove what the CSV writer produces: every record ends with CRLF; a
 * field is either quoted (quotes doubled inside, may hold the delimiter, CR and LF) or plain (holds
 * none of them and no quote). Anything else throws, so a writer that forgets to quote is caught.
 * `parseCsv('a;"b;c"\r\n')` → `[['a', 'b;c']]`.
 */
export function parseCsv(text: string, delimiter = ';'): string[][] {
  const records: string[][] = [];
  let index = 0;
  const fail = (what: string): never => {
    throw new Error(
      `CSV inválido na posição ${index}: ${what} (${JSON.stringify(text.slice(Math.max(0, index - 10), index + 10))})`,
    );
  };

  while (index < text.length) {
    const record: string[] = [];
    for (;;) {
      let field = '';
      if (text[index] === '"') {
        index++;
        for (;;) {
          if (index >= text.length) fail('aspas não fechadas');
          if (text[index] === '"') {
            if (text[index + 1] === '"') {
              field += '"';
              index += 2;
              continue;
            }
            index++;
            break;
          }
          field += text[index++];
        }
      } else {
        while (index < text.length && text[index] !== delimiter && text[index] !== '\r' && text[index] !== '\n') {
          if (text[index] === '"') fail('aspas dentro de campo sem aspas');
          field += text[index++];
        }
      }
      record.push(field);
      if (text[index] === delimiter) {
        index++;
        continue;
      }
      if (text.startsWith('\r\n', index)) {
        index += 2;
        break;
      }
      fail(index >= text.length ? 'registro sem CRLF no fim' : `caractere inesperado ${JSON.stringify(text[index])}`);
    }
    records.push(record);
  }
  return records;
}

/** Spaces a spreadsheet may skip before a formula: space, no-break spaces, ideographic space. */
export const SKIPPED_SPACES = [' ', '\u00A0', '\u2007', '\u202F', '\u3000'];
/** What starts a formula (OWASP "CSV Injection"), with the full-width forms some spreadsheets accept. */
export const TRIGGERS = ['=', '+', '-', '@', '\t', '\r', '\n', '\0', '\uFF1D', '\uFF0B', '\uFF0D', '\uFF20'];

/** What a spreadsheet could run as a formula: a trigger at the start of a cell, after skipped spaces or not. */
export const FORMULA_TRIGGER = new RegExp(`^[${SKIPPED_SPACES.join('')}]*[${TRIGGERS.map(escapeForClass).join('')}]`);

function escapeForClass(char: string) {
  return char === '-' ? '\\-' : char;
}

/**
 * Reads a line the way a lenient spreadsheet import does, with whatever list separator the
 * machine is set to: a quote anywhere switches "inside quotes" on or off (`""` inside is a quote),
 * and only a separator outside quotes splits cells. `readLikeSpreadsheet('"a;b",c\r\n', ',')` →
 * `['a;b', 'c']`.
 */
export function readLikeSpreadsheet(line: string, separator: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  const text = line.endsWith('\r\n') ? line.slice(0, -2) : line;
  for (let index = 0; index < text.length; index++) {
    const char = text[index];
    if (char === '"') {
      if (quoted && text[index + 1] === '"') {
        cell += '"';
        index++;
      } else {
        quoted = !quoted;
      }
    } else if (char === separator && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  cells.push(cell);
  return cells;
}
