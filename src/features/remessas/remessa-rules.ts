import { SituacaoRemessaId, TipoRemessaId, type AssociadoDaRemessa, type AssociadoRemessa } from '@/generated/model';
import { isEditableSituacao } from '@/lib/remessa-status';

/**
 * What may be done with a remessa and its associates in each status (spec section 4).
 * `isEditable(remessa.situacaoRemessa.situacaoRemessaId)`
 */
/** 1 Em preparação and 5 Erro no envio: edit, add or remove associates, send, delete (src/lib/remessa-status.ts). */
export const isEditable = isEditableSituacao;

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
export const situacaoDoAssociado = (associado: AssociadoDaRemessa): AssociadoRemessa | undefined =>
  associado.associadoRemessas[0];

/**
 * The associate's own status code in the remessa; undefined for a link not sent yet, which has no
 * status of its own (its badge shows the default, 1 Em preparação).
 */
export const situacaoIdDoAssociado = (associado: AssociadoDaRemessa): number | undefined =>
  situacaoDoAssociado(associado)?.situacaoRemessa?.situacaoRemessaId ?? undefined;

/** Per-associate row actions are off while the associate is 1 Em preparação or 4 Pago (spec section 4). */
export function rowActionsDisabled(associadoSituacao: number | undefined) {
  return associadoSituacao === SituacaoRemessaId.EM_PREPARACAO || associadoSituacao === SituacaoRemessaId.PAGO;
}

/**
 * Why the associate's Deletar is off, or undefined when it is on (spec section 4):
 * - a link not sent yet (no status of its own) may be removed while the remessa is editable (1 or 5);
 * - 1 Em preparação and 4 Pago: off;
 * - 3 Enviado: Deletar beside Baixar boleto, whatever the remessa's own status;
 * - any other status (2, 5, 6): while the remessa is editable.
 */
export function deletarIndisponivel(
  associadoSituacao: number | undefined,
  situacaoRemessaId: number,
): string | undefined {
  if (associadoSituacao === SituacaoRemessaId.PAGO) return 'O associado já pagou esta remessa.';
  if (rowActionsDisabled(associadoSituacao)) return 'Ações disponíveis depois do envio da remessa.';
  if (associadoSituacao === SituacaoRemessaId.ENVIADO) return undefined;
  if (!isEditable(situacaoRemessaId)) return 'A remessa não pode ser alterada nesta situação.';
  return undefined;
}

/** A boleto exists once the associate's status is 3 Enviado. */
export const hasBoleto = (situacaoRemessaId: number | undefined) => situacaoRemessaId === SituacaoRemessaId.ENVIADO;

/** Where each situação stands in a month's course, for sorting by Situação: Em preparação first, Pago last. */
const COURSE_OF_A_MONTH: Record<number, number> = {
  [SituacaoRemessaId.EM_PREPARACAO]: 0,
  [SituacaoRemessaId.ERRO_NO_ENVIO]: 1,
  [SituacaoRemessaId.ENVIANDO]: 2,
  [SituacaoRemessaId.REENVIANDO]: 2,
  [SituacaoRemessaId.ENVIADO]: 3,
  [SituacaoRemessaId.PAGO]: 4,
};

/**
 * A situação as a number to sort by, in the order of a month's course (no status of its own is Em
 * preparação, as its badge says); a payment's day within Pago, so the latest payments come last
 * ascending and first descending ("who paid last").
 * `{ key: 'situacao', value: (associado) => situacaoSortValue(situacaoIdDoAssociado(associado), dataPagamento) }`
 */
export function situacaoSortValue(situacaoRemessaId: number | undefined, dataPagamento?: string | null): number {
  const step = COURSE_OF_A_MONTH[situacaoRemessaId ?? SituacaoRemessaId.EM_PREPARACAO] ?? 0;
  const paidAt = step === COURSE_OF_A_MONTH[SituacaoRemessaId.PAGO] && dataPagamento ? Date.parse(dataPagamento) : 0;
  // Days since 1970 stay below 10^13 ms for centuries: the step always weighs more.
  return step * 1e13 + (Number.isNaN(paidAt) ? 0 : paidAt);
}
