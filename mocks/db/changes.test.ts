// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildSeed } from './seed';
import { applyChanges, baselineOf, changesAreValid, diffFromBaseline, type DbChanges } from './changes';

const seed = () =>
  buildSeed({ today: new Date(2026, 10, 22), size: { associados: 12, usuariosGestao: 4, remessas: 6 } });

describe('saved changes', () => {
  it('are empty for an untouched seed', () => {
    const data = seed();
    expect(diffFromBaseline(baselineOf(data), data)).toEqual({});
  });

  it('hold only what was added, changed or removed, and rebuild the same data on the seed', () => {
    const original = seed();
    const baseline = baselineOf(original);
    const current = structuredClone(original);
    current.associados[3] = { ...current.associados[3], nome: 'Cartório Alterado' };
    current.usuarios.splice(1, 1);
    current.emails.push({
      emailId: 1,
      para: 'a@b.com.br',
      assunto: 'Oi',
      texto: 'Texto',
      link: null,
      enviadoEm: '2026-11-22T12:00:00.000Z',
    });

    const changes = diffFromBaseline(baseline, current);
    expect(changes.associados).toEqual({ upserts: [current.associados[3]], deleted: [] });
    expect(changes.usuarios).toEqual({ upserts: [], deleted: [String(original.usuarios[1].usuarioId)] });
    expect(changes.emails?.upserts).toHaveLength(1);
    expect(Object.keys(changes).sort()).toEqual(['associados', 'emails', 'usuarios']);
    expect(changesAreValid(JSON.parse(JSON.stringify(changes)))).toBe(true);
    expect(applyChanges(seed(), JSON.parse(JSON.stringify(changes)) as DbChanges)).toEqual(
      JSON.parse(JSON.stringify(current)),
    );
  });

  it('round-trip any mix of edits, removals and additions', () => {
    const original = seed();
    const baseline = baselineOf(original);
    const edit = fc.record({
      remove: fc.array(fc.nat({ max: original.associados.length - 1 }), { maxLength: 4 }),
      rename: fc.array(
        fc.tuple(fc.nat({ max: original.associados.length - 1 }), fc.string({ minLength: 1, maxLength: 20 })),
        { maxLength: 4 },
      ),
      add: fc.nat({ max: 3 }),
    });
    fc.assert(
      fc.property(edit, ({ remove, rename, add }) => {
        const current = structuredClone(original);
        for (const [index, nome] of rename) current.associados[index] = { ...current.associados[index], nome };
        const removed = new Set(remove.map((index) => current.associados[index].associadoId));
        current.associados = current.associados.filter((associado) => !removed.has(associado.associadoId));
        for (let n = 1; n <= add; n++)
          current.associados.push({ ...original.associados[0], associadoId: 1000 + n, nome: `Novo ${n}` });
        const changes = JSON.parse(JSON.stringify(diffFromBaseline(baseline, current))) as DbChanges;
        expect(applyChanges(seed(), changes)).toEqual(JSON.parse(JSON.stringify(current)));
      }),
      { numRuns: 60 },
    );
  });

  it('are refused when they no longer fit the schemas (saved by an older demo)', () => {
    expect(changesAreValid({ associados: { upserts: [{ associadoId: 'x' }], deleted: [] } })).toBe(false);
    expect(changesAreValid({ tabelaQueNaoExiste: { upserts: [], deleted: [] } })).toBe(false);
    expect(changesAreValid({ usuarios: { upserts: [], deleted: [1] } })).toBe(false);
    expect(changesAreValid(null)).toBe(false);
    expect(changesAreValid({})).toBe(true);
  });
});
