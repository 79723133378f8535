import { useState } from 'react';
import { ListButton } from '@/components/list/list-button';
import { buscarAssociados } from '@/generated/api/associados/associados';
import type { AssociadoBuscaRequest } from '@/generated/model';
import { loggableError } from '@/lib/http/loggable-error';
import { csvBlob, downloadFile } from '@/utils/csv';
import { associadosCsvFileName, buildAssociadosCsv } from './associados-csv';

interface ExportarAssociadosButtonProps {
  /** The list's current search and filters: the file holds every associate they match. */
  search: Pick<AssociadoBuscaRequest, 'descricao' | 'filtros'>;
  /** The total the list shows: the export asks for that many rows at once. */
  total: number;
}

/**
 * Exportar Associados: repeats the list's search with numPage 1 and numRows = total, writes the CSV
 * in slices (the page stays usable) and downloads it. While it runs the button shows the progress;
 * a failure is only logged and the button returns to normal (spec section 8).
 */
export function ExportarAssociadosButton({ search, total }: ExportarAssociadosButtonProps) {
  // null: idle; a number: the share of rows written so far.
  const [progress, setProgress] = useState<number | null>(null);

  const exportar = async () => {
    if (progress !== null) return;
    setProgress(0);
    try {
      let answer = await buscarAssociados({ ...search, numPage: 1, numRows: Math.max(total, 1) });
      // Associates added since the list loaded: ask again for all of them.
      if (answer.total > answer.data.length)
        answer = await buscarAssociados({ ...search, numPage: 1, numRows: answer.total });
      const parts = await buildAssociadosCsv(answer.data, setProgress);
      downloadFile(csvBlob(parts), associadosCsvFileName(new Date()));
    } catch (error) {
      console.error('Não foi possível exportar os associados.', loggableError(error));
    } finally {
      setProgress(null);
    }
  };

  const running = progress !== null;
  return (
    <>
      <ListButton
        label={running ? `Exportando… ${Math.round(progress * 100)}%` : 'Exportar Associados'}
        icon={running ? 'pi pi-spin pi-spinner' : 'pi pi-download'}
        outlined
        aria-busy={running}
        disabled={running}
        onClick={() => void exportar()}
      />
      <span className="visually-hidden" role="status">
        {running ? 'Exportando associados…' : ''}
      </span>
    </>
  );
}
