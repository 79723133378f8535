// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { associadosCsvColumns, buildAssociadosCsv } from '@/features/associados/associados-csv';
import type { AssociadoResumo } from '@/generated/model';
import { buildCsv, CSV_BOM, csvCell, csvLine } from '@/utils/csv';
import { FORMULA_TRIGGER, parseCsv, readLikeSpreadsheet, SKIPPED_SPACES, TRIGGERS } from './csv-parser';

/**
 * Whatever text reaches the CSV (binary, control characters, formulas), the file reads back, cell
 * for cell, as the text it was given (with the neutralising apostrophe in front of a formula), and
 * no cell a spreadsheet reads starts with a formula trigger.
 */

/** Text biased toward what breaks CSV: triggers (ASCII and full-width), skipped spaces, delimiters, quotes, line breaks, NUL. */
const hostileChar = fc.constantFrom(
  ...TRIGGERS,
  ...SKIPPED_SPACES,
  ';',
  ',',
  '"',
  "'",
  'a',
  'Ç',
  '\u2028',
  '\uFEFF',
  '\x1b',
);
const spaces = fc.string({ unit: fc.constantFrom(...SKIPPED_SPACES), maxLength: 3 });
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }),
  fc.string({ unit: hostileChar, maxLength: 12 }),
  fc
    .tuple(spaces, fc.constantFrom(...TRIGGERS), fc.string({ unit: 'binary', maxLength: 12 }))
    .map(([lead, start, rest]) => lead + start + rest),
  // A formula hidden after the other list separator: `x,=1+1` read where `,` splits cells.
  fc
    .tuple(
      fc.string({ unit: hostileChar, maxLength: 4 }),
      fc.constantFrom(',', ';'),
      spaces,
      fc.constantFrom(...TRIGGERS),
    )
    .map((parts) => parts.join('') + 'cmd'),
);
const anyCell = fc.oneof(anyText, fc.integer(), fc.double(), fc.constant(null), fc.constant(undefined));

/** The text a cell should read back as: empty for no value, an apostrophe before a formula. */
function expectedText(value: string | number | null | undefined): string {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_TRIGGER.test(text) ? `'${text}` : text;
}

const noCellStartsWithATrigger = (records: string[][]) =>
  records.every((record) => record.every((cell) => !FORMULA_TRIGGER.test(cell)));

