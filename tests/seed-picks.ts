import { db } from '@mocks/db';

/**
 * Whether a person tells this remessa apart among the associate's remessas (the table "Últimas
 * remessas do associado" names a row by its description): no other remessa of theirs has the same.
 * Two do in some seeds (two Mensalidades of one month), so tests that find a row by it pick one that
 * is unique rather than lean on the day the seed was made.
 */
export function hasOwnDescricao(associadoId: number, remessaId: number): boolean {
  const descricaoOf = (id: number) => db.remessas.findFirst((q) => q.where({ remessaId: id }))?.descricao;
  const descricao = descricaoOf(remessaId);
  return db.vinculos
    .findMany((q) => q.where({ associadoId }))
    .every((vinculo) => vinculo.remessaId === remessaId || descricaoOf(vinculo.remessaId) !== descricao);
}
