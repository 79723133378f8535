import type { AssociadoResumo, RemessaDetalhe, RemessaVincular } from '@/generated/model';

/**
 * Body of POST /api/remessas/vincular that takes one associate out of a remessa: the remessa's
 * fields and every other associate, re-posted (the call replaces the whole list).
 * `semAssociado(await obterRemessa(remessaId), associadoId)`
 */
export function semAssociado(remessa: RemessaDetalhe, associadoId: number): RemessaVincular {
  const restantes: AssociadoResumo[] = remessa.associados
    .filter((associado) => associado.associadoId !== associadoId)
    .map(({ associadoRemessas: _associadoRemessas, ...resumo }) => resumo);
  return {
    descricao: remessa.descricao,
    observacao: remessa.observacao,
    paragrafoPersonalizado: remessa.paragrafoPersonalizado,
    tipoRemessa: remessa.tipoRemessa,
    dataVencimento: remessa.dataVencimento,
    valorRemessa: remessa.valorRemessa,
    tipoAssociado: remessa.tipoAssociado,
    remessaId: remessa.remessaId,
    associadosRemessa: restantes,
  };
}
