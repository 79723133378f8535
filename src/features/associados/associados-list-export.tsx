import { CsvExportButton, IncompleteExportError } from '@/components/list/csv-export-button';
import { missingRowsText } from '@/components/list/missing-rows';
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
        // Every associate, added since the list loaded too; a server that stops giving rows leaves
        // some out, and a file that claims every associate would lie.
        const answer = await associadosSearch.readAll(search, { total });
        if (answer.data.length < answer.total)
          throw new IncompleteExportError(
            missingRowsText(
              answer.total - answer.data.length,
              answer.total,
              { plural: 'associados' },
              'o arquivo não foi gerado',
            ),
          );
        return {
          parts: await buildAssociadosCsv(answer.data, onProgress),
          fileName: associadosCsvFileName(new Date()),
          rows: answer.data.length,
        };
      }}
      onError={(error) => console.error('Não foi possível exportar os associados.', loggableError(error))}
    />
  );
}
