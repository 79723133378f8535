// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { Table } from '../db/table';
import { inNameOrder, nameRank } from './search';

const pessoa = z.object({ id: z.number().int(), nome: z.string(), ativo: z.boolean() });
const NOMES = ['Cartório Zeta', 'Ávila', 'cartório beta', 'Bento', 'Ana'];
const newTable = () =>
  new Table(
    { schema: pessoa, key: ['id'] },
    NOMES.map((nome, index) => ({ id: index + 1, nome, ativo: true })),
  );
const nomes = (table: ReturnType<typeof newTable>) => inNameOrder(table).map((record) => record.nome);

describe('the records of a table by name', () => {
  it('are in pt-BR order, ignoring case and accents', () => {
    expect(nomes(newTable())).toEqual(['Ana', 'Ávila', 'Bento', 'cartório beta', 'Cartório Zeta']);
  });

  it('after a write that keeps every name, are the records as written, without sorting them again', async () => {
    const table = newTable();
    inNameOrder(table);
    const readAll = vi.spyOn(table, 'all');
    await table.update((q) => q.where({ id: 4 }), { data: (record) => void (record.ativo = false) });
    expect(inNameOrder(table).map((record) => [record.nome, record.ativo])).toEqual([
      ['Ana', true],
      ['Ávila', true],
      ['Bento', false],
      ['cartório beta', true],
      ['Cartório Zeta', true],
    ]);
    expect(
      nameRank(
        table,
        table.findFirst((q) => q.where({ id: 4 }))!,
      ),
    ).toBe(2);
    // Not sorted again: sorting starts from every record.
    expect(readAll).not.toHaveBeenCalled();
  });

  it('after a rename, a record added or one deleted, are sorted again', async () => {
    const table = newTable();
    inNameOrder(table);
    await table.update((q) => q.where({ id: 5 }), { data: (record) => void (record.nome = 'Zuleica') });
    expect(nomes(table)).toEqual(['Ávila', 'Bento', 'cartório beta', 'Cartório Zeta', 'Zuleica']);
    await table.create({ id: 6, nome: 'Abel', ativo: true });
    expect(nomes(table)[0]).toBe('Abel');
    table.delete((q) => q.where({ id: 6 }));
    await table.create({ id: 7, nome: 'Carla', ativo: true });
    expect(nomes(table)).toEqual(['Ávila', 'Bento', 'Carla', 'cartório beta', 'Cartório Zeta', 'Zuleica']);
    expect(
      nameRank(
        table,
        table.findFirst((q) => q.where({ id: 7 }))!,
      ),
    ).toBe(2);
  });
});
