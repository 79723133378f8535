import { collectionNames, db, loadDb, recordSchemas, type CollectionName } from './db';
import type { SessaoRecord } from './db/schema';
import type { SeedData } from './db/seed';
import { seedOf } from './data';
import { openDemoStore, type DemoStore, type SavedChange, type SavedDemo } from './demo-store';
import { cancelLifecycles } from './lib/remessa-lifecycle';
import { resetSimulatedFailures } from './lib/operation';
import { mockRuntime } from './lib/runtime';
import { yieldToPage } from './lib/slices';
import { createStore } from '@/lib/store';
import { applyScenarioNetwork, DEFAULT_SCENARIO, parseScenario, scenarios, type ScenarioId } from './scenarios';

/**
 * Keeps the demo in this browser (docs/decisions/0031-demo-data-in-indexeddb.md): the scenario,
 * the day its seed was built for, and every record written since, in IndexedDB (mocks/demo-store.ts).
 * Saved shortly after every change, once the page is idle (what the calls wrote, not the data:
 * linking 12,500 payers is one save of 12,500 links), restored on reload, and sent to the other
 * tabs of the demo, which apply it at once. When the browser cannot store (full, blocked) the demo
 * keeps working in memory and the toolbar says so.
 */
const SAVED_VERSION = 5;
/** Where the demo kept its data before (localStorage): emptied, so it holds nothing stale. */
const OLD_STORAGE_KEY = 'anoreg-painel:dados-demo';
/** The demo's tabs tell each other what they saved. */
const CHANNEL = 'anoreg-painel:dados-demo';

type TabMessage =
  | { kind: 'alteracoes'; seed: string; changes: SavedChange[] }
  /** A new scenario or seed in another tab: read everything again. */
  | { kind: 'demo' };

export type StorageMode = 'navegador' | 'memoria';

export interface DemoStatus {
  scenario: ScenarioId;
  storage: StorageMode;
}

/** Name of the performance measure of building (or reading) and loading the data at start (the benches read it). */
export const SEEDING_MEASURE = 'mock:semear';

/** What this tab knows of its demo data; a store (src/lib/store.ts), so a reset starts it afresh. */
interface PersistenceState {
  /** The scenario and seed day of the data in the database; undefined before the first load. */
  loaded?: { scenario: ScenarioId; seedDate: string };
  storage: StorageMode;
}

const state = createStore<PersistenceState>({ storage: 'navegador' });
const update = (changes: Partial<PersistenceState>) => state.set({ ...state.get(), ...changes });

/** IndexedDB, once open; undefined in memory. */
let demoStore: DemoStore | undefined;
/** Saves and reloads run one after the other, in the order asked. */
let queue: Promise<unknown> = Promise.resolve();
/** Another tab's new scenario or seed being read: calls wait for it. */
let reloading: Promise<void> | undefined;
/** A save is waiting for the page to be idle. */
let saveScheduled = false;
/** The tabs' channel (none in a browser without BroadcastChannel: each tab then keeps its own until it reloads). */
let channel: BroadcastChannel | undefined;
/** The channel and the window's pagehide listener are set up once per page. */
let listening = false;

const demoStatus = createStore<DemoStatus>({ scenario: DEFAULT_SCENARIO, storage: 'navegador' });
/** Changes after every change of the data, here or from another tab. */
const dataVersion = createStore(0);

export const getDemoStatus = demoStatus.get;

/** Calls `listener` after the scenario or the storage mode changed (the demo's toolbar shows them). */
export const subscribeDemoStatus = demoStatus.subscribe;

/** Calls `listener` after the data changed here or in another tab. */
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
/** Which seed a saved change belongs to: the data set, the day it was built for and the version. */
const seedKey = (scenario: ScenarioId, seedDate: string) => `${SAVED_VERSION}:${datasetOf(scenario)}:${seedDate}`;
/** Saves a load reads before it puts them together in one (a month of work is a few hundred). */
const SAVES_BEFORE_COMPACTING = 50;

/** From here on the demo lives in memory only, and the toolbar says so. */
function keepInMemory(error: unknown) {
  if (state.get().storage === 'memoria') return;
  update({ storage: 'memoria' });
  console.warn(
    '[demo] Não foi possível guardar os dados de demonstração neste navegador; eles valem até recarregar a página.',
    error,
  );
  publishStatus();
}

/** Runs `work` after what was asked before it; a refusal of the browser puts the demo in memory. */
function enqueue(work: () => Promise<void>): Promise<void> {
  const next = queue.then(work).catch(keepInMemory);
  queue = next;
  return next;
}

