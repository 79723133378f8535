import { SituacaoRemessaId, type Remessa, type TipoRemessaId } from '@/generated/model';
import { formatMoney } from '@/utils/br/money';
import { formatDay, toDate } from '@/utils/br/dates';
import { buildCsv, type CsvColumn } from '@/utils/csv';

/** How many months the screen shows: the current one and the eleven before it. */
export const MESES_DO_ANO = 12;

/** A calendar month as the address and the code name it: `'2026-05'`. */
export type MesKey = string;

/** What was billed, paid and is pending in one month (or in the year: `totalDoAno`), in centavos. */
export interface ArrecadacaoDoMes {
  mes: MesKey;
  remessas: number;
  cobrado: number;
  pago: number;
  pendente: number;
}

export interface Arrecadacao {
  /** The twelve months, oldest first, each present even when it has no remessa. */
  meses: ArrecadacaoDoMes[];
  /** The twelve months added up. */
  total: ArrecadacaoDoMes;
  /** The remessas of each month, by due date, in the order the server gave them. */
  remessasDoMes: Map<MesKey, Remessa[]>;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `mesKey(new Date(2026, 4, 14))` → `'2026-05'`. */
export const mesKey = (date: Date): MesKey => `${date.getFullYear()}-${pad(date.getMonth() + 1)}`;

/** The first day of a month: `inicioDoMes('2026-05')` → 1 May 2026, local time. */
const inicioDoMes = (mes: MesKey) => new Date(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)) - 1, 1);

/** The months the screen shows, oldest first, ending with `today`'s: `ultimosMeses(new Date(2026, 0, 31))[11]` → `'2026-01'`. */
export function ultimosMeses(today: Date, count = MESES_DO_ANO): MesKey[] {
  return Array.from({ length: count }, (_, index) =>
    mesKey(new Date(today.getFullYear(), today.getMonth() - (count - 1 - index), 1)),
  );
}

/** A month of the screen from the address (`?mes=2026-05`), or undefined for none or one it does not show. */
export const mesOfParam = (value: string, meses: readonly MesKey[]): MesKey | undefined =>
  meses.includes(value) ? value : undefined;

/** Money in whole centavos, so that adding hundreds of amounts never drifts (0.1 + 0.2). */
const centavos = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) ? Math.round(value * 100) : 0;

const vazio = (mes: MesKey): ArrecadacaoDoMes => ({ mes, remessas: 0, cobrado: 0, pago: 0, pendente: 0 });

/**
 * The year by due date (Data de vencimento), from the remessas the search answered: each month's
 * count, billed (Total pago + Total pendente), paid and pending, and their sum, of the remessas that
 * left Em preparação (one still being prepared has billed nobody; it is listed in its month all the same); only the remessas of
 * `tipo` when one is given. A remessa due outside the twelve months, or with no readable due date, is
 * left out. One pass over the rows.
 * `const { meses, total } = arrecadacaoDoAno(remessas, ultimosMeses(startOfToday()), null)`
 */
export function arrecadacaoDoAno(
  remessas: readonly Remessa[],
  meses: readonly MesKey[],
  tipo: TipoRemessaId | null,
): Arrecadacao {
  const porMes = new Map(meses.map((mes) => [mes, vazio(mes)]));
  const remessasDoMes = new Map<MesKey, Remessa[]>(meses.map((mes) => [mes, []]));
  for (const remessa of remessas) {
    if (tipo !== null && remessa.tipoRemessa?.tipoRemessaId !== tipo) continue;
    const vencimento = toDate(remessa.dataVencimento);
    const doMes = vencimento && porMes.get(mesKey(vencimento));
    if (!doMes) continue;
    remessasDoMes.get(doMes.mes)!.push(remessa);
    // Still being prepared, it has billed nobody yet (a missing status reads as Em preparação).
    if (
      (remessa.situacaoRemessa?.situacaoRemessaId ?? SituacaoRemessaId.EM_PREPARACAO) ===
      SituacaoRemessaId.EM_PREPARACAO
    )
      continue;
    const pago = centavos(remessa.totalPago);
    const pendente = centavos(remessa.totalPendente);
    doMes.remessas += 1;
    doMes.pago += pago;
    doMes.pendente += pendente;
    doMes.cobrado += pago + pendente;
  }
  const lista = [...porMes.values()];
  const total = lista.reduce(
    (sum, mes) => ({
      ...sum,
      remessas: sum.remessas + mes.remessas,
      cobrado: sum.cobrado + mes.cobrado,
      pago: sum.pago + mes.pago,
      pendente: sum.pendente + mes.pendente,
    }),
    vazio('total'),
  );
  return { meses: lista, total, remessasDoMes };
}

