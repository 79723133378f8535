import { csvBlob, downloadFile } from '@/utils/csv';
import { dispatchAppEvent, type AppEvents } from './app-events';

/** A CSV file ready to download: buildCsv's text parts, the file's name and what it holds. */
export interface CsvFile extends Omit<AppEvents['painel:csv'], 'fileName'> {
  parts: string[];
  fileName: string;
}

/**
 * The one way the panel hands a CSV to the browser: downloads it and tells the page (`painel:csv`,
 * src/lib/app-events.ts), which the demo's exercises listen to.
 * `downloadCsv({ parts: await buildAssociadosCsv(rows), fileName: 'ListaAssociados_14-05-2026.csv', rows: rows.length })`
 */
export function downloadCsv({ parts, fileName, rows, situacao }: CsvFile) {
  downloadFile(csvBlob(parts), fileName);
  dispatchAppEvent('painel:csv', { fileName, rows, situacao });
}
