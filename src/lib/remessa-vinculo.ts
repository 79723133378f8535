import type { AssociadoDaRemessa, AssociadoResumo, RemessaDetalhe, RemessaVincular } from '@/generated/model';

/** An associate of the remessa as the vincular call takes it: without its status in the remessa. */
export function toAssociadoResumo(associado: AssociadoDaRemessa | AssociadoResumo): AssociadoResumo {
  if (!('associadoRemessas' in associado)) return associado;
  const { associadoRemessas: _associadoRemessas, ...resumo } = associado;
  return resumo;
}

/**
 * Body of POST /api/remessas/vincular, which replaces the remessa's associates with the list sent:
 * adding is re-posting everyone plus the new ones, removing is re-posting everyone else.
 * Each associate goes once, in the order given.
 * `toRemessaVincular(remessa, [...remessa.associados, ...escolhidos])`
 */
export function toRemessaVincular(
  remessa: RemessaDetalhe,
  associados: (AssociadoDaRemessa | AssociadoResumo)[],
): RemessaVincular {
  const byId = new Map<number, AssociadoResumo>();
  for (const associado of associados) {
    if (!byId.has(associado.associadoId)) byId.set(associado.associadoId, toAssociadoResumo(associado));
  }
  return {
    descricao: remessa.descricao,
    observacao: remessa.observacao,
    paragrafoPersonalizado: remessa.paragrafoPersonalizado,
    tipoRemessa: remessa.tipoRemessa,
    dataVencimento: remessa.dataVencimento,
    valorRemessa: remessa.valorRemessa,
    tipoAssociado: remessa.tipoAssociado,
    remessaId: remessa.remessaId,
    associadosRemessa: [...byId.values()],
  };
}
