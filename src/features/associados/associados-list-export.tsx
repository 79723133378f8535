import { CsvExportButton } from '@/components/list/csv-export-button';
import { readEveryRow } from '@/components/list/read-every-row';
import type { AssociadoBuscaRequest } from '@/generated/model';
import { associadosSearch } from '@/lib/api/searches';
import { loggableError } from '@/lib/http/loggable-error';
import { associadosCsvFileName, buildAssociadosCsv } from './associados-csv';

interface ExportarAssociadosButtonProps {
  /** The list's current search and filters: the file holds every associate they match. */
  search: Pick<AssociadoBuscaRequest, 'descricao' | 'filtros'>;
  /** The total the list shows: the export asks for that many rows at once (spec section 7). */
  total: number;
}

/**
 * Exportar Associados: repeats the list's search with numPage 1 and numRows = total (read at the
 * server's own page size when it caps its pages: src/lib/api/paged-search.ts), writes the CSV
 * and downloads it; a failure is only logged and the button returns to normal (spec section 8). When
 * the server did not send every associate, no file: the button says how many are missing.
 */
export function ExportarAssociadosButton({ search, total }: ExportarAssociadosButtonProps) {
  return (
    <CsvExportButton
      label="Exportar Associados"
      runningStatus="Exportando associados…"
      build={async (onProgress) => {
        // A file that claims every associate holds every one: a part makes no file.
        const associados = await readEveryRow(
          associadosSearch,
          search,
          total,
          { plural: 'associados' },
          'o arquivo não foi gerado',
        );
        return {
          parts: await buildAssociadosCsv(associados, onProgress),
          fileName: associadosCsvFileName(new Date()),
          rows: associados.length,
        };
      }}
      onError={(error) => console.error('Não foi possível exportar os associados.', loggableError(error))}
    />
  );
}
