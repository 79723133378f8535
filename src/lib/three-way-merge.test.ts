import { describe, expect, it } from 'vitest';
import { advanceBase, listsWithRepeatedKeys, mergeThreeWay, sameValue } from './three-way-merge';

const base = {
  nome: 'Cartório A',
  associacao: { dataAssociacao: new Date(2020, 1, 10), mensalidade: 480 },
  endereco: { numero: '10', cidade: 'São Paulo' },
  usuarios: [
    { usuarioId: 1, nome: 'Ana', email: 'ana@x.br' },
    { usuarioId: 2, nome: 'Bruno', email: 'bruno@x.br' },
  ],
};
type Values = typeof base;
const keys = { usuarios: 'usuarioId' };
const edit = (change: (values: Values) => void): Values => {
  const copy = structuredClone(base);
  change(copy);
  return copy;
};

describe('mergeThreeWay', () => {
  it('keeps the colleague’s change to a field the person did not touch, and the person’s own change', () => {
    const mine = edit((v) => (v.endereco.numero = '99'));
    const theirs = edit((v) => (v.nome = 'Cartório B'));
    const result = mergeThreeWay(base, mine, theirs, { keys });
    expect(result.conflicts).toEqual([]);
    expect(result.theirsChanged).toBe(true);
    expect(result.merged).toEqual(edit((v) => ((v.nome = 'Cartório B'), (v.endereco.numero = '99'))));
  });

  it('takes mine as it is when the server did not change', () => {
    const mine = edit((v) => (v.nome = 'Outro'));
    const result = mergeThreeWay(base, mine, structuredClone(base), { keys });
    expect(result).toMatchObject({ merged: mine, conflicts: [], theirsChanged: false });
  });

  it('is no conflict when both made the same change', () => {
    const mine = edit((v) => (v.nome = 'Igual'));
    expect(
      mergeThreeWay(
        base,
        mine,
        edit((v) => (v.nome = 'Igual')),
      ).conflicts,
    ).toEqual([]);
  });

  it('reports a field both changed differently, keeps mine until a choice says theirs', () => {
    const mine = edit((v) => (v.associacao.mensalidade = 500));
    const theirs = edit((v) => (v.associacao.mensalidade = 510));
    const first = mergeThreeWay(base, mine, theirs);
    expect(first.conflicts).toEqual([
      { path: 'associacao.mensalidade', field: 'associacao.mensalidade', base: 480, mine: 500, theirs: 510 },
    ]);
    expect(first.merged.associacao.mensalidade).toBe(500);
    const chosen = mergeThreeWay(base, mine, theirs, { choices: { 'associacao.mensalidade': 'theirs' } });
    expect(chosen.conflicts).toEqual([]);
    expect(chosen.allConflicts).toHaveLength(1);
    expect(chosen.merged.associacao.mensalidade).toBe(510);
  });

  it('compares dates by their day, not by object', () => {
    const mine = edit((v) => (v.associacao.dataAssociacao = new Date(2021, 0, 1)));
    const theirs = structuredClone(base);
    theirs.associacao.dataAssociacao = new Date(2020, 1, 10);
    const result = mergeThreeWay(base, mine, theirs);
    expect(result.theirsChanged).toBe(false);
    expect(result.merged.associacao.dataAssociacao).toEqual(new Date(2021, 0, 1));
  });

  it('matches keyed entries by id: a field of a user changed on each side merges', () => {
    const mine = edit((v) => (v.usuarios[1].email = 'bruno@novo.br'));
    // The server lists the users in another order, and a colleague renamed Ana.
    const theirs = edit((v) => {
      v.usuarios[0].nome = 'Ana Maria';
      v.usuarios.reverse();
    });
    const result = mergeThreeWay(base, mine, theirs, { keys });
    expect(result.conflicts).toEqual([]);
    expect(result.merged.usuarios).toEqual([
      { usuarioId: 1, nome: 'Ana Maria', email: 'ana@x.br' },
      { usuarioId: 2, nome: 'Bruno', email: 'bruno@novo.br' },
    ]);
  });

  it('names a conflict inside a keyed entry by the entry’s id', () => {
    const mine = edit((v) => (v.usuarios[0].email = 'a@mine.br'));
    const theirs = edit((v) => (v.usuarios[0].email = 'a@theirs.br'));
    expect(mergeThreeWay(base, mine, theirs, { keys }).conflicts).toEqual([
      {
        path: 'usuarios[usuarioId=1].email',
        field: 'usuarios.email',
        entryId: 1,
        base: 'ana@x.br',
        mine: 'a@mine.br',
        theirs: 'a@theirs.br',
      },
    ]);
  });

  it('keeps new entries of mine and entries the colleague added; drops what either removed untouched', () => {
    const novo = { usuarioId: null, nome: 'Nova', email: 'nova@x.br' };
    const mine = { ...structuredClone(base), usuarios: [base.usuarios[0], novo] } as unknown as Values; // removed Bruno
    const theirs = edit((v) => {
      v.usuarios.shift(); // removed Ana
      v.usuarios.push({ usuarioId: 3, nome: 'Carla', email: 'carla@x.br' });
    });
    const result = mergeThreeWay(base, mine, theirs, { keys });
    expect(result.conflicts).toEqual([]);
    expect(result.merged.usuarios).toEqual([novo, { usuarioId: 3, nome: 'Carla', email: 'carla@x.br' }]);
  });

  it('reports an entry removed on one side and changed on the other as a conflict of the whole entry', () => {
    const mine = { ...structuredClone(base), usuarios: [base.usuarios[0]] }; // removed Bruno
    const theirs = edit((v) => (v.usuarios[1].email = 'bruno@novo.br'));
    const result = mergeThreeWay(base, mine, theirs, { keys });
    expect(result.conflicts).toEqual([
      {
        path: 'usuarios[usuarioId=2]',
        field: 'usuarios',
        entryId: 2,
        base: base.usuarios[1],
        mine: undefined,
        theirs: theirs.usuarios[1],
      },
    ]);
    expect(result.merged.usuarios).toEqual([base.usuarios[0]]);
    const kept = mergeThreeWay(base, mine, theirs, { keys, choices: { 'usuarios[usuarioId=2]': 'theirs' } });
    expect(kept.merged.usuarios).toEqual([base.usuarios[0], theirs.usuarios[1]]);
  });

  it('treats an array not listed in keys as one value', () => {
    const b = { tags: ['a'] };
    const result = mergeThreeWay(b, { tags: ['a', 'b'] }, { tags: ['c'] });
    expect(result.conflicts.map((found) => found.path)).toEqual(['tags']);
  });
});

