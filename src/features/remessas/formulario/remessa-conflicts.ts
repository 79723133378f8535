import { describeBy } from '@/components/form/record-merge';
import { situacaoRemessaLabels, tipoAssociadoLabels, tipoRemessaLabels } from '@/config/domain';
import type { SituacaoRemessaId, TipoAssociadoId, TipoRemessaId } from '@/generated/model';
import { formatDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import type { RemessaFormValues } from './remessa-form-schema';

export const REMESSA_CHANGED_BY_OTHER = 'Esta remessa foi alterada por outra pessoa enquanto você editava.';

/** A choice of a select, by the text the select shows. */
const labelOf =
  <Id extends string | number>(labels: Record<Id, string>) =>
  (id: Id | null) =>
    id === null ? '' : (labels[id] ?? String(id));

/** The remessa form's conflicts as the dialog lists them: R$ amounts, dd/MM/yyyy, the selects' texts. */
export const describeRemessaConflict = describeBy<RemessaFormValues>({
  tipoRemessaId: { label: 'Tipo de remessa', format: labelOf<TipoRemessaId>(tipoRemessaLabels) },
  observacao: { label: 'Nome' },
  descricao: { label: 'Descrição' },
  paragrafoPersonalizado: { label: 'Parágrafo personalizado' },
  valorRemessa: {
    label: 'Valor da remessa',
    format: (value: number | null) => (value === null ? '' : formatMoney(value)),
  },
  dataVencimento: { label: 'Data de vencimento', format: (value: Date | null) => formatDate(value) },
  tipoAssociadoId: { label: 'Pagantes', format: labelOf<TipoAssociadoId>(tipoAssociadoLabels) },
  situacaoRemessaId: { label: 'Situação', format: labelOf<SituacaoRemessaId>(situacaoRemessaLabels) },
});
