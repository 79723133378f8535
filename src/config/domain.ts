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

/** Status badge texts by code (spec section 4). */
export const situacaoRemessaLabels: Record<SituacaoRemessaIdValue, string> = {
  [SituacaoRemessaId.EM_PREPARACAO]: 'Em preparação',
  [SituacaoRemessaId.ENVIANDO]: 'Enviando',
  [SituacaoRemessaId.ENVIADO]: 'Enviado',
  [SituacaoRemessaId.PAGO]: 'Pago',
  [SituacaoRemessaId.ERRO_NO_ENVIO]: 'Erro no envio',
  [SituacaoRemessaId.REENVIANDO]: 'Enviando',
};

/** Type-1 remessas include associates whose monthly fee is above this amount (R$ 1,00). */
export const MENSALIDADE_MINIMA_REMESSA = 1;
