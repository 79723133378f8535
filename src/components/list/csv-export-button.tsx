import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadCsv, type CsvFile } from '@/lib/download-csv';
import { IncompleteReadError } from './read-every-row';

interface CsvExportButtonProps {
  label: string;
  /** Said to screen readers while it runs: "Exportando associados…". */
  runningStatus: string;
  /**
   * Reads the rows and writes the file (buildCsv, in slices), telling the share of rows written; says
   * how many. An IncompleteReadError (readEveryRow: the server did not send every row) makes no file:
   * the button says what is missing instead. Resolving undefined makes no file either (not confirmed).
   */
  build: (onProgress: (fraction: number) => void) => Promise<CsvFile | undefined>;
  onError: (error: unknown) => void;
}

/**
 * A list's export: builds the CSV in slices (the page stays usable) and downloads it (downloadCsv,
 * which tells the page `painel:csv`). While it runs the button shows the progress and a second
 * click does nothing.
 * `<CsvExportButton label="Exportar Associados" runningStatus="Exportando associados…" build={…} onError={…} />`
 */
export function CsvExportButton({ label, runningStatus, build, onError }: CsvExportButtonProps) {
  // null: idle; a number: the share of rows written so far.
  const [progress, setProgress] = useState<number | null>(null);
  const [incomplete, setIncomplete] = useState<string>();

  const exportar = async () => {
    if (progress !== null) return;
    setProgress(0);
    setIncomplete(undefined);
    try {
      const file = await build(setProgress);
      if (file) downloadCsv(file);
    } catch (error) {
      if (error instanceof IncompleteReadError) setIncomplete(`${error.message} Tente exportar de novo mais tarde.`);
      else onError(error);
    } finally {
      setProgress(null);
    }
  };

  const running = progress !== null;
  return (
    <>
      <Button
        label={running ? `Exportando… ${Math.round(progress * 100)}%` : label}
        icon="pi-download"
        variant="outlined"
        loading={running}
        onClick={() => void exportar()}
      />
      <span className="visually-hidden" role="status">
        {running ? runningStatus : ''}
      </span>
      {incomplete && (
        <p className="notice" role="alert">
          {incomplete}
        </p>
      )}
    </>
  );
}
