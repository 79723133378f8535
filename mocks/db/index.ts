import { Collection } from '@msw/data';
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

/** The mock backend's database: one @msw/data collection per kind of record. */
export const db = {
  associados: new Collection({ schema: associadoRecord }),
  usuarios: new Collection({ schema: usuarioRecord }),
  remessas: new Collection({ schema: remessaRecord }),
  vinculos: new Collection({ schema: vinculoRecord }),
  sessoes: new Collection({ schema: sessaoRecord }),
  tokensSenha: new Collection({ schema: tokenSenhaRecord }),
  emails: new Collection({ schema: emailRecord }),
  boletos: new Collection({ schema: boletoRecord }),
};

type CollectionName = keyof typeof db;
const collectionNames = Object.keys(db) as CollectionName[];

/** Replaces every collection's records with `data` (a seed or a saved snapshot). */
export async function loadDb(data: SeedData): Promise<void> {
  for (const name of collectionNames) {
    const collection = db[name] as Collection<never>;
    collection.clear();
    for (const record of data[name] as never[]) await collection.create(record);
  }
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
