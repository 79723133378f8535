import { db, loadDb, type CollectionName } from './db';
import {
  applyChanges,
  baselineOf,
  changesAreValid,
  diffFromBaseline,
  seedFromBaseline,
  type Baseline,
  type DbChanges,
} from './db/changes';
import type { SessaoRecord } from './db/schema';
import type { SeedData } from './db/seed';
import { seedOf } from './data';
import { cancelLifecycles } from './lib/remessa-lifecycle';
import { resetSimulatedFailures } from './lib/operation';
import { mockRuntime } from './lib/runtime';
import { createStore, useStore } from '@/lib/store';
import { applyScenarioNetwork, DEFAULT_SCENARIO, parseScenario, scenarios, type ScenarioId } from './scenarios';

/**
 * Keeps the demo in this browser (docs/decisions/0005-demo-persistence.md): the scenario, the date
 * its seed was built for, and what changed since. Saved shortly after every change, restored on
 * reload, and followed by the other tabs (they reload it before their next call). When storage is
 * unavailable or full the demo keeps working in memory and the toolbar says so.
 */
export const DEMO_DATA_STORAGE_KEY = 'anoreg-painel:dados-demo';
/** Bump when the seed or the records change, so old saved changes are dropped. */
const SAVED_VERSION = 4;

interface SavedDemo {
  version: number;
  scenario: ScenarioId;
  seedDate: string;
  changes: DbChanges;
}

export type StorageMode = 'navegador' | 'memoria';

export interface DemoStatus {
  scenario: ScenarioId;
  storage: StorageMode;
}

/** Name of the performance measure of building and loading the seed at start (bench:mock reads it). */
export const SEEDING_MEASURE = 'mock:semear';

interface LoadedData {
  scenario: ScenarioId;
  seedDate: string;
  baseline: Baseline;
}

/** What this tab knows of its demo data; a store (src/lib/store.ts), so a reset starts it afresh. */
interface PersistenceState {
  /** The scenario, seed date and baseline of the data in the database; undefined before the first load. */
  loaded?: LoadedData;
  storage: StorageMode;
  /** What this tab last wrote or read in storage, to tell another tab's writes from its own. */
  lastWritten: string | null;
  /** Another tab saved changes: reload them before the next call. */
  staleFromOtherTab: boolean;
}

const state = createStore<PersistenceState>({ storage: 'navegador', lastWritten: null, staleFromOtherTab: false });
const update = (changes: Partial<PersistenceState>) => state.set({ ...state.get(), ...changes });

let refreshing: Promise<void> | undefined;
let saveTimer: ReturnType<typeof setTimeout> | undefined;
/** Whether the window's storage and pagehide listeners are in place (added once per page). */
let listening = false;

const demoStatus = createStore<DemoStatus>({ scenario: DEFAULT_SCENARIO, storage: 'navegador' });
/** Changes after every change of the data, here or from another tab. */
const dataVersion = createStore(0);

export const getDemoStatus = demoStatus.get;

/** The scenario and the storage mode in a component, re-rendering when either changes. */
export const useDemoStatus = () => useStore(demoStatus);

/** Calls `listener` after the data changed here or was reloaded from another tab. */
export const subscribeDemoData = dataVersion.subscribe;

function publishStatus() {
  const { loaded, storage } = state.get();
  const status = demoStatus.get();
  const next: DemoStatus = { scenario: loaded?.scenario ?? DEFAULT_SCENARIO, storage };
  if (next.scenario === status.scenario && next.storage === status.storage) return;
  demoStatus.set(next);
}

const publishData = () => dataVersion.set(dataVersion.get() + 1);

const datasetOf = (scenario: ScenarioId) => scenarios[scenario].dataset;

/** What is stored, or null, also when the browser blocks storage (it throws then). */
function readRaw(): string | null {
  try {
    return localStorage.getItem(DEMO_DATA_STORAGE_KEY);
  } catch {
    return null;
  }
}

function readSaved(): SavedDemo | null {
  try {
    const raw = readRaw();
    if (!raw) return null;
    const saved = JSON.parse(raw) as Partial<SavedDemo>;
    const scenario = parseScenario(saved.scenario);
    const seedDate =
      typeof saved.seedDate === 'string' && !Number.isNaN(Date.parse(saved.seedDate)) ? saved.seedDate : null;
    if (saved.version !== SAVED_VERSION || !scenario || !seedDate || !changesAreValid(saved.changes)) return null;
    return { version: SAVED_VERSION, scenario, seedDate, changes: saved.changes };
  } catch {
    return null;
  }
}

function saveNow() {
  clearTimeout(saveTimer);
  saveTimer = undefined;
  const { storage, loaded } = state.get();
  if (storage === 'memoria' || !loaded) return;
  const live = Object.fromEntries(Object.entries(db).map(([name, collection]) => [name, collection.all()])) as Record<
    CollectionName,
    unknown[]
  >;
  const saved: SavedDemo = {
    version: SAVED_VERSION,
    scenario: loaded.scenario,
    seedDate: loaded.seedDate,
    changes: diffFromBaseline(loaded.baseline, live),
  };
  const raw = JSON.stringify(saved);
  try {
    localStorage.setItem(DEMO_DATA_STORAGE_KEY, raw);
    update({ lastWritten: raw });
  } catch (error) {
    update({ storage: 'memoria' });
    console.warn(
      '[demo] Não foi possível guardar os dados de demonstração neste navegador; eles valem até recarregar a página.',
      error,
    );
    publishStatus();
  }
}

