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
    throw new Error(`CSV inválido na posição ${index}: ${what} (${JSON.stringify(text.slice(Math.max(0, index - 10), index + 10))})`);
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

/** What a spreadsheet could run as a formula at the start of a cell (OWASP "CSV Injection"). */
export const FORMULA_TRIGGER = /^[=+\-@\t\r\n\0]/;
