import { collectionNames, recordSchemas, type CollectionName } from '.';
import type { SeedData } from './seed';

/**
 * What changed in the database since it was seeded, per collection: records added or changed
 * (whole) and keys removed. Saving only this keeps even the "grande" scenario small enough for
 * localStorage: the seed is rebuilt, deterministically, from its scenario and date.
 */
export type DbChanges = Partial<Record<CollectionName, { upserts: unknown[]; deleted: string[] }>>;

type RecordOf<K extends CollectionName> = SeedData[K][number];

const recordKeys: { [K in CollectionName]: (record: RecordOf<K>) => string } = {
  associados: (record) => String(record.associadoId),
  usuarios: (record) => String(record.usuarioId),
  remessas: (record) => String(record.remessaId),
  vinculos: (record) => `${record.remessaId}:${record.associadoId}`,
  sessoes: (record) => record.token,
  tokensSenha: (record) => record.token,
  emails: (record) => String(record.emailId),
  boletos: (record) => record.paymentId,
};

const keyOf = (name: CollectionName, record: unknown) => (recordKeys[name] as (record: unknown) => string)(record);

/** Each seed record as JSON by key, to tell later which records changed. */
export type Baseline = Record<CollectionName, Map<string, string>>;

export function baselineOf(seed: SeedData): Baseline {
  return Object.fromEntries(
    collectionNames.map((name) => [
      name,
      new Map((seed[name] as unknown[]).map((record) => [keyOf(name, record), JSON.stringify(record)])),
    ]),
  ) as Baseline;
}

/** The seed again, as fresh records, from its baseline. */
export function seedFromBaseline(baseline: Baseline): SeedData {
  return Object.fromEntries(
    collectionNames.map((name) => [name, [...baseline[name].values()].map((json) => JSON.parse(json))]),
  ) as unknown as SeedData;
}

/** What `current` (the live collections) holds that differs from the seed. */
export function diffFromBaseline(baseline: Baseline, current: Record<CollectionName, readonly unknown[]>): DbChanges {
  const changes: DbChanges = {};
  for (const name of collectionNames) {
    const seen = new Set<string>();
    const upserts: unknown[] = [];
    for (const record of current[name]) {
      const key = keyOf(name, record);
      seen.add(key);
      if (baseline[name].get(key) !== JSON.stringify(record)) upserts.push(record);
    }
    const deleted = [...baseline[name].keys()].filter((key) => !seen.has(key));
    if (upserts.length > 0 || deleted.length > 0) changes[name] = { upserts, deleted };
  }
  return changes;
}

/** The seed with the changes applied, in the order the live collections had them. */
export function applyChanges(seed: SeedData, changes: DbChanges): SeedData {
  const result = { ...seed };
  for (const name of collectionNames) {
    const change = changes[name];
    if (!change) continue;
    const deleted = new Set(change.deleted);
    const upserts = new Map(change.upserts.map((record) => [keyOf(name, record), record]));
    const records: unknown[] = [];
    for (const record of seed[name] as unknown[]) {
      const key = keyOf(name, record);
      if (deleted.has(key)) continue;
      records.push(upserts.get(key) ?? record);
      upserts.delete(key);
    }
    records.push(...upserts.values());
    (result as Record<CollectionName, unknown[]>)[name] = records;
  }
  return result;
}

/** True when saved changes still fit the schemas (they may come from an older version of the demo). */
export function changesAreValid(changes: unknown): changes is DbChanges {
  if (typeof changes !== 'object' || changes === null) return false;
  return Object.entries(changes).every(([name, change]) => {
    if (!collectionNames.includes(name as CollectionName)) return false;
    const { upserts, deleted } = (change ?? {}) as { upserts?: unknown; deleted?: unknown };
    if (!Array.isArray(upserts) || !Array.isArray(deleted) || !deleted.every((key) => typeof key === 'string'))
      return false;
    const schema = recordSchemas[name as CollectionName];
    return upserts.every((record) => schema.safeParse(record).success);
  });
}
