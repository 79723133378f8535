import { Query, type Condition } from '@msw/data';
import type { z } from 'zod';

type Predicate<T> = (record: T) => unknown;
type Primitive = string | number | boolean | null;

const isPrimitive = (value: unknown): value is Primitive =>
  value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';

/**
 * A query in @msw/data's language (`q.where({ remessaId: 7 })`, `q.where((record) => …)`), which
 * also tells the table the fields it asks to be equal to a value, so the table can answer it
 * through its key or an index instead of testing every record. Conditions on nested objects are
 * @msw/data's own.
 */
export class TableQuery<T> {
  /** `field = value` conditions on top-level fields, which the table can look up. */
  readonly equals = new Map<keyof T, Primitive>();
  readonly #tests: Predicate<T>[] = [];

  where(condition: Condition<T> | Predicate<T>): this {
    if (typeof condition === 'function') {
      this.#tests.push(condition);
      return this;
    }
    for (const [field, value] of Object.entries(condition as object) as [keyof T, unknown][]) {
      // @msw/data never matches a condition whose value is undefined.
      if (value === undefined) this.#tests.push(() => false);
      else if (isPrimitive(value) && !this.equals.has(field)) this.equals.set(field, value);
      else {
        const query = new Query<T>().where({ [field]: value } as Condition<T>);
        this.#tests.push((record) => query.test(record));
      }
    }
    return this;
  }

  test(record: T): boolean {
    for (const [field, value] of this.equals) if (record[field] !== value) return false;
    for (const test of this.#tests) if (!test(record)) return false;
    return true;
  }
}

/** Which records an operation is about: `(q) => q.where({ usuarioId: 2 })`. */
export type Where<T> = (query: TableQuery<T>) => TableQuery<T>;

/** A kind of record: its schema, the fields that make its key, and the fields looked up often. */
export interface TableShape<S extends z.ZodType<object>> {
  schema: S;
  /** The record's identity: one field, or two (`['remessaId', 'associadoId']`). */
  key: readonly [keyof z.output<S>] | readonly [keyof z.output<S>, keyof z.output<S>];
  /** Fields queried by value (`q.where({ remessaId })`), answered from an index. */
  indexes?: readonly (keyof z.output<S>)[];
}

/**
 * The records of one kind, by key, in insertion order, checked against their zod schema on every
 * write. The query language is @msw/data's (`q.where({ ... })`, `q.where((record) => ...)`): a
 * query that names the key or an indexed field reads only the records with that value, so its cost
 * grows with what it finds, not with the table (12,500 associates, 130,000 links in "nacional").
 *
 * Records are never changed in place: create() and update() store what the schema's parse returns
 * (a new object), and update() hands `data` a copy, so a record already read never changes under
 * its reader (and answers may share its nested objects).
 *
 * Loading trusted data (a seed, or saved changes already checked) only builds the key map and the
 * indexes: @msw/data's own Collection validates and copies every record on create() even while
 * loading, more than the demo has to start (npm run bench:mock).
 */
export class Table<S extends z.ZodType<object>> {
  readonly #shape: TableShape<S>;
  readonly #byKey = new Map<string, z.output<S>>();
  readonly #indexes = new Map<keyof z.output<S>, Index>();
  /** Keys created, changed or removed since takeChanges(): what the demo saves. */
  #changed = new Set<string>();
  #maxId = 0;
  #version = 0;

  /** A table holding `trusted` as they are (the table takes ownership of them). */
  constructor(shape: TableShape<S>, trusted: readonly z.output<S>[] = []) {
    this.#shape = shape;
    for (const field of shape.indexes ?? []) this.#indexes.set(field, new Map());
    for (const record of trusted) this.#insert(record);
  }

