import { tipoAssociadoLabels } from '@/config/domain';
import type { AssociadoResumo } from '@/generated/model';
import { buildCsv, type CsvColumn } from '@/utils/csv';
import { formatPhone, nameWithDocument } from '@/utils/br/masks';
import { formatDay } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';

/** The export's columns, named and ordered as spec section 3 lists them. */
export const associadosCsvColumns: CsvColumn<AssociadoResumo>[] = [
  { header: 'Associado', value: (associado) => nameWithDocument(associado.nome, associado.cpfCnpj) },
  { header: 'Email', value: (associado) => associado.email },
  { header: 'Telefone', value: (associado) => formatPhone(associado.telefone) },
  { header: 'Mensalidade', value: (associado) => formatMoney(associado.associacao?.mensalidade ?? 0) },
  {
    header: 'Associacao',
    value: (associado) => nameWithDocument(associado.associacao?.nomeCartorio, associado.associacao?.cnpjCartorio),
  },
  { header: 'Ativo', value: (associado) => (associado.ativo ? 'Sim' : 'Não') },
  { header: 'Logradouro', value: (associado) => associado.endereco?.logradouro },
  { header: 'Numero', value: (associado) => associado.endereco?.numero },
  { header: 'Complemento', value: (associado) => associado.endereco?.complemento },
  { header: 'Bairro', value: (associado) => associado.endereco?.bairro },
  { header: 'Cidade', value: (associado) => associado.endereco?.cidade },
  { header: 'UF', value: (associado) => associado.endereco?.uf },
  {
    header: 'Tipo_Associado',
    value: ({ tipoAssociado }) =>
      tipoAssociado?.tipoAssociadoNome || (tipoAssociado ? tipoAssociadoLabels[tipoAssociado.tipoAssociadoId] : ''),
  },
];

/**
 * The associates' CSV (';', UTF-8 BOM, CRLF), as text parts for a Blob, built in slices.
 * `downloadCsv({ parts: await buildAssociadosCsv(rows), fileName: associadosCsvFileName(new Date()), rows: rows.length })`
 */
export const buildAssociadosCsv = (rows: readonly AssociadoResumo[], onProgress?: (fraction: number) => void) =>
  buildCsv(rows, associadosCsvColumns, { delimiter: ';', onProgress });

/** `ListaAssociados_14-05-2026.csv`: the day in pt-BR order, with dashes (a file name cannot hold "/"). */
export const associadosCsvFileName = (date: Date) => `ListaAssociados_${formatDay(date, '-')}.csv`;
