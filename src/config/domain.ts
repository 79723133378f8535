import {
  SituacaoRemessaId,
  TipoAssociadoId,
  TipoRemessaId,
  type SituacaoRemessaId as SituacaoRemessaIdValue,
  type TipoAssociadoId as TipoAssociadoIdValue,
  type TipoRemessaId as TipoRemessaIdValue,
} from '@/generated/model';

/** Names of the contract's enumerations, as the spec writes them (section 3). */
export const tipoAssociadoLabels: Record<TipoAssociadoIdValue, string> = {
  [TipoAssociadoId.ASSOCIADOS]: 'Associados',
  [TipoAssociadoId.INTERNOS]: 'Internos',
};

export const tipoRemessaLabels: Record<TipoRemessaIdValue, string> = {
  [TipoRemessaId.MENSALIDADE]: 'Mensalidade',
  [TipoRemessaId.ARRECADACAO_DE_FUNDOS]: 'Arrecadação de Fundos',
  [TipoRemessaId.EVENTO_MENSAL]: 'Evento Mensal',
  [TipoRemessaId.AVULSA]: 'Avulsa',
};

/** Status badges by code (spec section 4): the text and the badge's colour. */
export const situacoesRemessa: Record<
  SituacaoRemessaIdValue,
  { label: string; severity: 'secondary' | 'warning' | 'info' | 'success' | 'danger' }
> = {
  [SituacaoRemessaId.EM_PREPARACAO]: { label: 'Em preparação', severity: 'secondary' },
  [SituacaoRemessaId.ENVIANDO]: { label: 'Enviando', severity: 'warning' },
  [SituacaoRemessaId.ENVIADO]: { label: 'Enviado', severity: 'info' },
  [SituacaoRemessaId.PAGO]: { label: 'Pago', severity: 'success' },
  [SituacaoRemessaId.ERRO_NO_ENVIO]: { label: 'Erro no envio', severity: 'danger' },
  [SituacaoRemessaId.REENVIANDO]: { label: 'Enviando', severity: 'warning' },
};

/** A status code's badge (text and colour); unknown or missing codes read as 1 Em preparação (spec section 4). */
export const situacaoRemessaOf = (situacaoRemessaId: number | null | undefined) =>
  situacoesRemessa[
    situacaoRemessaId && situacaoRemessaId in situacoesRemessa
      ? (situacaoRemessaId as SituacaoRemessaIdValue)
      : SituacaoRemessaId.EM_PREPARACAO
  ];

/** Status badge texts by code (spec section 4). */
export const situacaoRemessaLabels = Object.fromEntries(
  Object.entries(situacoesRemessa).map(([id, { label }]) => [id, label]),
) as Record<SituacaoRemessaIdValue, string>;

/** Type-1 remessas include associates whose monthly fee is above this amount (R$ 1,00). */
export const MENSALIDADE_MINIMA_REMESSA = 1;
