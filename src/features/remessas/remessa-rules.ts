import { SituacaoRemessaId, TipoRemessaId, type AssociadoDaRemessa, type AssociadoRemessa } from '@/generated/model';

/**
 * What may be done with a remessa and its associates in each status (spec section 4).
 * `isEditable(remessa.situacaoRemessa.situacaoRemessaId)`
 */
const EDITABLE = new Set<number>([SituacaoRemessaId.EM_PREPARACAO, SituacaoRemessaId.ERRO_NO_ENVIO]);

/** 1 Em preparação and 5 Erro no envio: edit, add or remove associates, send, delete. */
export const isEditable = (situacaoRemessaId: number) => EDITABLE.has(situacaoRemessaId);

/** 5 Erro no envio is sent again with Reenviar; 1 is sent with Iniciar envio. */
export const isResend = (situacaoRemessaId: number) => situacaoRemessaId === SituacaoRemessaId.ERRO_NO_ENVIO;

/** 2 Enviando and 6 Enviando (reenvio): queued, boletos on their way. */
export const isSending = (situacaoRemessaId: number | undefined) =>
  situacaoRemessaId === SituacaoRemessaId.ENVIANDO || situacaoRemessaId === SituacaoRemessaId.REENVIANDO;

/** While the mock (or the bank) is still moving the remessa on, the detail page keeps refreshing. */
export function refreshIntervalOf(situacaoRemessaId: number | undefined): number | false {
  if (isSending(situacaoRemessaId)) return 1500;
  // Boletos sent, payments coming in: slower, since a real remessa can stay here for days.
  if (situacaoRemessaId === SituacaoRemessaId.ENVIADO) return 3000;
  return false;
}

/** Mensalidade takes each associate's monthly fee: no single value. */
export const hasVariableValue = (tipoRemessaId: number) => tipoRemessaId === TipoRemessaId.MENSALIDADE;

/** The associate's own status in the remessa (its first, and in practice only, entry). */
export const situacaoDoAssociado = (associado: AssociadoDaRemessa): AssociadoRemessa | undefined => associado.associadoRemessas[0];

/** Per-associate row actions are off while the associate is 1 Em preparação or 4 Pago. */
export function rowActionsDisabled(situacaoRemessaId: number | undefined) {
  return situacaoRemessaId === undefined || situacaoRemessaId === SituacaoRemessaId.EM_PREPARACAO || situacaoRemessaId === SituacaoRemessaId.PAGO;
}

/** A boleto exists once the associate's status is 3 Enviado. */
export const hasBoleto = (situacaoRemessaId: number | undefined) => situacaoRemessaId === SituacaoRemessaId.ENVIADO;
