import { useDialogs } from '@/components/dialogs';
import type { CsvFile } from '@/lib/download-csv';
import { loggableError } from '@/lib/http/loggable-error';
import type { SelectionAction } from './selection-bar';
import { howMany, type SelectionNoun } from './selection-texts';

/**
 * "Exportar selecionados": after its confirm, the chosen rows as a CSV, handed to the browser by
 * `downloadCsv` (which tells the page `painel:csv`). A failure is only logged (spec section 8).
 * `const exportar = useExportAction({ noun, build: async (rows) => ({ parts: await buildUsuariosCsv(rows), fileName, rows: rows.length }) })`
 */
export function useExportAction<T>({
  noun,
  build,
}: {
  noun: SelectionNoun;
  build: (rows: T[]) => Promise<CsvFile>;
}): SelectionAction<T> {
  const { confirm } = useDialogs();
  const selecionados = noun.feminine ? 'selecionadas' : 'selecionados';
  return {
    label: `Exportar ${selecionados}`,
    icon: 'pi-download',
    run: async (chosen) => {
      const count = howMany(chosen.length, noun);
      const { confirmed } = await confirm({
        title: `Exportar ${count}?`,
        description: `Um arquivo CSV com ${chosen.length === 1 ? (noun.feminine ? 'a' : 'o') : noun.feminine ? 'as' : 'os'} ${count} ${chosen.length === 1 ? selecionados.slice(0, -1) : selecionados} será baixado.`,
        confirmLabel: 'Exportar',
      });
      if (!confirmed) return;
      try {
        const [{ downloadCsv }, file] = await Promise.all([
          import('@/lib/download-csv'),
          build(chosen.map(({ row }) => row)),
        ]);
        downloadCsv(file);
      } catch (error) {
        console.error(`Não foi possível exportar ${count}.`, loggableError(error));
      }
    },
  };
}