describe('CSV export against formula injection (property)', () => {
  it('reads back every line cell for cell, neutralised, for any text and either delimiter', () => {
    fc.assert(
      fc.property(fc.array(anyCell, { minLength: 1, maxLength: 8 }), fc.constantFrom(';', ','), (cells, delimiter) => {
        const records = parseCsv(csvLine(cells, delimiter), delimiter);
        expect(records).toEqual([cells.map(expectedText)]);
        expect(noCellStartsWithATrigger(records)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });

  it('quotes every cell, so a spreadsheet splitting on the other separator never finds a cell starting a formula', () => {
    fc.assert(
      fc.property(fc.array(anyCell, { minLength: 1, maxLength: 8 }), fc.constantFrom(';', ','), (cells, delimiter) => {
        const line = csvLine(cells, delimiter);
        for (const separator of [';', ',']) {
          expect(readLikeSpreadsheet(line, separator).filter((cell) => FORMULA_TRIGGER.test(cell))).toEqual([]);
        }
        expect(parseCsv(line, delimiter)).toEqual([cells.map(expectedText)]);
      }),
      { numRuns: 2000 },
    );
  });

  it('reads back a whole file (BOM, header, rows) as the rows it was given', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(fc.array(anyText, { minLength: 3, maxLength: 3 }), { maxLength: 20 }), async (rows) => {
        const columns = [0, 1, 2].map((column) => ({
          header: `Coluna ${column}`,
          value: (row: string[]) => row[column],
        }));
        const text = (await buildCsv(rows, columns)).join('');
        expect(text.startsWith(CSV_BOM)).toBe(true);
        const records = parseCsv(text.slice(CSV_BOM.length));
        expect(records).toEqual([['Coluna 0', 'Coluna 1', 'Coluna 2'], ...rows.map((row) => row.map(expectedText))]);
        expect(noCellStartsWithATrigger(records)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('reads back the associates export, whatever text the server stored in them', async () => {
    const associado = fc.record({
      associadoId: fc.integer({ min: 1, max: 1_000_000 }),
      nome: anyText,
      cpfCnpj: anyText,
      email: anyText,
      telefone: anyText,
      ativo: fc.boolean(),
      tipoAssociado: fc.record({ tipoAssociadoId: fc.constantFrom(1, 2), tipoAssociadoNome: anyText }),
      associacao: fc.record({
        nomeCartorio: anyText,
        cnpjCartorio: anyText,
        dataAssociacao: fc.constant('2020-01-10'),
        mensalidade: fc.double({ min: -1e9, max: 1e9, noNaN: true }),
      }),
      contato: fc.record({ telefone: anyText, email: anyText }),
      endereco: fc.record({
        cep: anyText,
        logradouro: anyText,
        numero: anyText,
        bairro: anyText,
        cidade: anyText,
        uf: anyText,
        complemento: anyText,
      }),
    }) as fc.Arbitrary<AssociadoResumo>;

    await fc.assert(
      fc.asyncProperty(fc.array(associado, { maxLength: 10 }), async (rows) => {
        const text = (await buildAssociadosCsv(rows)).join('');
        const [header, ...records] = parseCsv(text.slice(CSV_BOM.length));
        expect(header).toEqual(associadosCsvColumns.map((column) => column.header));
        expect(records).toEqual(
          rows.map((row) => associadosCsvColumns.map((column) => expectedText(column.value(row)))),
        );
        expect(noCellStartsWithATrigger(records)).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it.each(TRIGGERS.map((trigger) => [JSON.stringify(trigger), trigger]))(
    'neutralises a cell starting with %s',
    (_name, trigger) => {
      const cell = csvCell(`${trigger}cmd|' /C calc'!A0`);
      const [[read]] = parseCsv(`${cell}\r\n`);
      expect(read).toBe(`'${trigger}cmd|' /C calc'!A0`);
    },
  );

  it.each(SKIPPED_SPACES.map((space) => [JSON.stringify(space), space]))(
    'neutralises a formula after leading %s',
    (_name, space) => {
      for (const trigger of TRIGGERS) {
        const [[read]] = parseCsv(`${csvCell(`${space}${space}${trigger}1+1`)}\r\n`);
        expect(read).toBe(`'${space}${space}${trigger}1+1`);
      }
    },
  );

  it('keeps a NUL in the middle of a cell, and quotes every cell, doubling its quotes', () => {
    expect(csvCell('a\0b')).toBe('"a\0b"');
    expect(csvCell('\0=1+1')).toBe(`"'\0=1+1"`);
    expect(csvCell('x;y')).toBe('"x;y"');
    expect(csvCell('x,=1+1')).toBe('"x,=1+1"');
    expect(csvCell('x"y')).toBe('"x""y"');
    expect(csvCell('x\ry')).toBe('"x\ry"');
    expect(csvCell('x\ny')).toBe('"x\ny"');
    expect(csvCell(' \u00A0＝1+1')).toBe(`"' \u00A0＝1+1"`);
  });
});

describe('the test reader itself', () => {
  it('refuses what RFC 4180 does not allow, so the properties above can fail', () => {
    expect(() => parseCsv('a\nb\r\n')).toThrow(/caractere inesperado/);
    expect(() => parseCsv('a"b\r\n')).toThrow(/aspas dentro/);
    expect(() => parseCsv('"a\r\n')).toThrow(/aspas não fechadas/);
    expect(() => parseCsv('a;b')).toThrow(/sem CRLF/);
    expect(parseCsv('a;"b;""c""\r\nd"\r\n;\r\n')).toEqual([
      ['a', 'b;"c"\r\nd'],
      ['', ''],
    ]);
  });
});
