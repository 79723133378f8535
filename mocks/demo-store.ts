import type { CollectionName } from './db';
import type { SeedData } from './db/seed';
import { forEachInSlices } from './lib/slices';

/**
 * Where the demo keeps its data in this browser: an IndexedDB database
 * (docs/decisions/0031-demo-data-in-indexeddb.md) with
 * - `demo`: one record, which scenario is in use, the day its seed was built for and the version;
 * - `alteracoes`: what was written since that seed, one entry per save (the records the calls wrote,
 *   null for one removed), in the order saved: one save of 12,500 links is one entry, not 12,500;
 * - `sementes`: the last seed built, so a later visit reads it instead of building it again.
 * Opened with `const store = await openDemoStore()`; every method rejects when the browser refuses
 * (storage full, blocked, private mode without IndexedDB).
 */
export const DEMO_DATABASE = 'anoreg-painel-demo';
const DATABASE_VERSION = 1;
const META = 'demo';
const CHANGES = 'alteracoes';
const SEEDS = 'sementes';
const META_KEY = 'atual';

export interface SavedDemo {
  version: number;
  scenario: string;
  seedDate: string;
}

/** One record written since the seed: the record as it was saved, or null when it was removed. */
export interface SavedChange {
  colecao: CollectionName;
  chave: string;
  registro: unknown;
}

/** An IndexedDB request as a promise. */
const result = <T>(request: IDBRequest<T>) =>
  new Promise<T>((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });

/** Resolves when the transaction is written, rejects when the browser refused it (a full disk: QuotaExceededError). */
const written = (transaction: IDBTransaction) =>
  new Promise<void>((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error ?? new DOMException('Transação abortada.', 'AbortError'));
  });

export interface DemoStore {
  /**
   * The demo record, and every save's changes in the order saved (a later one of a key wins), with
   * how many saves there were and the last one's key (for compact).
   */
  read(): Promise<{ demo: SavedDemo | undefined; changes: SavedChange[]; saves: number; lastSave?: IDBValidKey }>;
  /** One save: the records written since the last one. */
  saveChanges(changes: readonly SavedChange[]): Promise<void>;
  /** A new scenario or seed: the demo record, and no changes but `changes` (the sessions that go along). */
  startOver(demo: SavedDemo, changes: readonly SavedChange[]): Promise<void>;
  /**
   * The saves up to `lastSave` replaced by one holding the same (`changes`, each key once), so a
   * load reads less; saves made since (another tab's) stay after it.
   */
  compact(changes: readonly SavedChange[], lastSave: IDBValidKey): Promise<void>;
  saveDemo(demo: SavedDemo): Promise<void>;
  readSeed(key: string): Promise<SeedData | undefined>;
  /** Keeps this seed (and no other): `key` says which data set, day and version it is. */
  saveSeed(key: string, seed: SeedData): Promise<void>;
}

/**
 * A seed as this browser keeps it: each collection as JSON texts of a few thousand records. A browser
 * reads long texts back several times quicker than 170,000 stored objects, and a text at a time
 * (written and read between breaks) never holds the page for long.
 */
type KeptSeed = Record<string, string[]>;
const RECORDS_PER_TEXT = 5_000;

async function toKept(seed: SeedData): Promise<KeptSeed> {
  const kept: KeptSeed = {};
  for (const [name, records] of Object.entries(seed) as [string, unknown[]][]) {
    const starts = Array.from({ length: Math.ceil(records.length / RECORDS_PER_TEXT) }, (_, n) => n * RECORDS_PER_TEXT);
    kept[name] = [];
    await forEachInSlices(starts, (start) =>
      kept[name].push(JSON.stringify(records.slice(start, start + RECORDS_PER_TEXT))),
    );
  }
  return kept;
}

async function fromKept(kept: KeptSeed): Promise<SeedData> {
  const seed: Record<string, unknown[]> = {};
  for (const [name, texts] of Object.entries(kept)) {
    seed[name] = [];
    await forEachInSlices(texts, (text) => seed[name].push(...(JSON.parse(text) as unknown[])));
  }
  return seed as unknown as SeedData;
}

export async function openDemoStore(): Promise<DemoStore> {
  const opening = indexedDB.open(DEMO_DATABASE, DATABASE_VERSION);
  opening.onupgradeneeded = () => {
    const database = opening.result;
    database.createObjectStore(META);
    database.createObjectStore(CHANGES, { autoIncrement: true });
    database.createObjectStore(SEEDS);
  };
  const database = await result(opening);
  // Another tab opening a newer version of the demo: let it, this one reloads before its next use.
  database.onversionchange = () => database.close();

  const write = async (stores: string[], work: (transaction: IDBTransaction) => void) => {
    const transaction = database.transaction(stores, 'readwrite');
    work(transaction);
    await written(transaction);
  };

  return {
    async read() {
      const transaction = database.transaction([META, CHANGES], 'readonly');
      const [demo, saves, keys] = await Promise.all([
        result(transaction.objectStore(META).get(META_KEY)) as Promise<SavedDemo | undefined>,
        result(transaction.objectStore(CHANGES).getAll()) as Promise<SavedChange[][]>,
        result(transaction.objectStore(CHANGES).getAllKeys()),
      ]);
      return { demo, changes: saves.flat(), saves: saves.length, lastSave: keys.at(-1) };
    },
    saveChanges: (changes) => write([CHANGES], (transaction) => void transaction.objectStore(CHANGES).add(changes)),
    startOver: (demo, changes) =>
      write([META, CHANGES], (transaction) => {
        transaction.objectStore(META).put(demo, META_KEY);
        const store = transaction.objectStore(CHANGES);
        store.clear();
        if (changes.length > 0) store.add(changes);
      }),
    compact: (changes, lastSave) =>
      write([CHANGES], (transaction) => {
        const store = transaction.objectStore(CHANGES);
        store.delete(IDBKeyRange.upperBound(lastSave, true));
        store.put(changes, lastSave);
      }),
    saveDemo: (demo) => write([META], (transaction) => void transaction.objectStore(META).put(demo, META_KEY)),
    async readSeed(key) {
      const kept = (await result(database.transaction(SEEDS, 'readonly').objectStore(SEEDS).get(key))) as
        KeptSeed | undefined;
      return kept && (await fromKept(kept));
    },
    saveSeed: async (key, seed) => {
      const kept = await toKept(seed);
      await write([SEEDS], (transaction) => {
        const store = transaction.objectStore(SEEDS);
        store.clear();
        store.put(kept, key);
      });
    },
  };
}
