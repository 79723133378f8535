import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildCsv } from '@/utils/csv';
import { onAppEvent, type AppEvents } from './app-events';
import { downloadCsv } from './download-csv';

describe('downloadCsv', () => {
  const { createObjectURL, revokeObjectURL } = URL;
  const stops: (() => void)[] = [];
  afterEach(() => {
    stops.splice(0).forEach((stop) => stop());
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });

  it('hands the file to the browser, then tells the page painel:csv with its name, rows and situação', async () => {
    // jsdom has no object URLs, and would try to navigate on the link's click.
    const downloads: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:teste/1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download);
    });
    const told: { detail: AppEvents['painel:csv']; downloaded: string[] }[] = [];
    stops.push(onAppEvent('painel:csv', (detail) => told.push({ detail, downloaded: [...downloads] })));

    const rows = [{ nome: 'Ana' }, { nome: 'Bruno' }];
    const parts = await buildCsv(rows, [{ header: 'Nome', value: (row) => row.nome }]);
    downloadCsv({ parts, fileName: 'Remessa_48_03-12-2026.csv', rows: rows.length, situacao: 'Enviado' });
    downloadCsv({ parts, fileName: 'ListaAssociados_03-12-2026.csv', rows: rows.length });

    // Each told once its file was handed over.
    expect(told).toEqual([
      {
        detail: { fileName: 'Remessa_48_03-12-2026.csv', rows: 2, situacao: 'Enviado' },
        downloaded: ['Remessa_48_03-12-2026.csv'],
      },
      {
        detail: { fileName: 'ListaAssociados_03-12-2026.csv', rows: 2 },
        downloaded: ['Remessa_48_03-12-2026.csv', 'ListaAssociados_03-12-2026.csv'],
      },
    ]);
  });
});
