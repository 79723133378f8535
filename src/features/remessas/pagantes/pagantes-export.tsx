import { errorAlert, useDialogs } from '@/components/dialogs';
import { CsvExportButton } from '@/components/list/csv-export-button';
import type { AssociadoDaRemessa } from '@/generated/model';
import { getErrorMessage } from '@/lib/http/error-message';
import { buildPagantesCsv, pagantesCsvFileName } from './pagantes-csv';
import type { SituacaoPagante } from './remessa-associados-search';

/**
 * Exportar pagantes: the payers the page shows, as its search and situação chose them (Enviado
 * alone: who has not paid yet), as the page last read them (it says when: "Atualizado às…";
 * Atualizar reads them again first). Nothing is read for it: a remessa of 12,500 payers is 10 MB.
 * A failure says why in the Erro! alert.
 */
export function ExportarPagantesButton({
  remessaId,
  associados,
  situacao,
}: {
  remessaId: number;
  associados: readonly AssociadoDaRemessa[];
  /** The situação pressed, which chose `associados` (with the search). */
  situacao: SituacaoPagante | null;
}) {
  const { alert } = useDialogs();
  return (
    <CsvExportButton
      label="Exportar pagantes"
      runningStatus="Exportando pagantes…"
      build={async (onProgress) => ({
        parts: await buildPagantesCsv(associados, window.location.origin, onProgress),
        fileName: pagantesCsvFileName(remessaId, new Date()),
        rows: associados.length,
        situacao: situacao ?? undefined,
      })}
      onError={(error) => void alert(errorAlert(getErrorMessage(error)))}
    />
  );
}
