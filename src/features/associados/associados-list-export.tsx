import { CsvExportButton, IncompleteExportError } from '@/components/list/csv-export-button';
import { missingRowsText } from '@/components/list/missing-rows';
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
 * and downloads it; a failure is only logged and the button returns to normal (spec section 8). When
 * the server did not send every associate, no file: the button says how many are missing.
 */
export function ExportarAssociadosButton({ search, total }: ExportarAssociadosButtonProps) {
  return (
    <CsvExportButton
      label="Exportar Associados"
      runningStatus="Exportando associados…"
      build={async (onProgress) => {
        const numRows = Math.max(total, 1);
        let answer = await buscarAssociados({ ...search, numPage: 1, numRows });
        // Associates added since the list loaded: ask again for all of them.
        if (answer.total > numRows) answer = await buscarAssociados({ ...search, numPage: 1, numRows: answer.total });
        // The HTTP client reads a capped server page after page (whole-page.ts); one that stops giving
        // rows leaves some out, and a file that claims every associate would lie.
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