/** The saved demo, when it is this version's and every record still fits its schema (or nothing). */
function validSaved(demo: SavedDemo | undefined, changes: SavedChange[]) {
  const scenario = parseScenario(demo?.scenario);
  if (!demo || demo.version !== SAVED_VERSION || !scenario || Number.isNaN(Date.parse(demo.seedDate))) return null;
  const fits = changes.every(
    ({ colecao, registro }) =>
      collectionNames.includes(colecao) && (registro === null || recordSchemas[colecao].safeParse(registro).success),
  );
  return fits ? { scenario, seedDate: demo.seedDate, changes } : null;
}

/**
 * Puts records written elsewhere (saved, or by another tab) in the tables, each collection at once.
 * The last write of each key wins, whatever kind it was: a record saved and then removed stays
 * removed, one removed and made again is back (a create, an edit and a delete are kept alike).
 */
function applyChanges(changes: readonly SavedChange[]) {
  const byCollection = new Map<CollectionName, Map<string, unknown>>();
  for (const { colecao, chave, registro } of changes) {
    let last = byCollection.get(colecao);
    if (!last) byCollection.set(colecao, (last = new Map()));
    last.set(chave, registro);
  }
  for (const [colecao, last] of byCollection) {
    const upserts: unknown[] = [];
    const deleted: string[] = [];
    for (const [chave, registro] of last) {
      if (registro === null) deleted.push(chave);
      else upserts.push(registro);
    }
    (db[colecao] as { applyTrusted: (upserts: unknown[], deleted: string[]) => void }).applyTrusted(upserts, deleted);
  }
}

/** The seed of a scenario for a day: read from this browser when it was built here before, else built and kept. */
async function seedFor(scenario: ScenarioId, seedDate: string): Promise<SeedData> {
  const key = seedKey(scenario, seedDate);
  const kept = await demoStore?.readSeed(key).catch(() => undefined);
  if (kept) return kept;
  const seed = seedOf(datasetOf(scenario), new Date(seedDate));
  // Kept for the next load, after what this one writes; the seed's records are never changed in place.
  const store = demoStore;
  if (store) setTimeout(() => void enqueue(() => store.saveSeed(key, seed)), 0);
  return seed;
}

/** Loads a scenario's seed for `seedDate` plus saved changes, and keeps the given sessions. */
async function load(
  scenario: ScenarioId,
  seedDate: string,
  changes: readonly SavedChange[] = [],
  sessions: readonly SessaoRecord[] = [],
) {
  const seed = await seedFor(scenario, seedDate);
  // The data and its changes at once (no call sees the seed without them). Remessas being sent
  // here keep going: their next steps act on the reloaded data.
  loadDb(seed);
  applyChanges(changes);
  const keptSessions = sessions.filter(
    (sessao) => db.usuarios.get(String(sessao.usuarioId)) && !db.sessoes.get(sessao.token),
  );
  db.sessoes.applyTrusted(keptSessions);
  for (const name of collectionNames) db[name].takeChanges();
  if (state.get().loaded?.scenario !== scenario) resetSimulatedFailures();
  update({ loaded: { scenario, seedDate } });
  applyScenarioNetwork(scenario);
}

/** The changes, each key once with its last record, in the order the keys first appeared. */
function compacted(changes: readonly SavedChange[]): SavedChange[] {
  const byKey = new Map<string, SavedChange>();
  for (const change of changes) byKey.set(`${change.colecao}\u0000${change.chave}`, change);
  return [...byKey.values()];
}

/**
 * A new seed for the scenario (today's) in the tables, keeping whoever is signed in. The promise
 * it gives back ends when that is saved and told to the other tabs (a page that reloads right
 * after waits for it; the first load does not).
 */
async function startOver(scenario: ScenarioId, sessions: readonly SessaoRecord[]): Promise<{ saved: Promise<void> }> {
  cancelLifecycles();
  const seedDate = new Date().toISOString();
  await load(scenario, seedDate, [], sessions);
  const kept = db.sessoes.all().map((registro) => ({ colecao: 'sessoes' as const, chave: registro.token, registro }));
  const saved = enqueue(async () => {
    await demoStore?.startOver({ version: SAVED_VERSION, scenario, seedDate }, kept);
    channel?.postMessage({ kind: 'demo' } satisfies TabMessage);
  });
  return { saved };
}

/** What the calls since the last save wrote, saved in one go and sent to the other tabs. */
function saveNow() {
  saveScheduled = false;
  const { loaded, storage } = state.get();
  if (!loaded) return Promise.resolve();
  const changes: SavedChange[] = [];
  for (const colecao of collectionNames) {
    const table = db[colecao] as { takeChanges(): Set<string>; get(key: string): unknown };
    for (const chave of table.takeChanges()) changes.push({ colecao, chave, registro: table.get(chave) ?? null });
  }
  if (changes.length === 0 || storage === 'memoria' || !demoStore) return Promise.resolve();
  const store = demoStore;
  return enqueue(async () => {
    await store.saveChanges(changes);
    channel?.postMessage({
      kind: 'alteracoes',
      seed: seedKey(loaded.scenario, loaded.seedDate),
      changes,
    } satisfies TabMessage);
  });
}

