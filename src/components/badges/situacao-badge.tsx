import { Tag } from './tag';
import { situacaoRemessaLabels } from '@/config/domain';
import { SituacaoRemessaId } from '@/generated/model';
import { formatDate } from '@/utils/br/dates';

const severities: Record<number, 'secondary' | 'warning' | 'info' | 'success' | 'danger'> = {
  [SituacaoRemessaId.EM_PREPARACAO]: 'secondary',
  [SituacaoRemessaId.ENVIANDO]: 'warning',
  [SituacaoRemessaId.ENVIADO]: 'info',
  [SituacaoRemessaId.PAGO]: 'success',
  [SituacaoRemessaId.ERRO_NO_ENVIO]: 'danger',
  [SituacaoRemessaId.REENVIANDO]: 'warning',
};

interface SituacaoBadgeProps {
  situacaoRemessaId: number | null | undefined;
  /** Payment date of one associate; with status 4 outside the remessa's own badge it shows "Pago em". */
  dataPagamento?: string | null;
  /** The remessa's own status (detail header, remessas list): never "Pago em". */
  principal?: boolean;
}

/** Remessa status badge by code (spec section 4); unknown codes read as 1 Em preparação. */
export function SituacaoBadge({ situacaoRemessaId, dataPagamento, principal = false }: SituacaoBadgeProps) {
  const code =
    situacaoRemessaId && situacaoRemessaId in situacaoRemessaLabels
      ? situacaoRemessaId
      : SituacaoRemessaId.EM_PREPARACAO;
  const label = situacaoRemessaLabels[code as keyof typeof situacaoRemessaLabels];
  const paidOn = code === SituacaoRemessaId.PAGO && !principal && dataPagamento ? formatDate(dataPagamento) : '';
  return <Tag value={paidOn ? `Pago em ${paidOn}` : label} severity={severities[code]} />;
}
