import { describe, expect, it, vi } from 'vitest';
import { buildCsv, csvBlob, csvCell, csvLine } from './csv';

// jsdom's Blob has no arrayBuffer(); FileReader reads it as a browser would.
const bytesOf = (parts: string[]) =>
  new Promise<Uint8Array>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(csvBlob(parts));
  });

describe('csv', () => {
  it('neutralises cells that a spreadsheet would run as a formula', () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvCell('+55 61')).toBe(`"'+55 61"`);
    expect(csvCell('-2+3')).toBe(`"'-2+3"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tcmd')).toBe(`"'\tcmd"`);
    expect(csvCell('\rcmd')).toBe(`"'\rcmd"`);
    expect(csvCell('\ncmd')).toBe(`"'\ncmd"`);
    expect(csvCell('\0=cmd')).toBe(`"'\0=cmd"`);
    expect(csvCell('  =cmd')).toBe(`"'  =cmd"`);
    expect(csvCell('\u00A0@cmd')).toBe(`"'\u00A0@cmd"`);
    expect(csvCell('＝cmd')).toBe(`"'＝cmd"`);
    expect(csvCell('a=b')).toBe('"a=b"');
  });

  it('quotes every cell, doubling quotes (RFC 4180)', () => {
    expect(csvCell('Rua A; 10')).toBe('"Rua A; 10"');
    expect(csvCell('Cartório "Central"')).toBe('"Cartório ""Central"""');
    expect(csvCell('linha 1\r\nlinha 2')).toBe('"linha 1\r\nlinha 2"');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('a')).toBe('"a"');
  });

  it('writes empty cells for missing values and numbers as they are', () => {
    expect(csvLine(['a', null, undefined, 0, 12.5])).toBe('"a";"";"";"0";"12.5"\r\n');
  });

  it('starts the file with a UTF-8 BOM and the header, one CRLF line per row', async () => {
    const rows = [
      { nome: 'João', cidade: 'São Paulo' },
      { nome: '=1+1', cidade: 'Rio; RJ' },
    ];
    const parts = await buildCsv(rows, [
      { header: 'Nome', value: (row) => row.nome },
      { header: 'Cidade', value: (row) => row.cidade },
    ]);
    const bytes = await bytesOf(parts);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(
      '\uFEFF"Nome";"Cidade"\r\n"João";"São Paulo"\r\n"\'=1+1";"Rio; RJ"\r\n',
    );
    // "ã" travels as two UTF-8 bytes.
    const before = '"Nome";"Cidade"\r\n"Jo'.length;
    expect([...bytes.slice(3 + before, 3 + before + 2)]).toEqual([0xc3, 0xa3]);
  });

  it('writes a header-only file for no rows', async () => {
    expect((await buildCsv([], [{ header: 'Nome', value: () => '' }])).join('')).toBe('\uFEFF"Nome"\r\n');
  });

  it('works in slices, reporting progress, and gives the same text as in one go', async () => {
    const rows = Array.from({ length: 5000 }, (_, index) => ({ id: index }));
    const onProgress = vi.fn();
    const sliced = await buildCsv(rows, [{ header: 'Id', value: (row) => row.id }], { sliceMs: 0, onProgress });
    const whole = await buildCsv(rows, [{ header: 'Id', value: (row) => row.id }], { sliceMs: 10_000 });
    expect(sliced.length).toBeGreaterThan(2);
    expect(sliced.join('')).toBe(whole.join(''));
    expect(whole.join('').split('\r\n')).toHaveLength(5002);
    const fractions = onProgress.mock.calls.map(([fraction]) => fraction as number);
    expect(fractions.at(-1)).toBe(1);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
  });
});