/**
 * Saves once the page is idle: a save of 12,500 links copies them for IndexedDB on the page's
 * thread, which should not delay the answer that made them, nor the screen showing it.
 */
function saveSoon() {
  if (saveScheduled) return;
  saveScheduled = true;
  void yieldToPage('background').then(saveNow);
}

/** Reads everything again (another tab started a new scenario or seed). */
async function reloadFromStore() {
  if (!demoStore) return;
  const { demo, changes } = await demoStore.read();
  const saved = validSaved(demo, changes);
  if (!saved) return;
  await load(saved.scenario, saved.seedDate, saved.changes);
  publishStatus();
  publishData();
}

function onTabMessage({ data }: MessageEvent<TabMessage>) {
  if (data.kind === 'demo') {
    const reload = enqueue(reloadFromStore).finally(() => {
      if (reloading === reload) reloading = undefined;
    });
    reloading = reload;
    return;
  }
  void enqueue(async () => {
    const { loaded, storage } = state.get();
    if (storage === 'memoria' || !loaded || data.seed !== seedKey(loaded.scenario, loaded.seedDate)) return;
    applyChanges(data.changes);
    publishData();
  });
}

/** Waits while this tab reads what another tab started (a new scenario or seed); calls and the mailbox wait for it. */
export async function refreshDemoData(): Promise<void> {
  await reloading;
}

/** Sessions survive a change of data set, so whoever is signed in stays signed in if they still exist. */
const currentSessions = () => db.sessoes.all();

/**
 * Restores the demo of this browser, or seeds it. `requested` (from `?cenario=`) switches the
 * scenario; the data is kept when the data set stays the same (padrão, instável and lento share it).
 */
export async function startBrowserPersistence(requested?: ScenarioId) {
  performance.mark(`${SEEDING_MEASURE}:inicio`);
  update({ storage: 'navegador', loaded: undefined });
  try {
    localStorage.removeItem(OLD_STORAGE_KEY);
  } catch {
    // Storage blocked: nothing to tidy.
  }
  demoStore = await openDemoStore().catch((error: unknown) => {
    keepInMemory(error);
    return undefined;
  });
  const stored = await demoStore?.read().catch((error: unknown) => void keepInMemory(error));
  const saved = stored ? validSaved(stored.demo, stored.changes) : null;
  const scenario = requested ?? saved?.scenario ?? DEFAULT_SCENARIO;
  if (saved && datasetOf(saved.scenario) === datasetOf(scenario)) {
    await load(scenario, saved.seedDate, saved.changes);
    if (scenario !== saved.scenario)
      void enqueue(async () => demoStore?.saveDemo({ version: SAVED_VERSION, scenario, seedDate: saved.seedDate }));
    const { saves, lastSave } = stored!;
    if (saves > SAVES_BEFORE_COMPACTING && lastSave !== undefined)
      void enqueue(async () => demoStore?.compact(compacted(saved.changes), lastSave));
  } else {
    const sessions = (stored?.changes ?? [])
      .filter((change) => change.colecao === 'sessoes' && change.registro !== null)
      .map((change) => change.registro as SessaoRecord);
    await startOver(scenario, sessions);
  }
  performance.measure(SEEDING_MEASURE, `${SEEDING_MEASURE}:inicio`);
  publishStatus();

  mockRuntime.onDataChanged = () => {
    saveSoon();
    publishData();
  };
  mockRuntime.beforeEachCall = refreshDemoData;
  if (listening) return;
  listening = true;
  if (typeof BroadcastChannel === 'function') {
    channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = onTabMessage;
  }
  window.addEventListener('pagehide', () => void saveNow());
}

/** Switches the scenario here and in the other tabs. A new data set starts from its seed. */
export async function switchScenario(scenario: ScenarioId) {
  await refreshDemoData();
  const { loaded } = state.get();
  if (!loaded || loaded.scenario === scenario) return;
  if (datasetOf(loaded.scenario) === datasetOf(scenario)) {
    update({ loaded: { ...loaded, scenario } });
    applyScenarioNetwork(scenario);
    resetSimulatedFailures();
    await enqueue(async () => {
      await demoStore?.saveDemo({ version: SAVED_VERSION, scenario, seedDate: loaded.seedDate });
      channel?.postMessage({ kind: 'demo' } satisfies TabMessage);
    });
  } else {
    await (
      await startOver(scenario, currentSessions())
    ).saved;
  }
  publishStatus();
  publishData();
}

/** Back to the seed of the current scenario, here and in the other tabs. Whoever is signed in stays signed in. */
export async function restoreDemoData() {
  await (
    await startOver(state.get().loaded?.scenario ?? DEFAULT_SCENARIO, currentSessions())
  ).saved;
  publishData();
}
