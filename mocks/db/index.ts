import { Collection } from '@msw/data';
import { z } from 'zod';
import {
  associadoRecord,
  boletoRecord,
  emailRecord,
  remessaRecord,
  sessaoRecord,
  tokenSenhaRecord,
  usuarioRecord,
  vinculoRecord,
} from './schema';
import type { SeedData } from './seed';

/** The schema of every collection: the contract's zod schemas plus what a real server keeps. */
export const recordSchemas = {
  associados: associadoRecord,
  usuarios: usuarioRecord,
  remessas: remessaRecord,
  vinculos: vinculoRecord,
  sessoes: sessaoRecord,
  tokensSenha: tokenSenhaRecord,
  emails: emailRecord,
  boletos: boletoRecord,
};

export type CollectionName = keyof typeof recordSchemas;
export const collectionNames = Object.keys(recordSchemas) as CollectionName[];

const newCollection = <K extends CollectionName>(name: K) => new Collection({ schema: recordSchemas[name] });
type Db = { [K in CollectionName]: ReturnType<typeof newCollection<K>> };

/**
 * The mock backend's database: one @msw/data collection per kind of record. Always read a
 * collection through `db` at call time (`db.associados.findMany(...)`): loading data swaps them.
 */
export const db: Db = {
  associados: newCollection('associados'),
  usuarios: newCollection('usuarios'),
  remessas: newCollection('remessas'),
  vinculos: newCollection('vinculos'),
  sessoes: newCollection('sessoes'),
  tokensSenha: newCollection('tokensSenha'),
  emails: newCollection('emails'),
  boletos: newCollection('boletos'),
};

/**
 * @msw/data's create() validates and deep-copies each record (about 30 µs), and clear() is
 * quadratic: together several seconds for the 18,000 records of the "grande" scenario. Loading
 * trusted data (a seed, or saved changes already checked against the schemas) therefore places
 * records in a fresh collection directly, marked with the two internal symbols create() gives
 * them (learned from one real create(), as @msw/data's own persist extension does). If that
 * ever stops working, loading falls back to create().
 */
interface RecordMarks {
  primaryKey: symbol;
  relationMap: symbol;
}
let recordMarks: RecordMarks | null | undefined;

async function learnRecordMarks(): Promise<RecordMarks | null> {
  try {
    const probe = new Collection({ schema: z.object({ n: z.number() }) });
    const first = await probe.create({ n: 1 });
    const symbols = Object.getOwnPropertySymbols(first);
    const primaryKey = symbols.find((symbol) => symbol.description === 'kPrimaryKey');
    const relationMap = symbols.find((symbol) => symbol.description === 'kRelationMap');
    if (!primaryKey || !relationMap || probe.all() !== probe.all()) return null;
    const second = markAsRecord({ n: 2 }, { primaryKey, relationMap });
    probe.all().push(second as never);
    const works =
      probe.count() === 2 &&
      probe.findFirst((q) => q.where({ n: 2 })) === second &&
      (await probe.update((q) => q.where({ n: 2 }), { data: (record) => void (record.n = 3) }))?.n === 3 &&
      probe.delete((q) => q.where({ n: 1 })) !== undefined &&
      probe.count() === 1;
    return works ? { primaryKey, relationMap } : null;
  } catch {
    return null;
  }
}

function markAsRecord<T extends object>(record: T, marks: RecordMarks): T {
  return Object.defineProperties(record, {
    [marks.primaryKey]: { value: crypto.randomUUID(), enumerable: false, configurable: false },
    [marks.relationMap]: { value: new Map(), enumerable: false, configurable: false },
  });
}

/** Records already in a collection carry its marks; a plain copy can be marked again. */
const plain = <T extends object>(record: T): T => (Object.getOwnPropertySymbols(record).length > 0 ? structuredClone(record) : record);

/**
 * Replaces every collection's records with `data` (a seed, or a seed plus saved changes). Takes
 * ownership of the records it is given. The collections are swapped all at once, so a call never
 * sees half of the data.
 */
export async function loadDb(data: SeedData): Promise<void> {
  if (recordMarks === undefined) recordMarks = await learnRecordMarks();
  const marks = recordMarks;
  const next = {} as Record<CollectionName, Collection<z.ZodType>>;
  for (const name of collectionNames) {
    const collection = newCollection(name) as unknown as Collection<z.ZodType>;
    const records = (data[name] as object[]).map(plain);
    if (marks) {
      const store = collection.all() as object[];
      for (const record of records) store.push(markAsRecord(record, marks));
    } else {
      for (const record of records) await collection.create(record);
    }
    next[name] = collection;
  }
  Object.assign(db, next);
}

/** Plain copy of every collection, for persistence and inspection. */
export function snapshotDb(): SeedData {
  return Object.fromEntries(
    collectionNames.map((name) => [name, db[name].all().map((record) => structuredClone(record))]),
  ) as unknown as SeedData;
}

/** Next free numeric id of a collection: `nextId(db.associados.all(), 'associadoId')`. */
export function nextId<T>(records: T[], key: keyof T): number {
  return records.reduce((max, record) => Math.max(max, Number(record[key]) || 0), 0) + 1;
}
