import { Tag } from '@/components/ui/tag';
import { situacaoRemessaOf } from '@/config/domain';
import { SituacaoRemessaId } from '@/generated/model';
import { formatDate } from '@/utils/br/dates';

interface SituacaoBadgeProps {
  situacaoRemessaId: number | null | undefined;
  /** Payment date of one associate; with status 4 outside the remessa's own badge it shows "Pago em". */
  dataPagamento?: string | null;
  /** The remessa's own status (detail header, remessas list): never "Pago em". */
  principal?: boolean;
}

/** Remessa status badge by code (spec section 4); unknown codes read as 1 Em preparação. */
export function SituacaoBadge({ situacaoRemessaId, dataPagamento, principal = false }: SituacaoBadgeProps) {
  const { label, severity } = situacaoRemessaOf(situacaoRemessaId);
  const paidOn =
    situacaoRemessaId === SituacaoRemessaId.PAGO && !principal && dataPagamento ? formatDate(dataPagamento) : '';
  return <Tag value={paidOn ? `Pago em ${paidOn}` : label} severity={severity} />;
}
