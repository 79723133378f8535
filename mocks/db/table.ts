import { Query } from '@msw/data';
import type { z } from 'zod';

/** Which records an operation is about, in @msw/data's query language: `(q) => q.where({ usuarioId: 2 })`. */
type Where<T> = (query: Query<T>) => Query<T>;

/**
 * The records of one kind, in insertion order, checked against their zod schema on every write.
 * The query language is @msw/data's public `Query` (`q.where({ ... })`, `q.where((record) => ...)`);
 * the store is a plain array, so loading trusted data (a seed, or saved changes already checked)
 * is only handing the array over. @msw/data's own Collection validates and copies every record on
 * create() even while loading: for the 18,000 records of the "grande" scenario that alone took
 * more than the 1 s the demo has to start (npm run bench:mock).
 *
 * Writes work like @msw/data's: create() and update() store what the schema's parse returns (a
 * new object), and update() hands `data` a copy, so a record already read never changes under
 * its reader.
 */
export class Table<S extends z.ZodType<object>> {
  readonly #schema: S;
  readonly #records: z.output<S>[];

  /** A table holding `trusted` as they are (the table takes ownership of them). */
  constructor(schema: S, trusted: z.output<S>[] = []) {
    this.#schema = schema;
    this.#records = trusted;
  }

  /** Every record, in order: the live array (do not change it; use the methods below). */
  all(): z.output<S>[] {
    return this.#records;
  }

  count(): number {
    return this.#records.length;
  }

  findFirst(where?: Where<z.output<S>>): z.output<S> | undefined {
    const query = where?.(new Query());
    return query ? this.#records.find((record) => query.test(record)) : this.#records[0];
  }

  findMany(where?: Where<z.output<S>>): z.output<S>[] {
    const query = where?.(new Query());
    return query ? this.#records.filter((record) => query.test(record)) : [...this.#records];
  }

  async create(values: z.input<S>): Promise<z.output<S>> {
    const record = this.#check(values);
    this.#records.push(record);
    return record;
  }

  async update(
    where: Where<z.output<S>>,
    { data }: { data: (draft: z.output<S>) => void | Promise<void> },
  ): Promise<z.output<S> | undefined> {
    const query = where(new Query());
    const index = this.#records.findIndex((record) => query.test(record));
    if (index === -1) return undefined;
    return this.#replace(index, data);
  }

  async updateMany(
    where: Where<z.output<S>>,
    { data }: { data: (draft: z.output<S>) => void | Promise<void> },
  ): Promise<z.output<S>[]> {
    const query = where(new Query());
    const updated: z.output<S>[] = [];
    for (let index = 0; index < this.#records.length; index++) {
      if (query.test(this.#records[index])) updated.push(await this.#replace(index, data));
    }
    return updated;
  }

  delete(where: Where<z.output<S>>): z.output<S> | undefined {
    const query = where(new Query());
    const index = this.#records.findIndex((record) => query.test(record));
    return index === -1 ? undefined : this.#records.splice(index, 1)[0];
  }

  deleteMany(where: Where<z.output<S>>): z.output<S>[] {
    const query = where(new Query());
    const deleted: z.output<S>[] = [];
    let kept = 0;
    for (const record of this.#records) {
      if (query.test(record)) deleted.push(record);
      else this.#records[kept++] = record;
    }
    this.#records.length = kept;
    return deleted;
  }

  clear(): void {
    this.#records.length = 0;
  }

  async #replace(index: number, data: (draft: z.output<S>) => void | Promise<void>): Promise<z.output<S>> {
    const draft = structuredClone(this.#records[index]);
    await data(draft);
    const next = this.#check(draft);
    this.#records[index] = next;
    return next;
  }

  /** The record as the schema makes it; a record outside the schema is a bug in the mock: it throws. */
  #check(values: unknown): z.output<S> {
    const result = this.#schema.safeParse(values);
    if (!result.success) {
      console.error(result.error.issues);
      throw new Error('O registro não segue o esquema da coleção; veja os erros acima.');
    }
    return result.data;
  }
}
