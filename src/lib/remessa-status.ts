import { situacaoRemessaLabels } from '@/config/domain';
import {
  SituacaoRemessaId,
  type AssociadoDaRemessa,
  type SituacaoRemessaId as SituacaoRemessaIdValue,
} from '@/generated/model';
import { PanelError } from '@/lib/http/error-message';

/*
 * What may be done with a remessa in each status (spec section 4), checked on the record as the
 * server has it now, right before every write that changes it: an edit, a vincular, a send. The
 * screen's copy may be seconds old while a colleague starts sending it; the panel does not leave
 * it to the server to refuse (docs/decisions/0029-writes-that-cannot-lie.md).
 */

/** 1 Em preparação and 5 Erro no envio: edit, add or remove associates, send, delete. */
const EDITABLE = new Set<number>([SituacaoRemessaId.EM_PREPARACAO, SituacaoRemessaId.ERRO_NO_ENVIO]);

/** `isEditableSituacao(remessa.situacaoRemessa.situacaoRemessaId)` */
export const isEditableSituacao = (situacaoRemessaId: number) => EDITABLE.has(situacaoRemessaId);

const labelOf = (situacaoRemessaId: number) =>
  situacaoRemessaLabels[situacaoRemessaId as SituacaoRemessaIdValue] ?? `situação ${situacaoRemessaId}`;

interface WithSituacao {
  situacaoRemessa: { situacaoRemessaId: number };
}

/** The refusal of a write on a remessa that has left 1 and 5 meanwhile: nothing was sent. */
export function remessaChangedStatusError({ situacaoRemessa }: WithSituacao) {
  return new PanelError(
    `Esta remessa não pode mais ser alterada: ela está agora em "${labelOf(situacaoRemessa.situacaoRemessaId)}" (outra pessoa pode ter iniciado o envio). Nada foi enviado.`,
  );
}

/**
 * Throws the refusal unless `fresh` (the remessa as the server has it now) may still be edited,
 * have associates added or removed, or be sent.
 * `refuseUnlessEditable(await obterRemessa(id))`
 */
export function refuseUnlessEditable<T extends WithSituacao>(fresh: T): T {
  if (!isEditableSituacao(fresh.situacaoRemessa.situacaoRemessaId)) throw remessaChangedStatusError(fresh);
  return fresh;
}

/**
 * Removing `associadoId` from `fresh`: while it may be edited, always; once sent, only an associate
 * whose boleto went out (3 Enviado) may still leave (spec section 4; the mock server's rule too).
 * `refuseUnlessRemovable(fresh, associadoId)`
 */
export function refuseUnlessRemovable(fresh: WithSituacao & { associados: AssociadoDaRemessa[] }, associadoId: number) {
  if (isEditableSituacao(fresh.situacaoRemessa.situacaoRemessaId)) return;
  const link = fresh.associados.find((associado) => associado.associadoId === associadoId);
  const own = link?.associadoRemessas[0]?.situacaoRemessa?.situacaoRemessaId;
  if (own !== SituacaoRemessaId.ENVIADO) throw remessaChangedStatusError(fresh);
}