function scheduleSave() {
  if (saveTimer === undefined) saveTimer = setTimeout(saveNow, 100);
}

/** Loads a scenario's seed (rebuilt for `seedDate`) plus saved changes, and keeps the given sessions. */
async function load(
  scenario: ScenarioId,
  seedDate: string,
  changes: DbChanges = {},
  sessions: readonly SessaoRecord[] = [],
) {
  const { loaded } = state.get();
  const reuseBaseline = loaded && datasetOf(loaded.scenario) === datasetOf(scenario) && loaded.seedDate === seedDate;
  const baseline = reuseBaseline ? loaded!.baseline : undefined;
  const seed: SeedData = baseline ? seedFromBaseline(baseline) : seedOf(datasetOf(scenario), new Date(seedDate));
  const nextBaseline = baseline ?? baselineOf(seed);
  const data = applyChanges(seed, changes);
  const userIds = new Set(data.usuarios.map((usuario) => usuario.usuarioId));
  const tokens = new Set(data.sessoes.map((sessao) => sessao.token));
  data.sessoes = [
    ...data.sessoes,
    ...sessions
      .filter((sessao) => userIds.has(sessao.usuarioId) && !tokens.has(sessao.token))
      .map((sessao) => ({ ...sessao })),
  ];
  // Remessas being sent here keep going: their next steps act on the reloaded data.
  await loadDb(data);
  if (state.get().loaded?.scenario !== scenario) resetSimulatedFailures();
  update({ loaded: { scenario, seedDate, baseline: nextBaseline } });
  applyScenarioNetwork(scenario);
}

/** Sessions survive a change of data set, so whoever is signed in stays signed in if they still exist. */
const currentSessions = () => db.sessoes.all().map((sessao) => ({ ...sessao }));

/** Reloads what another tab saved, once, before this tab's next call. */
async function refreshFromOtherTab() {
  const { staleFromOtherTab, storage, lastWritten } = state.get();
  if (!staleFromOtherTab || storage === 'memoria') return;
  update({ staleFromOtherTab: false });
  const raw = readRaw();
  const saved = raw === lastWritten ? null : readSaved();
  if (!saved) return;
  update({ lastWritten: raw });
  await load(saved.scenario, saved.seedDate, saved.changes);
  publishStatus();
  publishData();
}

/** Brings this tab up to date with the others (the mailbox calls it before showing e-mails). */
export function refreshDemoData(): Promise<void> {
  refreshing ??= refreshFromOtherTab().finally(() => {
    refreshing = undefined;
  });
  return refreshing;
}

/**
 * Restores the demo of this browser, or seeds it. `requested` (from `?cenario=`) switches the
 * scenario; the data is kept when the data set stays the same (padrão, instável and lento share it).
 */
export async function startBrowserPersistence(requested?: ScenarioId) {
  update({ storage: 'navegador' });
  const saved = readSaved();
  const scenario = requested ?? saved?.scenario ?? DEFAULT_SCENARIO;
  performance.mark(`${SEEDING_MEASURE}:inicio`);
  if (saved && datasetOf(saved.scenario) === datasetOf(scenario)) {
    await load(scenario, saved.seedDate, saved.changes);
  } else {
    await load(scenario, new Date().toISOString(), {}, saved?.changes.sessoes?.upserts as SessaoRecord[] | undefined);
  }
  performance.measure(SEEDING_MEASURE, `${SEEDING_MEASURE}:inicio`);
  if (!saved || saved.scenario !== scenario) saveNow();
  else update({ lastWritten: readRaw() });
  publishStatus();

  mockRuntime.measureCalls = true;
  mockRuntime.onDataChanged = () => {
    scheduleSave();
    publishData();
  };
  mockRuntime.beforeEachCall = refreshDemoData;
  if (listening) return;
  listening = true;
  window.addEventListener('storage', (event) => {
    if (event.key !== DEMO_DATA_STORAGE_KEY || state.get().storage === 'memoria') return;
    update({ staleFromOtherTab: true });
    // Data is reloaded before the next call; a new scenario at once, so the toolbar follows.
    if (readSaved()?.scenario !== state.get().loaded?.scenario) void refreshDemoData();
    publishData();
  });
  window.addEventListener('pagehide', () => {
    if (saveTimer !== undefined) saveNow();
  });
}

/** Switches the scenario here and, through storage, in the other tabs. A new data set starts from its seed. */
export async function switchScenario(scenario: ScenarioId) {
  await refreshDemoData();
  const { loaded } = state.get();
  if (!loaded || loaded.scenario === scenario) return;
  if (datasetOf(loaded.scenario) === datasetOf(scenario)) {
    update({ loaded: { ...loaded, scenario } });
    applyScenarioNetwork(scenario);
    resetSimulatedFailures();
  } else {
    cancelLifecycles();
    await load(scenario, new Date().toISOString(), {}, currentSessions());
  }
  saveNow();
  publishStatus();
  publishData();
}

/** Back to the seed of the current scenario, here and in the other tabs. Whoever is signed in stays signed in. */
export async function restoreDemoData() {
  cancelLifecycles();
  await load(state.get().loaded?.scenario ?? DEFAULT_SCENARIO, new Date().toISOString(), {}, currentSessions());
  saveNow();
  publishData();
}
