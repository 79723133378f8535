import { situacaoRemessaOf } from '@/config/domain';
import type { AssociadoDaRemessa } from '@/generated/model';
import { formatDate, formatDay } from '@/utils/br/dates';
import { nameWithDocument } from '@/utils/br/masks';
import { formatMoney } from '@/utils/br/money';
import { buildCsv, type CsvColumn } from '@/utils/csv';
import { boletoPageUrl, pagamentoGiroIdOf } from './boleto-link';
import { situacaoDoAssociado, situacaoIdDoAssociado } from '../remessa-rules';

/**
 * The columns of Exportar pagantes, for reconciling a remessa: who, how much, the status the
 * page's badge shows (its text from config/domain.ts; the date has its own column), when it was
 * paid, and the link staff send (`origin`: the panel's address).
 */
export const pagantesCsvColumns = (origin: string): CsvColumn<AssociadoDaRemessa>[] => [
  { header: 'Associado', value: (associado) => nameWithDocument(associado.nome, associado.cpfCnpj) },
  { header: 'Email', value: (associado) => associado.email },
  { header: 'Valor', value: (associado) => formatMoney(situacaoDoAssociado(associado)?.valorPagamento) },
  { header: 'Situação', value: (associado) => situacaoRemessaOf(situacaoIdDoAssociado(associado)).label },
  { header: 'Data de pagamento', value: (associado) => formatDate(situacaoDoAssociado(associado)?.dataPagamento) },
  {
    header: 'Link do boleto',
    value: (associado) => {
      const pagamentoGiroId = pagamentoGiroIdOf(associado);
      return pagamentoGiroId ? boletoPageUrl(pagamentoGiroId, origin) : '';
    },
  },
];

/**
 * The payers' CSV (the associates' export's conventions: ';', UTF-8 BOM, CRLF, every cell quoted),
 * as text parts for a Blob, built in slices.
 * `downloadCsv({ parts: await buildPagantesCsv(associados, location.origin), fileName: pagantesCsvFileName(id, new Date()), rows: associados.length })`
 */
export const buildPagantesCsv = (
  associados: readonly AssociadoDaRemessa[],
  origin: string,
  onProgress?: (fraction: number) => void,
) => buildCsv(associados, pagantesCsvColumns(origin), { delimiter: ';', onProgress });

/** `Remessa_12_14-05-2026.csv`: the day as the associates' export writes it (a file name cannot hold "/"). */
export const pagantesCsvFileName = (remessaId: number, date: Date) =>
  `Remessa_${remessaId}_${formatDay(date, '-')}.csv`;
