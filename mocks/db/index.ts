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
import { Table, type TableShape } from './table';

/**
 * Every collection: its schema (the contract's zod schemas plus what a real server keeps), its
 * key, and the fields looked up by value, which get an index.
 */
const shapes = {
  associados: { schema: associadoRecord, key: ['associadoId'], indexes: ['cpfCnpj'] },
  usuarios: { schema: usuarioRecord, key: ['usuarioId'], indexes: ['associadoId', 'cpf'] },
  remessas: { schema: remessaRecord, key: ['remessaId'] },
  vinculos: {
    schema: vinculoRecord,
    key: ['remessaId', 'associadoId'],
    indexes: ['remessaId', 'associadoId', 'pagamentoGiroId'],
  },
  sessoes: { schema: sessaoRecord, key: ['token'], indexes: ['usuarioId'] },
  tokensSenha: { schema: tokenSenhaRecord, key: ['token'] },
  emails: { schema: emailRecord, key: ['emailId'] },
  boletos: { schema: boletoRecord, key: ['paymentId'] },
} satisfies { [K in keyof SeedData]: TableShape<z.ZodType<SeedData[K][number]>> };

export type CollectionName = keyof typeof shapes;
export const collectionNames = Object.keys(shapes) as CollectionName[];

/** The schema of every collection. */
export const recordSchemas = Object.fromEntries(collectionNames.map((name) => [name, shapes[name].schema])) as {
  [K in CollectionName]: (typeof shapes)[K]['schema'];
};

type RecordOf<K extends CollectionName> = SeedData[K][number];
type Db = { [K in CollectionName]: Table<(typeof shapes)[K]['schema']> };

const newTable = <K extends CollectionName>(name: K, trusted: readonly RecordOf<K>[] = []): Db[K] =>
  // One table type per name; TypeScript cannot follow `shapes[name]` to it for a generic K.
  new Table(shapes[name] as unknown as TableShape<z.ZodType<object>>, trusted) as unknown as Db[K];

/**
 * The mock backend's database: one table per kind of record (mocks/db/table.ts), queried with
 * @msw/data's query language. Always read a table through `db` at call time
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
export function loadDb(data: SeedData): void {
  const next = Object.fromEntries(collectionNames.map((name) => [name, newTable(name, data[name] as never[])]));
  Object.assign(db, next);
}
