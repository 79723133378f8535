import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { formatMoney } from '@/utils/br/money';
import { SITUACOES_PAGANTE, type SituacaoPagante } from './remessa-associados-search';

const number = new Intl.NumberFormat('pt-BR');
/** Whole percent, rounded down: 12,499 of 12,500 is 99 %, never a 100 % that is not there. */
const percentOf = (part: number, whole: number) => (whole > 0 ? Math.floor((part / whole) * 100) : 0);

interface PagantesResumoProps {
  /** Payers in the remessa. */
  total: number;
  counts: Record<SituacaoPagante, number>;
  /** The remessa's totals in R$ (the latest the page knows). */
  totalPago: number;
  totalPendente: number;
  /** The situação whose payers alone are shown, or null for every payer. */
  situacao: SituacaoPagante | null;
  onSituacao: (situacao: SituacaoPagante | null) => void;
}

/**
 * A big remessa at a glance, above its payers: how many paid and how much, against the whole, and
 * the number in each situação, each a filter that shows only those (pressed again, everyone).
 * `<PagantesResumo total={n} counts={situacoes.counts} totalPago={…} totalPendente={…} situacao={s} onSituacao={setS} />`
 */
export function PagantesResumo({ total, counts, totalPago, totalPendente, situacao, onSituacao }: PagantesResumoProps) {
  const id = useId();
  const valorTotal = totalPago + totalPendente;
  return (
    <div className="pagantes-resumo">
      <div className="pagantes-resumo__progresso">
        <div className="pagantes-resumo__medida">
          <label htmlFor={`${id}-pagantes`}>Pagantes que pagaram</label>
          <progress id={`${id}-pagantes`} max={Math.max(total, 1)} value={counts.Pago} />
          <span>
            {number.format(counts.Pago)} de {number.format(total)} ({percentOf(counts.Pago, total)}%)
          </span>
        </div>
        <div className="pagantes-resumo__medida">
          <label htmlFor={`${id}-valor`}>Valor pago</label>
          <progress id={`${id}-valor`} max={valorTotal > 0 ? valorTotal : 1} value={totalPago} />
          <span>
            {formatMoney(totalPago)} de {formatMoney(valorTotal)} ({percentOf(totalPago, valorTotal)}%)
          </span>
        </div>
      </div>
      <div className="pagantes-resumo__situacoes" role="group" aria-label="Filtrar pagantes por situação">
        <SituacaoButton label="Todos" count={total} pressed={situacao === null} onClick={() => onSituacao(null)} />
        {SITUACOES_PAGANTE.map((each) => (
          <SituacaoButton
            key={each}
            label={each}
            count={counts[each]}
            pressed={situacao === each}
            onClick={() => onSituacao(situacao === each ? null : each)}
          />
        ))}
      </div>
    </div>
  );
}

function SituacaoButton({
  label,
  count,
  pressed,
  onClick,
}: {
  label: string;
  count: number;
  pressed: boolean;
  onClick: () => void;
}) {
  return (
    <Button
      label={`${label}: ${number.format(count)}`}
      size="small"
      severity="secondary"
      variant={pressed ? 'filled' : 'outlined'}
      aria-pressed={pressed}
      onClick={onClick}
    />
  );
}
