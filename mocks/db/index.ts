import type { z } from 'zod';
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
import { Table } from './table';

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

type RecordOf<K extends CollectionName> = z.output<(typeof recordSchemas)[K]>;
type Db = { [K in CollectionName]: Table<(typeof recordSchemas)[K]> };

const newTable = <K extends CollectionName>(name: K, trusted: RecordOf<K>[] = []): Db[K] =>
  // One table type per name; TypeScript cannot follow `recordSchemas[name]` to it for a generic K.
  new Table(recordSchemas[name], trusted) as unknown as Db[K];

/**
 * The mock backend's database: one table per kind of record (mocks/db/table.ts), queried with
 * @msw/data's `Query`. Always read a table through `db` at call time
 * (`db.associados.findMany((q) => q.where({ ativo: true }))`): loading data swaps them.
 */
export const db: Db = {
  associados: newTable('associados'),
  usuarios: newTable('usuarios'),
  remessas: newTable('remessas'),
  vinculos: newTable('vinculos'),
  sessoes: newTable('sessoes'),
  tokensSenha: newTable('tokensSenha'),
  emails: newTable('emails'),
  boletos: newTable('boletos'),
};

/**
 * Replaces every table's records with `data` (a seed, or a seed plus saved changes), which is
 * trusted: it was built by the seed or checked against the schemas when it was saved. Takes
 * ownership of the records it is given. The tables are swapped all at once, so a call never sees
 * half of the data.
 */
export async function loadDb(data: SeedData): Promise<void> {
  const next = Object.fromEntries(collectionNames.map((name) => [name, newTable(name, data[name] as never[])]));
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
