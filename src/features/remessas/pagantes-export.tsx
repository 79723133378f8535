import { errorAlert, useDialogs } from '@/components/dialogs';
import { CsvExportButton } from '@/components/list/csv-export-button';
import { obterRemessa } from '@/generated/api/remessas/remessas';
import { getErrorMessage } from '@/lib/http/error-message';
import { buildPagantesCsv, pagantesCsvFileName } from './pagantes-csv';

/**
 * Exportar pagantes: every associate of the remessa (whatever the page's search shows), read again
 * so payments that came in since the page last refreshed are in the file. The answer goes to the
 * file only, as the associates' export does: putting 10,000 payers in the page's cache would
 * compare and re-render them in one block. A failure says why in the Erro! alert.
 */
export function ExportarPagantesButton({ remessaId }: { remessaId: number }) {
  const { alert } = useDialogs();
  return (
    <CsvExportButton
      label="Exportar pagantes"
      runningStatus="Exportando pagantes…"
      build={async (onProgress) => {
        const remessa = await obterRemessa(remessaId);
        return {
          parts: await buildPagantesCsv(remessa.associados, window.location.origin, onProgress),
          fileName: pagantesCsvFileName(remessaId, new Date()),
        };
      }}
      onError={(error) => void alert(errorAlert(getErrorMessage(error)))}
    />
  );
}
