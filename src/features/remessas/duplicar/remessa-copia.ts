import { tipoAssociadoLabels } from '@/config/domain';
import {
  TipoRemessaId,
  type AssociadoResumo,
  type RemessaDetalhe,
  type TipoAssociadoId,
  type TipoRemessaId as TipoRemessaIdValue,
} from '@/generated/model';
import { addMonthsClamped, nextMonthsInText, toDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import { remessaToForm, type RemessaFormValues } from '../formulario/remessa-form-schema';

/*
 * Duplicar remessa: next month's remessa made from this month's (the Mensalidade of December is
 * November's with a new due date and a new name), and which of its payers still pay it.
 */

/**
 * The new-remessa form filled from `original` for the month after: Tipo, Pagantes, Valor, Parágrafo
 * personalizado as they were; the month and year its Nome and Descrição name moved on a month
 * ("novembro de 2026" → "dezembro de 2026", "12/2026" → "01/2027"); Data de vencimento a month on
 * (the last day of a shorter month: 31/01 → 28/02).
 * `useSchemaForm(remessaFormSchema, copiaDoMesSeguinte(original))`
 */
export function copiaDoMesSeguinte(original: RemessaDetalhe): RemessaFormValues {
  const vencimento = toDate(original.dataVencimento);
  return {
    ...remessaToForm(original),
    observacao: nextMonthsInText(original.observacao ?? ''),
    descricao: nextMonthsInText(original.descricao),
    dataVencimento: vencimento && addMonthsClamped(vencimento, 1),
    situacaoRemessaId: null,
  };
}

/** A payer of the original left out of the copy, and why: "Cartório X — inativo". */
export interface PaganteDeixado {
  associadoId: number;
  nome: string;
  motivo: string;
}

export interface PagantesDaCopia {
  /** As the search answered them now (their current data goes in the vincular), in the original's order. */
  incluidos: AssociadoResumo[];
  /** By name. */
  deixados: PaganteDeixado[];
}

const byName = new Intl.Collator('pt-BR');

/**
 * Which of the original's payers the copy takes: those the associates' search for the copy's
 * Pagantes and Tipo still finds (the server's own rule: of that tipo of associado, and for a
 * Mensalidade a monthly fee above R$ 1,00) and that are active. The others are left out, each with
 * why, as far as the original's copy of them tells (inativo, another tipo, the fee, or gone).
 * `pagantesDaCopia(original.associados, elegiveis, { tipoAssociadoId: 1, tipoRemessaId: 1 })`
 */
export function pagantesDaCopia(
  pagantes: readonly AssociadoResumo[],
  elegiveis: readonly AssociadoResumo[],
  copia: { tipoAssociadoId: TipoAssociadoId; tipoRemessaId: TipoRemessaIdValue },
): PagantesDaCopia {
  const found = new Map(elegiveis.map((associado) => [associado.associadoId, associado]));
  const incluidos: AssociadoResumo[] = [];
  const deixados: PaganteDeixado[] = [];
  for (const pagante of pagantes) {
    const now = found.get(pagante.associadoId);
    if (now?.ativo) incluidos.push(now);
    else
      deixados.push({ associadoId: pagante.associadoId, nome: pagante.nome, motivo: whyLeftOut(pagante, now, copia) });
  }
  deixados.sort((a, b) => byName.compare(a.nome, b.nome));
  return { incluidos, deixados };
}

function whyLeftOut(
  pagante: AssociadoResumo,
  now: AssociadoResumo | undefined,
  { tipoAssociadoId, tipoRemessaId }: { tipoAssociadoId: TipoAssociadoId; tipoRemessaId: TipoRemessaIdValue },
) {
  if (now) return 'inativo';
  if (pagante.tipoAssociado?.tipoAssociadoId !== tipoAssociadoId)
    return `não é do tipo ${tipoAssociadoLabels[tipoAssociadoId]}`;
  const mensalidade = pagante.associacao?.mensalidade;
  if (tipoRemessaId === TipoRemessaId.MENSALIDADE && typeof mensalidade === 'number' && mensalidade <= 1)
    return `mensalidade de ${formatMoney(mensalidade)}, até R$ 1,00`;
  return 'não está mais entre os pagantes (pode ter sido excluído ou mudado de tipo)';
}

/**
 * What "Incluir os mesmos N associados" did, carried to the new remessa's page (the history entry's
 * state: a reload still shows it): how many were linked and who was left out, or why it failed.
 */
export interface CopiaDePagantes {
  origemId: number;
  origemDescricao: string;
  /** The original's payers: the N of "Incluir os mesmos N associados". */
  pedidos: number;
  incluidos?: number;
  deixados?: PaganteDeixado[];
  /** The link failed: what the person is told; the page offers to try again. */
  erro?: string;
}

/** The state a history entry carries, if it is a CopiaDePagantes (a state from elsewhere, or an old one, is not). */
export function copiaDePagantesOf(state: unknown): CopiaDePagantes | undefined {
  const copia = (state as { copiaDePagantes?: CopiaDePagantes } | null)?.copiaDePagantes;
  return copia && typeof copia.origemId === 'number' && typeof copia.pedidos === 'number' ? copia : undefined;
}