describe('advanceBase', () => {
  it('takes the fresh copy where the person changed nothing, keeps the old base where they did', () => {
    const mine = edit(
      (v) => ((v.endereco.numero = '99'), v.usuarios.push({ usuarioId: null as never, nome: 'Nova', email: 'n@x.br' })),
    );
    const theirs = edit(
      (v) => ((v.nome = 'Cartório B'), (v.endereco.numero = '77'), (v.usuarios[1].email = 'b2@x.br')),
    );
    expect(advanceBase(base, mine, theirs, { keys })).toEqual(
      edit((v) => ((v.nome = 'Cartório B'), (v.usuarios[1].email = 'b2@x.br'))),
    );
  });

  it('a value a colleague changed and changed back is sent as they left it, not as the value in between', () => {
    const mine = edit((v) => (v.endereco.numero = '99'));
    // The form took the colleague's first change (nome B) while the person was typing the number.
    const between = edit((v) => (v.nome = 'Cartório B'));
    const formBase = advanceBase(base, mine, between, { keys });
    const formValues = mergeThreeWay(base, mine, between, { keys }).merged;
    // Then the colleague changed the name back; the save reads it once more.
    const result = mergeThreeWay(formBase, formValues, structuredClone(base), { keys });
    expect(result.conflicts).toEqual([]);
    expect(result.merged.nome).toBe('Cartório A');
    expect(result.merged.endereco.numero).toBe('99');
    // With the old base the name in between went out, with no conflict: what the issue found.
    expect(mergeThreeWay(base, formValues, structuredClone(base), { keys }).merged.nome).toBe('Cartório B');
  });
});

describe('entries matched by login', () => {
  const byLogin = { usuarios: { id: 'usuarioId', alsoBy: 'login' } };
  const u = (usuarioId: number | null, login: string, email = `${login}@x.br`) => ({ usuarioId, login, email });

  it('a new block whose login the server already has takes its id: never sent as a second user', () => {
    const start = { usuarios: [u(1, 'ana')] };
    const mine = { usuarios: [u(1, 'ana'), u(null, 'novo')] };
    // An earlier save whose answer never came created it on the server.
    const theirs = { usuarios: [u(1, 'ana'), u(9, 'novo')] };
    const result = mergeThreeWay(start, mine, theirs, { keys: byLogin });
    expect(result.conflicts).toEqual([]);
    expect(result.merged.usuarios).toEqual([u(1, 'ana'), u(9, 'novo')]);
  });

  it('keeps a colleague’s change and a colleague’s new user', () => {
    const start = { usuarios: [u(1, 'ana'), u(2, 'bia')] };
    const mine = { usuarios: [u(1, 'ana', 'ana@novo.br'), u(2, 'bia')] };
    const theirs = { usuarios: [u(1, 'ana'), u(2, 'bia', 'bia@novo.br'), u(3, 'caio')] };
    expect(mergeThreeWay(start, mine, theirs, { keys: byLogin }).merged.usuarios).toEqual([
      u(1, 'ana', 'ana@novo.br'),
      u(2, 'bia', 'bia@novo.br'),
      u(3, 'caio'),
    ]);
  });

  it('a list whose entries share an id or a login is named, so it is not written back', () => {
    expect(listsWithRepeatedKeys({ usuarios: [u(1, 'ana'), u(null, 'ana')] }, byLogin)).toEqual(['usuarios']);
    expect(listsWithRepeatedKeys({ usuarios: [u(1, 'ana'), u(1, 'bia')] }, byLogin)).toEqual(['usuarios']);
    expect(listsWithRepeatedKeys({ usuarios: [u(1, 'ana'), u(null, 'bia'), u(null, '')] }, byLogin)).toEqual([]);
  });
});

describe('sameValue', () => {
  it.each([
    [new Date(2020, 0, 1), new Date(2020, 0, 1), true],
    [new Date(2020, 0, 1), '2020-01-01', false],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [[1, 2], [2, 1], false],
    [null, undefined, false],
  ])('%o and %o: %s', (a, b, expected) => expect(sameValue(a, b)).toBe(expected));
});
