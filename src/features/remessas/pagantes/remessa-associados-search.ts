import { situacaoRemessaOf } from '@/config/domain';
import type { AssociadoDaRemessa } from '@/generated/model';
import { onlyDigits } from '@/utils/br/digits';
import { forEachInSlices } from '@/utils/yield-to-page';
import { situacaoIdDoAssociado } from '../remessa-rules';

/*
 * The detail page's view of a remessa's payers, which it already has: how many are in each
 * situação, and which ones a search and a situação show. A remessa of the national month has
 * 12,500 payers, so the page never folds every name on each keystroke: the search runs over an
 * index built once per answer, in slices after the table is on screen.
 */

/** The situações a payer shows (its badge's text), in the order staff read a month: paid first. */
export const SITUACOES_PAGANTE = ['Pago', 'Enviado', 'Enviando', 'Erro no envio', 'Em preparação'] as const;
export type SituacaoPagante = (typeof SITUACOES_PAGANTE)[number];

/** The payer's situação as its badge says it (2 and 6 both read Enviando; no status of its own, Em preparação). */
export const situacaoPaganteOf = (associado: AssociadoDaRemessa) =>
  situacaoRemessaOf(situacaoIdDoAssociado(associado)).label as SituacaoPagante;

/** Each payer's situação, in the list's order, and how many are in each. */
export interface Situacoes {
  of: readonly AssociadoDaRemessa[];
  each: SituacaoPagante[];
  counts: Record<SituacaoPagante, number>;
}

/** One pass over the payers: `situacoesOf(remessa.associados).counts.Pago`. */
export function situacoesOf(associados: readonly AssociadoDaRemessa[]): Situacoes {
  const counts = Object.fromEntries(SITUACOES_PAGANTE.map((situacao) => [situacao, 0])) as Record<
    SituacaoPagante,
    number
  >;
  const each = associados.map((associado) => {
    const situacao = situacaoPaganteOf(associado);
    counts[situacao] += 1;
    return situacao;
  });
  return { of: associados, each, counts };
}

/** Lowercase, without accents or surrounding spaces: `foldText(' João ')` → `'joao'`; a missing text is `''`. */
const foldText = (text: string | null | undefined) =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim();

/** What the search looks in, per payer: name and e-mail folded, and the CPF/CNPJ's digits. */
export interface PayerIndex {
  of: readonly AssociadoDaRemessa[];
  texts: string[];
  documents: string[];
}

const textOf = (associado: AssociadoDaRemessa) => foldText(`${associado.nome ?? ''}\n${associado.email ?? ''}`);

/** The index at once (a few payers, a test). `indexPayers(associados)` */
export const indexPayers = (associados: readonly AssociadoDaRemessa[]): PayerIndex => ({
  of: associados,
  texts: associados.map(textOf),
  documents: associados.map((associado) => onlyDigits(associado.cpfCnpj)),
});

/** The index in slices of ~30 ms, so 12,500 payers never block the page: `await indexPayersInSlices(associados)`. */
export async function indexPayersInSlices(associados: readonly AssociadoDaRemessa[]): Promise<PayerIndex> {
  const index: PayerIndex = { of: associados, texts: [], documents: [] };
  await forEachInSlices(associados, (associado) => {
    index.texts.push(textOf(associado));
    index.documents.push(onlyDigits(associado.cpfCnpj));
  });
  return index;
}

/** What a person typed, as the index compares it. */
function searchTerms(search: string) {
  const text = foldText(search);
  // Only a search made of digits and mask characters is a document: "2º Ofício" is a name.
  const digits = /^[\d.\-/\s]+$/.test(text) ? onlyDigits(text) : '';
  return { text, digits };
}

/**
 * The payers a search (name or e-mail ignoring case and accents, or CPF/CNPJ with or without the
 * mask) and a situação show, in the list's order; an empty search and no situação keep everyone.
 * Without an index or situações given, they are made here (a few payers, a test).
 * `selectPayers(associados, { index, situacoes }, 'silva', 'Pago')`
 */
export function selectPayers(
  associados: readonly AssociadoDaRemessa[],
  { index, situacoes }: { index?: PayerIndex; situacoes?: Situacoes },
  search: string,
  situacao: SituacaoPagante | null,
): AssociadoDaRemessa[] {
  const { text, digits } = searchTerms(search);
  if (!text && !situacao) return associados as AssociadoDaRemessa[];
  const searched = text ? (index ?? indexPayers(associados)) : undefined;
  const each = situacao ? (situacoes ?? situacoesOf(associados)).each : undefined;
  const shown: AssociadoDaRemessa[] = [];
  for (let position = 0; position < associados.length; position++) {
    if (each && each[position] !== situacao) continue;
    if (
      searched &&
      !searched.texts[position].includes(text) &&
      !(digits.length > 0 && searched.documents[position].includes(digits))
    )
      continue;
    shown.push(associados[position]);
  }
  return shown;
}