  /** Every record, in order: a new array. */
  all(): z.output<S>[] {
    return [...this.#byKey.values()];
  }

  count(): number {
    return this.#byKey.size;
  }

  /** Goes up on every write: what a cache of something derived from the table compares. */
  get version(): number {
    return this.#version;
  }

  /** The key of a record: `'7'`, or `'7:120'` for a key of two fields. */
  keyOf(record: z.output<S>): string {
    const [first, second] = this.#shape.key;
    return second === undefined ? String(record[first]) : `${record[first]}:${record[second]}`;
  }

  /** The record with this key: `db.vinculos.get('7:120')`. */
  get(key: string): z.output<S> | undefined {
    return this.#byKey.get(key);
  }

  /** The next free id of a table keyed by one number: `db.associados.nextId()`. */
  nextId(): number {
    return this.#maxId + 1;
  }

  findFirst(where?: Where<z.output<S>>): z.output<S> | undefined {
    if (!where) return this.#byKey.values().next().value;
    const query = where(new TableQuery());
    for (const record of this.#candidates(query)) if (query.test(record)) return record;
    return undefined;
  }

  findMany(where?: Where<z.output<S>>): z.output<S>[] {
    if (!where) return this.all();
    const query = where(new TableQuery());
    const found: z.output<S>[] = [];
    for (const record of this.#candidates(query)) if (query.test(record)) found.push(record);
    return found;
  }

  async create(values: z.input<S>): Promise<z.output<S>> {
    const record = this.#check(values);
    const key = this.keyOf(record);
    if (this.#byKey.has(key)) throw new Error(`Já existe um registro com a chave ${key}.`);
    this.#insert(record);
    this.#touch(key);
    return record;
  }

  async update(
    where: Where<z.output<S>>,
    { data }: { data: (draft: z.output<S>) => void | Promise<void> },
  ): Promise<z.output<S> | undefined> {
    const record = this.findFirst(where);
    return record === undefined ? undefined : this.#replace(record, data);
  }

  async updateMany(
    where: Where<z.output<S>>,
    { data }: { data: (draft: z.output<S>) => void | Promise<void> },
  ): Promise<z.output<S>[]> {
    const updated: z.output<S>[] = [];
    for (const record of this.findMany(where)) updated.push(await this.#replace(record, data));
    return updated;
  }

  delete(where: Where<z.output<S>>): z.output<S> | undefined {
    const record = this.findFirst(where);
    if (record !== undefined) this.#remove(record);
    return record;
  }

  deleteMany(where: Where<z.output<S>>): z.output<S>[] {
    const deleted = this.findMany(where);
    deleted.forEach((record) => this.#remove(record));
    return deleted;
  }

  clear(): void {
    this.all().forEach((record) => this.#remove(record));
  }

  /** The keys written since the last call, and forgets them: `for (const key of db.usuarios.takeChanges()) …get(key)`. */
  takeChanges(): Set<string> {
    const changed = this.#changed;
    this.#changed = new Set();
    return changed;
  }

  /**
   * Records already checked (saved changes, another tab's writes) put in place by key, and keys
   * removed, without counting them as this tab's changes.
   */
  applyTrusted(upserts: readonly z.output<S>[], deleted: readonly string[] = []): void {
    for (const key of deleted) {
      const record = this.#byKey.get(key);
      if (record !== undefined) this.#unindex(key, record);
      this.#byKey.delete(key);
    }
    for (const record of upserts) {
      const key = this.keyOf(record);
      const previous = this.#byKey.get(key);
      if (previous === undefined) this.#insert(record);
      else this.#put(key, previous, record);
    }
    this.#version++;
  }

  /** The records that may answer the query: by key, by the smallest index it names, or all of them. */
  #candidates(query: TableQuery<z.output<S>>): Iterable<z.output<S>> {
    const { key } = this.#shape;
    if (key.every((field) => query.equals.has(field))) {
      const record = this.#byKey.get(this.keyOf(Object.fromEntries(query.equals) as z.output<S>));
      return record === undefined ? [] : [record];
    }
    let smallest: string | Set<string> | undefined;
    for (const [field, value] of query.equals) {
      const index = this.#indexes.get(field);
      if (!index) continue;
      const keys = index.get(value);
      if (keys === undefined) return [];
      if (smallest === undefined || sizeOf(keys) < sizeOf(smallest)) smallest = keys;
    }
    if (smallest === undefined) return this.#byKey.values();
    if (typeof smallest === 'string') return [this.#byKey.get(smallest)!];
    // A copy: the caller may change the table while it goes through them.
    return Array.from(smallest, (recordKey) => this.#byKey.get(recordKey)!);
  }

  #insert(record: z.output<S>) {
    const key = this.keyOf(record);
    this.#byKey.set(key, record);
    for (const [field, index] of this.#indexes) addTo(index, record[field], key);
    if (this.#shape.key.length === 1) {
      const id = Number(record[this.#shape.key[0]]);
      if (id > this.#maxId) this.#maxId = id;
    }
    this.#version++;
  }

  /** Puts `next` where `previous` was (same key), moving it between index entries whose value changed. */
  #put(key: string, previous: z.output<S>, next: z.output<S>) {
    for (const [field, index] of this.#indexes) {
      if (previous[field] === next[field]) continue;
      removeFrom(index, previous[field], key);
      addTo(index, next[field], key);
    }
    this.#byKey.set(key, next);
  }

  #unindex(key: string, record: z.output<S>) {
    for (const [field, index] of this.#indexes) removeFrom(index, record[field], key);
  }

  #remove(record: z.output<S>) {
    const key = this.keyOf(record);
    this.#unindex(key, record);
    this.#byKey.delete(key);
    this.#touch(key);
  }

  async #replace(record: z.output<S>, data: (draft: z.output<S>) => void | Promise<void>): Promise<z.output<S>> {
    const key = this.keyOf(record);
    const draft = structuredClone(record);
    await data(draft);
    const next = this.#check(draft);
    const nextKey = this.keyOf(next);
    if (nextKey !== key) throw new Error(`A chave de um registro não muda (${key} → ${nextKey}).`);
    // The record may have been removed while `data` ran: an update never brings it back.
    const current = this.#byKey.get(key);
    if (current === undefined) return next;
    this.#put(key, current, next);
    this.#touch(key);
    return next;
  }

  #touch(key: string) {
    this.#changed.add(key);
    this.#version++;
  }

  /** The record as the schema makes it; a record outside the schema is a bug in the mock: it throws. */
  #check(values: unknown): z.output<S> {
    const result = this.#shape.schema.safeParse(values);
    if (!result.success) {
      console.error(result.error.issues);
      throw new Error('O registro não segue o esquema da coleção; veja os erros acima.');
    }
    return result.data;
  }
}

/**
 * An index: the keys of the records holding each value. A value held by one record keeps its key
 * as it is (most payment ids), so a nearly unique field costs a map entry per record, not a Set.
 */
type Index = Map<unknown, string | Set<string>>;

function addTo(index: Index, value: unknown, key: string) {
  const keys = index.get(value);
  if (keys === undefined) index.set(value, key);
  else if (typeof keys === 'string') index.set(value, new Set([keys, key]));
  else keys.add(key);
}

function removeFrom(index: Index, value: unknown, key: string) {
  const keys = index.get(value);
  if (keys === key || (typeof keys !== 'string' && keys?.delete(key) && keys.size === 0)) index.delete(value);
}

const sizeOf = (keys: string | Set<string>) => (typeof keys === 'string' ? 1 : keys.size);
