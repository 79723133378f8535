// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { nextSortOrder, readSortOrder, sortRows, writeSortOrder } from './sort-rows';

const names = (rows: { nome: string }[]) => rows.map((row) => row.nome);

describe('sortRows', () => {
  it('orders names as Portuguese does: accents and case beside their letter, not after Z', () => {
    const rows = ['Zuleica', 'Álvaro', 'otávio', 'Ana', 'Édson', 'eduardo', 'Óscar', 'Úrsula', 'ana'].map((nome) => ({
      nome,
    }));
    expect(names(sortRows(rows, (row) => row.nome, 'asc'))).toEqual([
      'Álvaro',
      'ana',
      'Ana',
      'Édson',
      'eduardo',
      'Óscar',
      'otávio',
      'Úrsula',
      'Zuleica',
    ]);
  });

  it('reads the numbers inside a text as numbers: 2º Ofício before 10º Ofício', () => {
    const rows = ['10º Ofício', '2º Ofício', '1º Ofício'].map((nome) => ({ nome }));
    expect(names(sortRows(rows, (row) => row.nome, 'asc'))).toEqual(['1º Ofício', '2º Ofício', '10º Ofício']);
  });

  it('compares money as numbers, descending too, and keeps rows of equal value in the order they came', () => {
    const rows = [
      { nome: 'primeiro de 95', valor: 95 },
      { nome: 'mil e oitocentos', valor: 1800 },
      { nome: 'segundo de 95', valor: 95 },
      { nome: 'cento e vinte', valor: 120 },
      { nome: 'terceiro de 95', valor: 95 },
    ];
    expect(names(sortRows(rows, (row) => row.valor, 'asc'))).toEqual([
      'primeiro de 95',
      'segundo de 95',
      'terceiro de 95',
      'cento e vinte',
      'mil e oitocentos',
    ]);
    expect(names(sortRows(rows, (row) => row.valor, 'desc'))).toEqual([
      'mil e oitocentos',
      'cento e vinte',
      'primeiro de 95',
      'segundo de 95',
      'terceiro de 95',
    ]);
  });

  it('keeps identical names in the order they came, either way', () => {
    const rows = [
      { nome: 'Maria Silva', id: 1 },
      { nome: 'João', id: 2 },
      { nome: 'Maria Silva', id: 3 },
      { nome: 'Maria Silva', id: 4 },
    ];
    expect(sortRows(rows, (row) => row.nome, 'asc').map((row) => row.id)).toEqual([2, 1, 3, 4]);
    expect(sortRows(rows, (row) => row.nome, 'desc').map((row) => row.id)).toEqual([1, 3, 4, 2]);
  });

  it('puts rows without a value last, ascending and descending', () => {
    const rows = [
      { nome: 'sem', valor: null },
      { nome: 'dez', valor: 10 },
      { nome: 'vazio', valor: undefined },
      { nome: 'um', valor: 1 },
    ];
    expect(names(sortRows(rows, (row) => row.valor, 'asc'))).toEqual(['um', 'dez', 'sem', 'vazio']);
    expect(names(sortRows(rows, (row) => row.valor, 'desc'))).toEqual(['dez', 'um', 'sem', 'vazio']);
  });

  it('leaves the rows it was given as they were', () => {
    const rows = [{ nome: 'b' }, { nome: 'a' }];
    sortRows(rows, (row) => row.nome, 'asc');
    expect(names(rows)).toEqual(['b', 'a']);
  });
});

describe('the order in the address', () => {
  it('reads a key ascending and a key after a minus descending, and ignores anything else', () => {
    expect(readSortOrder('nome')).toEqual({ key: 'nome', direction: 'asc' });
    expect(readSortOrder('-valor')).toEqual({ key: 'valor', direction: 'desc' });
    for (const junk of [null, '', '-', 'nome;drop', '<b>']) expect(readSortOrder(junk)).toBeUndefined();
    expect(writeSortOrder({ key: 'valor', direction: 'desc' })).toBe('-valor');
  });

  it('goes ascending, then descending, on the same header; another header starts ascending', () => {
    const first = nextSortOrder(undefined, 'nome');
    expect(first).toEqual({ key: 'nome', direction: 'asc' });
    const second = nextSortOrder(first, 'nome');
    expect(second).toEqual({ key: 'nome', direction: 'desc' });
    expect(nextSortOrder(second, 'nome')).toEqual({ key: 'nome', direction: 'asc' });
    expect(nextSortOrder(second, 'valor')).toEqual({ key: 'valor', direction: 'asc' });
  });
});
