import { situacaoRemessaOf } from '@/config/domain';
import { TipoRemessaId, type Remessa } from '@/generated/model';
import { formatDate, formatDay } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import { buildCsv, type CsvColumn } from '@/utils/csv';

/** The remessas' export: the list's columns, a Mensalidade's Valor as "Variável" (each associate's own). */
export const remessasCsvColumns: CsvColumn<Remessa>[] = [
  { header: 'Descrição', value: (remessa) => remessa.descricao },
  {
    header: 'Valor',
    value: (remessa) =>
      remessa.tipoRemessa.tipoRemessaId === TipoRemessaId.MENSALIDADE ? 'Variável' : formatMoney(remessa.valorRemessa),
  },
  { header: 'Data de vencimento', value: (remessa) => formatDate(remessa.dataVencimento) },
  { header: 'Situação', value: (remessa) => situacaoRemessaOf(remessa.situacaoRemessa.situacaoRemessaId).label },
  { header: 'Total pago', value: (remessa) => formatMoney(remessa.totalPago) },
  { header: 'Total pendente', value: (remessa) => formatMoney(remessa.totalPendente) },
];

/** The remessas' CSV (';', UTF-8 BOM, CRLF, every cell quoted), built in slices. */
export const buildRemessasCsv = (rows: readonly Remessa[], onProgress?: (fraction: number) => void) =>
  buildCsv(rows, remessasCsvColumns, { delimiter: ';', onProgress });

/** `ListaRemessas_14-05-2026.csv`. */
export const remessasCsvFileName = (date: Date) => `ListaRemessas_${formatDay(date, '-')}.csv`;
