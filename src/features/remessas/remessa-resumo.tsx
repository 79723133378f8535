import type { ReactNode } from 'react';
import { SituacaoBadge } from '@/components/badges/situacao-badge';
import { tipoAssociadoLabels, tipoRemessaLabels } from '@/config/domain';
import type { RemessaDetalhe } from '@/generated/model';
import { formatDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import { hasVariableValue } from './remessa-rules';

/** The remessa's own data on its detail page, in the spec's order (section 2). */
export function RemessaResumo({ remessa }: { remessa: RemessaDetalhe }) {
  const items: [string, ReactNode][] = [
    ['Tipo', tipoRemessaLabels[remessa.tipoRemessa.tipoRemessaId]],
    ['Nome', remessa.observacao || '—'],
    [
      'Situação',
      <SituacaoBadge key="situacao" situacaoRemessaId={remessa.situacaoRemessa.situacaoRemessaId} principal />,
    ],
    ['Descrição', remessa.descricao],
    ['Parágrafo Personalizado', remessa.paragrafoPersonalizado || '—'],
    ['Valor', hasVariableValue(remessa.tipoRemessa.tipoRemessaId) ? 'Variável' : formatMoney(remessa.valorRemessa)],
    ['Data de vencimento', formatDate(remessa.dataVencimento)],
    ['Valor pago', formatMoney(remessa.totalPago)],
    ['Valor pendente', formatMoney(remessa.totalPendente)],
    ['Pagantes', tipoAssociadoLabels[remessa.tipoAssociado.tipoAssociadoId]],
  ];
  return (
    <section className="card" aria-labelledby="remessa-resumo-titulo">
      <h2 id="remessa-resumo-titulo">Dados da remessa</h2>
      <dl className="remessa-resumo">
        {items.map(([label, value]) => (
          <div
            key={label}
            className={`remessa-resumo__item ${label === 'Parágrafo Personalizado' || label === 'Descrição' ? 'remessa-resumo__item--wide' : ''}`}
          >
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
