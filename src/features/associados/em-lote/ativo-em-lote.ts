import type { RowOrigin, SelectedRow } from '@/components/list/use-list-selection';
import { alternarAtivoAssociado, obterAssociado } from '@/generated/api/associados/associados';
import type { AssociadoBuscaRequest, AssociadoResumo } from '@/generated/model';
import { associadosSearch } from '@/lib/api/searches';
import type { BatchPlan, Decision, Send } from '@/lib/batch/run-batch';

/*
 * Inativar and Ativar of many associates, as the batch engine runs them (src/lib/batch); loaded when
 * one starts (api.ts, useAtivoEmLote). GET /api/associados/ativar/{id} toggles whatever the status
 * is: each associate is read when its turn comes, and one already in the wanted status is left alone.
 */

type Row = SelectedRow<AssociadoResumo>;

/** What to do with `row` when the server says it is `ativoAgora`: toggle it, or leave it and say why. */
export function decideAtivo(row: Row, ativoAgora: boolean, ativo: boolean): Decision<number> {
  const seen = row.row.ativo;
  if (ativoAgora === ativo) {
    if (seen === ativo) return { skip: ativo ? 'Já estava ativo.' : 'Já estava inativo.' };
    return { skip: ativo ? 'Já tinha sido ativado por outra pessoa.' : 'Já tinha sido inativado por outra pessoa.' };
  }
  // Chosen in the wanted status, changed by a colleague since: theirs stands.
  if (seen === ativo)
    return {
      skip: ativo
        ? 'Foi inativado por outra pessoa depois da seleção: ficou como está.'
        : 'Foi ativado por outra pessoa depois da seleção: ficou como está.',
    };
  return { write: row.id };
}

/**
 * The page of the search at which every index of `from`–`to` sits on one page no larger than twice
 * their span: `{ numPage, numRows }`, or undefined when there is none.
 */
export function pageHolding(from: number, to: number) {
  const span = to - from + 1;
  for (let numRows = span; numRows <= 2 * span; numRows++) {
    if (Math.floor(from / numRows) === Math.floor(to / numRows))
      return { numPage: Math.floor(from / numRows) + 1, numRows };
  }
  return undefined;
}

/**
 * The rows of a window that came from one search, read again where they were found: one search
 * call gives the status of each (a row not found there, moved by a record added or deleted meanwhile,
 * is read alone by the engine).
 */
async function readWhereFound(rows: Row[], ativo: boolean, send: Send) {
  const found = new Map<number, Decision<number>>();
  const bySearch = new Map<string, { search: object; rows: Row[] }>();
  for (const row of rows) {
    if (!row.from) continue;
    const key = JSON.stringify(row.from.search);
    const group = bySearch.get(key) ?? { search: row.from.search, rows: [] };
    group.rows.push(row);
    bySearch.set(key, group);
  }
  for (const { search, rows: group } of bySearch.values()) {
    const indexes = group.map((row) => (row.from as RowOrigin).index);
    const page = group.length > 1 ? pageHolding(Math.min(...indexes), Math.max(...indexes)) : undefined;
    if (!page) continue;
    const { data } = await send(() => associadosSearch.readPage({ ...(search as AssociadoBuscaRequest), ...page }));
    const agora = new Map(data.map((associado) => [associado.associadoId, associado.ativo]));
    for (const row of group) {
      const ativoAgora = agora.get(row.id);
      if (ativoAgora !== undefined) found.set(row.id, decideAtivo(row, ativoAgora, ativo));
    }
  }
  return found;
}

/** Inativar (`ativo` false) or Ativar (true) the chosen associates. */
export const ativoEmLote = (ativo: boolean): BatchPlan<Row, number> => ({
  readMany: (rows, send) => readWhereFound(rows, ativo, send),
  read: async (row, send) => decideAtivo(row, (await send(() => obterAssociado(row.id))).ativo, ativo),
  write: ([item]) => alternarAtivoAssociado(item!.write),
  landed: async ({ row }, send) => (await send(() => obterAssociado(row.id))).ativo === ativo,
  gone: 'Já tinha sido excluído por outra pessoa.',
});