/** Centavos as the panel shows money: `formatCentavos(123456)` → `'R$ 1.234,56'`. */
export const formatCentavos = (value: number) => formatMoney(value / 100);

/** Made on first use, like the money formatter. */
let umaCasa: Intl.NumberFormat | undefined;

/** The share paid, one decimal and a comma: `percentualPago(mes)` → `'62,5%'`; `'—'` when nothing was billed. */
export function percentualPago({ pago, cobrado }: Pick<ArrecadacaoDoMes, 'pago' | 'cobrado'>): string {
  if (cobrado <= 0) return '—';
  umaCasa ??= new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return `${umaCasa.format((pago / cobrado) * 100)}%`;
}

/** The month as the table writes it, `MM/aaaa`: `mesCurto('2026-05')` → `'05/2026'`. */
export const mesCurto = (mes: MesKey) => `${mes.slice(5, 7)}/${mes.slice(0, 4)}`;

/** The month in words, for sentences: `mesPorExtenso('2026-05')` → `'maio de 2026'`. */
export const mesPorExtenso = (mes: MesKey) =>
  inicioDoMes(mes).toLocaleDateString('pt-BR', { month: 'long', year: 'numeric' });

/** The chart's text summary of a month: "Em maio de 2026, 62,5% pago." */
export const resumoDoMes = (mes: ArrecadacaoDoMes) =>
  mes.cobrado > 0
    ? `Em ${mesPorExtenso(mes.mes)}, ${percentualPago(mes)} pago.`
    : `Em ${mesPorExtenso(mes.mes)}, nada cobrado.`;

/** The table's columns, as the screen and the CSV write them. */
export const arrecadacaoColumns: CsvColumn<ArrecadacaoDoMes>[] = [
  { header: 'Mês', value: (mes) => (mes.mes === 'total' ? 'Total' : mesCurto(mes.mes)) },
  { header: 'Remessas', value: (mes) => mes.remessas },
  { header: 'Cobrado', value: (mes) => formatCentavos(mes.cobrado) },
  { header: 'Pago', value: (mes) => formatCentavos(mes.pago) },
  { header: 'Pendente', value: (mes) => formatCentavos(mes.pendente) },
  { header: '% pago', value: (mes) => percentualPago(mes) },
];

/**
 * The table as a CSV (';', UTF-8 BOM, every cell quoted and formula-safe: src/utils/csv.ts): the
 * twelve months and the total line, as the screen shows them.
 * `downloadCsv({ parts: await buildArrecadacaoCsv(arrecadacao), fileName: arrecadacaoCsvFileName(new Date()), rows: 13 })`
 */
export const buildArrecadacaoCsv = ({ meses, total }: Pick<Arrecadacao, 'meses' | 'total'>) =>
  buildCsv([...meses, total], arrecadacaoColumns, { delimiter: ';' });

/** `Arrecadacao_14-05-2026.csv`, like the associates' export (no "/" in a file name). */
export const arrecadacaoCsvFileName = (date: Date) => `Arrecadacao_${formatDay(date, '-')}.csv`;
