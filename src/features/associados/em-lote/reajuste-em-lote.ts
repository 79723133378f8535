import { atualizarAssociado, obterAssociado } from '@/generated/api/associados/associados';
import type { Associado, AssociadoAtualizar } from '@/generated/model';
import type { BatchPlan, Decision } from '@/lib/batch/run-batch';
import { PanelError } from '@/lib/http/error-message';
import { refuseUnsafeSendBack } from '@/lib/http/send-back-guard';
import { mergeThreeWay } from '@/lib/three-way-merge';
import { associadoFormKeys, describeAssociadoConflict } from '../associado-conflicts';
import { associadoFieldTexts } from '../associado-field-catalog';
import { associadoFormSchema, associadoFormToPayload, type AssociadoFormValues } from '../associado-form-schema';
import { associadoSendBack, associadoToForm } from '../associado-form-values';
import { toCents, type ReajusteRow } from './reajuste';

/*
 * Reajustar mensalidade of many associates, as the batch engine runs it (src/lib/batch); loaded when
 * it starts (api.ts, useReajusteEmLote). Each associate is read when its turn comes and saved as the
 * edit form saves it (docs/decisions/0016-concurrent-edits.md): what the person chose is the base,
 * the new mensalidade theirs, the server's record the colleague's; a field a colleague changed
 * meanwhile is kept, and a mensalidade a colleague changed since the preview is left as it is.
 */

const withMensalidade = (values: AssociadoFormValues, mensalidade: number): AssociadoFormValues => ({
  ...values,
  associacao: { ...values.associacao, mensalidade },
});

/** The fields of a record the form's rules refuse, by the form's labels (the catalog's): "Telefone, CEP". */
const refusedFields = (issues: { path: PropertyKey[] }[]) =>
  [
    ...new Set(
      issues.map((issue) => {
        const path = issue.path.filter((part) => typeof part === 'string').join('.');
        return associadoFieldTexts[path]?.label ?? path;
      }),
    ),
  ].join(', ');

/** The associate as saved with its new mensalidade, or why not. */
export async function decideReajuste(
  row: ReajusteRow,
  read: () => Promise<Associado>,
): Promise<Decision<AssociadoAtualizar>> {
  const current = refuseUnsafeSendBack(await read(), { ...associadoSendBack, ids: { usuarios: 'usuarioId' } });
  const theirs = associadoToForm(current);
  if (toCents(theirs.associacao.mensalidade ?? 0) === toCents(row.nova))
    return { skip: 'Já estava com a nova mensalidade.' };
  // What the person saw when choosing (the list's row): the merge's base.
  const base = withMensalidade(associadoToForm({ ...current, ...row.associado }), row.atual);
  const mine = withMensalidade(base, row.nova);
  const { merged, conflicts } = mergeThreeWay(base, mine, theirs, { keys: associadoFormKeys });
  const mensalidade = conflicts.find((conflict) => conflict.path === 'associacao.mensalidade');
  if (mensalidade) {
    const { label, theirs: agora } = describeAssociadoConflict(mensalidade, { mine, theirs });
    return { skip: `${label} alterada por outra pessoa depois da prévia (agora ${agora}): ficou como está.` };
  }
  const parsed = associadoFormSchema.safeParse(merged);
  if (!parsed.success)
    throw new PanelError(
      `O cadastro tem dados que o formulário não aceita (${refusedFields(parsed.error.issues)}): abra-o, corrija e tente de novo.`,
    );
  return { write: { ...associadoFormToPayload(parsed.data), associadoId: row.id } };
}

/** Reajustar mensalidade: each associate to the value its preview showed. */
export const reajusteEmLote: BatchPlan<ReajusteRow, AssociadoAtualizar> = {
  read: (row, send) => decideReajuste(row, () => send(() => obterAssociado(row.id))),
  write: ([item]) => atualizarAssociado(item!.write),
  landed: async ({ row }, send) =>
    toCents((await send(() => obterAssociado(row.id))).associacao.mensalidade) === toCents(row.nova),
  gone: 'Já tinha sido excluído por outra pessoa.',
};
