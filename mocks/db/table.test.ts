// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Table } from './table';

const link = z.object({
  remessaId: z.number().int(),
  associadoId: z.number().int(),
  situacao: z.number().int().nullable(),
  endereco: z.object({ uf: z.string() }),
});
type Link = z.infer<typeof link>;

const rows = (count: number): Link[] =>
  Array.from({ length: count }, (_, index) => ({
    remessaId: (index % 3) + 1,
    associadoId: index + 1,
    situacao: index % 2 === 0 ? null : 3,
    endereco: { uf: index % 5 === 0 ? 'SP' : 'MG' },
  }));

const newTable = (count = 30) =>
  new Table({ schema: link, key: ['remessaId', 'associadoId'], indexes: ['remessaId', 'situacao'] }, rows(count));

/** The same query over a plain array, as @msw/data's Query would answer it. */
const scan = (records: Link[], test: (record: Link) => boolean) => records.filter(test);

describe('Table', () => {
  it('answers key, index, mixed and nested conditions exactly as a scan of every record', () => {
    const table = newTable();
    const all = rows(30);
    expect(table.findMany((q) => q.where({ remessaId: 2 }))).toEqual(scan(all, (r) => r.remessaId === 2));
    expect(table.findMany((q) => q.where({ remessaId: 2, situacao: null }))).toEqual(
      scan(all, (r) => r.remessaId === 2 && r.situacao === null),
    );
    expect(table.findFirst((q) => q.where({ remessaId: 3, associadoId: 9 }))).toEqual(all[8]);
    expect(table.findFirst((q) => q.where({ remessaId: 1, associadoId: 9 }))).toBeUndefined();
    expect(table.findMany((q) => q.where({ endereco: { uf: 'SP' }, situacao: 3 }))).toEqual(
      scan(all, (r) => r.endereco.uf === 'SP' && r.situacao === 3),
    );
    expect(table.findMany((q) => q.where((r) => r.associadoId > 27))).toEqual(all.slice(27));
    expect(table.findMany((q) => q.where({ remessaId: 7 }))).toEqual([]);
    expect(table.findMany((q) => q.where({ remessaId: undefined }))).toEqual([]);
  });

  it('looks at the records of the index only, not the whole table', () => {
    const table = newTable(3000);
    const tested = vi.fn(() => true);
    table.findMany((q) => q.where({ remessaId: 1 }).where(tested));
    expect(tested).toHaveBeenCalledTimes(1000);
    tested.mockClear();
    table.findFirst((q) => q.where({ remessaId: 1, associadoId: 1 }).where(tested));
    expect(tested).toHaveBeenCalledTimes(1);
  });

  it('keeps its indexes right through updates and deletes, and counts what changed', async () => {
    const table = newTable();
    table.takeChanges();
    await table.updateMany((q) => q.where({ remessaId: 1, situacao: null }), {
      data: (record) => void (record.situacao = 4),
    });
    expect(table.findMany((q) => q.where({ remessaId: 1, situacao: null }))).toEqual([]);
    expect(table.findMany((q) => q.where({ situacao: 4 })).map((r) => r.associadoId)).toEqual([1, 7, 13, 19, 25]);
    table.deleteMany((q) => q.where({ situacao: 4 }));
    expect(table.findMany((q) => q.where({ situacao: 4 }))).toEqual([]);
    expect(table.count()).toBe(25);
    expect([...table.takeChanges()].sort()).toEqual(['1:1', '1:13', '1:19', '1:25', '1:7']);
    expect(table.takeChanges().size).toBe(0);
  });

  it('refuses a second record with the same key, and a write outside the schema', async () => {
    const table = newTable();
    await expect(table.create(rows(1)[0])).rejects.toThrow('chave 1:1');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(table.create({ ...rows(1)[0], associadoId: 99, situacao: 'x' as never })).rejects.toThrow('esquema');
    expect(error).toHaveBeenCalled();
  });

  it('applies trusted records by key without counting them as changes', () => {
    const table = newTable();
    table.takeChanges();
    table.applyTrusted(
      [
        { ...rows(1)[0], situacao: 4 },
        { ...rows(1)[0], associadoId: 500, situacao: 4 },
      ],
      ['2:2'],
    );
    expect(table.get('1:1')?.situacao).toBe(4);
    expect(table.get('1:500')).toBeDefined();
    expect(table.get('2:2')).toBeUndefined();
    expect(table.findMany((q) => q.where({ situacao: 4 })).map((r) => r.associadoId)).toEqual([1, 500]);
    expect(table.takeChanges().size).toBe(0);
  });
});
