import { CsvExportButton } from '@/components/list/csv-export-button';
import { buscarAssociados } from '@/generated/api/associados/associados';
import type { AssociadoBuscaRequest } from '@/generated/model';
import { loggableError } from '@/lib/http/loggable-error';
import { associadosCsvFileName, buildAssociadosCsv } from './associados-csv';

interface ExportarAssociadosButtonProps {
  /** The list's current search and filters: the file holds every associate they match. */
  search: Pick<AssociadoBuscaRequest, 'descricao' | 'filtros'>;
  /** The total the list shows: the export asks for that many rows at once. */
  total: number;
}

/**
 * Exportar Associados: repeats the list's search with numPage 1 and numRows = total, writes the CSV
 * and downloads it; a failure is only logged and the button returns to normal (spec section 8).
 */
export function ExportarAssociadosButton({ search, total }: ExportarAssociadosButtonProps) {
  return (
    <CsvExportButton
      label="Exportar Associados"
      runningStatus="Exportando associados…"
      build={async (onProgress) => {
        let answer = await buscarAssociados({ ...search, numPage: 1, numRows: Math.max(total, 1) });
        // Associates added since the list loaded: ask again for all of them.
        if (answer.total > answer.data.length)
          answer = await buscarAssociados({ ...search, numPage: 1, numRows: answer.total });
        return {
          parts: await buildAssociadosCsv(answer.data, onProgress),
          fileName: associadosCsvFileName(new Date()),
        };
      }}
      onError={(error) => console.error('Não foi possível exportar os associados.', loggableError(error))}
    />
  );
}
