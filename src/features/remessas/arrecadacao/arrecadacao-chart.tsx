import { useId } from 'react';
import {
  formatCentavos,
  mesCurto,
  percentualPago,
  resumoDoMes,
  type ArrecadacaoDoMes,
  type MesKey,
} from './arrecadacao';

interface ArrecadacaoChartProps {
  /** The id of the chart's title (the card's heading, drawn before the figures arrive): its accessible name. */
  titleId: string;
  meses: ArrecadacaoDoMes[];
  /** The month chosen (its bar pressed), if any: the summary speaks of it. */
  escolhido: MesKey | undefined;
  /** A bar pressed: that month (or none, when it was the chosen one). */
  onEscolher: (mes: MesKey | undefined) => void;
}

/** 1, 2, 2,5 or 5 times a power of ten, at least `value`: the top of the scale. */
function topoDaEscala(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  return ([1, 2, 2.5, 5, 10].find((step) => step * power >= value) ?? 10) * power;
}

/** Made on first use: R$ 50 mil, R$ 1,2 mi. */
let compact: Intl.NumberFormat | undefined;
const escala = (centavos: number) => {
  compact ??= new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL', notation: 'compact' });
  return compact.format(centavos / 100).replace(/\u00a0/g, ' ');
};

const TICKS = [1, 0.75, 0.5, 0.25, 0];

/**
 * Paid and pending per month, stacked (docs/decisions/0030-arrecadacao-chart.md): each month a
 * button that chooses it, named by its figures, so the chart works by keyboard and screen reader;
 * the bars are boxes sized in CSS, with no chart library. Its text alternative is the table
 * "Arrecadação por mês"; its summary says the chosen (or the latest) month's share paid.
 * `<h2 id={titleId}>Pago e pendente por mês</h2><ArrecadacaoChart titleId={titleId} meses={arrecadacao.meses} escolhido={mes} onEscolher={setMes} />`
 */
export function ArrecadacaoChart({ titleId, meses, escolhido, onEscolher }: ArrecadacaoChartProps) {
  const summaryId = useId();
  const topo = topoDaEscala(Math.max(0, ...meses.map((mes) => mes.cobrado)));
  const resumido = meses.find((mes) => mes.mes === escolhido) ?? meses.at(-1);
  const share = (value: number) => `${((value / topo) * 100).toFixed(2)}%`;

  return (
    <figure className="arrecadacao-chart" aria-labelledby={titleId} aria-describedby={summaryId}>
      <div className="arrecadacao-chart__header">
        <p id={summaryId} className="arrecadacao-chart__summary" aria-live="polite">
          {resumido && resumoDoMes(resumido)}
        </p>
        <span className="arrecadacao-chart__legend" aria-hidden="true">
          <span className="arrecadacao-chart__key arrecadacao-chart__key--pago">Pago</span>
          <span className="arrecadacao-chart__key arrecadacao-chart__key--pendente">Pendente</span>
        </span>
      </div>
      <div className="arrecadacao-chart__plot">
        <div className="arrecadacao-chart__scale" aria-hidden="true">
          {TICKS.map((tick) => (
            <span key={tick} className="arrecadacao-chart__tick" style={{ bottom: `${tick * 100}%` }}>
              {escala(topo * tick)}
            </span>
          ))}
        </div>
        <ol className="arrecadacao-chart__bars">
          {meses.map((mes) => {
            const chosen = mes.mes === escolhido;
            return (
              <li key={mes.mes} className="arrecadacao-chart__month">
                <button
                  type="button"
                  className="arrecadacao-chart__bar"
                  aria-pressed={chosen}
                  aria-label={`${mesCurto(mes.mes)}: pago ${formatCentavos(mes.pago)}, pendente ${formatCentavos(mes.pendente)}, ${percentualPago(mes)} pago`}
                  onClick={() => onEscolher(chosen ? undefined : mes.mes)}
                >
                  <span className="arrecadacao-chart__track">
                    <span className="arrecadacao-chart__stack" style={{ height: share(mes.cobrado) }}>
                      <span className="arrecadacao-chart__pendente" style={{ flexGrow: mes.pendente }} />
                      <span className="arrecadacao-chart__pago" style={{ flexGrow: mes.pago }} />
                    </span>
                  </span>
                  <span className="arrecadacao-chart__label">{mesCurto(mes.mes)}</span>
                </button>
              </li>
            );
          })}
        </ol>
      </div>
    </figure>
  );
}
