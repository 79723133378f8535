import { SituacaoBadge } from '@/components/badges/situacao-badge';
import { InfoList, type InfoItem } from '@/components/record/info-list';
import { tipoAssociadoLabels, tipoRemessaLabels } from '@/config/domain';
import type { RemessaDetalhe } from '@/generated/model';
import { formatDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import { hasVariableValue } from '../remessa-rules';

/** The remessa's own data on its detail page, in the spec's order (section 2). */
export function RemessaResumo({ remessa }: { remessa: RemessaDetalhe }) {
  const wide = { wide: true };
  const items: InfoItem[] = [
    ['Tipo', tipoRemessaLabels[remessa.tipoRemessa.tipoRemessaId]],
    ['Nome', remessa.observacao],
    [
      'Situação',
      <SituacaoBadge key="situacao" situacaoRemessaId={remessa.situacaoRemessa.situacaoRemessaId} principal />,
    ],
    ['Descrição', remessa.descricao, wide],
    ['Parágrafo Personalizado', remessa.paragrafoPersonalizado, wide],
    ['Valor', hasVariableValue(remessa.tipoRemessa.tipoRemessaId) ? 'Variável' : formatMoney(remessa.valorRemessa)],
    ['Data de vencimento', formatDate(remessa.dataVencimento)],
    ['Valor pago', formatMoney(remessa.totalPago)],
    ['Valor pendente', formatMoney(remessa.totalPendente)],
    ['Pagantes', tipoAssociadoLabels[remessa.tipoAssociado.tipoAssociadoId]],
  ];
  return (
    <section className="card" aria-labelledby="remessa-resumo-titulo">
      <h2 id="remessa-resumo-titulo">Dados da remessa</h2>
      <InfoList items={items} />
    </section>
  );
}
