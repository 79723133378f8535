import { snapshotDb, loadDb } from './db';
import type { SeedData } from './db/seed';
import { resetMockData } from './data';
import { mockRuntime } from './lib/runtime';

/**
 * Keeps the demo's data in this browser: saved after every change, restored on reload, and
 * followed by the other tabs of the demo (they reload it before their next call). When storage
 * is unavailable or full the demo keeps working in memory and says so once.
 */
export const DEMO_DATA_STORAGE_KEY = 'anoreg-painel:dados-demo';
const SNAPSHOT_VERSION = 1;

interface Snapshot {
  version: number;
  data: SeedData;
}

let staleFromOtherTab = false;
let persistenceAvailable = true;
let saveTimer: ReturnType<typeof setTimeout> | undefined;

function readSnapshot(): SeedData | null {
  try {
    const raw = localStorage.getItem(DEMO_DATA_STORAGE_KEY);
    if (!raw) return null;
    const snapshot = JSON.parse(raw) as Snapshot;
    return snapshot.version === SNAPSHOT_VERSION ? snapshot.data : null;
  } catch {
    return null;
  }
}

function saveNow() {
  saveTimer = undefined;
  if (!persistenceAvailable) return;
  try {
    localStorage.setItem(DEMO_DATA_STORAGE_KEY, JSON.stringify({ version: SNAPSHOT_VERSION, data: snapshotDb() } satisfies Snapshot));
  } catch (error) {
    persistenceAvailable = false;
    console.warn('[demo] Não foi possível guardar os dados de demonstração neste navegador; eles valem até recarregar a página.', error);
  }
}

export function scheduleSave() {
  if (saveTimer === undefined) saveTimer = setTimeout(saveNow, 100);
}

export async function startBrowserPersistence() {
  const saved = readSnapshot();
  try {
    if (saved) await loadDb(saved);
    else await resetMockData();
  } catch {
    // A snapshot from an older contract: start again from the seed.
    await resetMockData();
  }
  if (!saved) saveNow();

  mockRuntime.onDataChanged = scheduleSave;
  mockRuntime.beforeEachCall = async () => {
    if (!staleFromOtherTab) return;
    staleFromOtherTab = false;
    const latest = readSnapshot();
    if (latest) await loadDb(latest);
  };
  window.addEventListener('storage', (event) => {
    if (event.key === DEMO_DATA_STORAGE_KEY) staleFromOtherTab = true;
  });
  window.addEventListener('pagehide', () => {
    if (saveTimer !== undefined) {
      clearTimeout(saveTimer);
      saveNow();
    }
  });
}

/** Back to the seed in this tab and, through storage, in the others. */
export async function restoreDemoData() {
  await resetMockData();
  saveNow();
}
