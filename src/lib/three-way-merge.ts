/**
 * A three-way merge of a form's values, field by field: what the form started from (`base`), what
 * the person has now (`mine`) and what the server has now (`theirs`). A field only one side changed
 * takes that side's value; a field both changed to different values is a conflict, kept as `mine`
 * in `merged` until a choice says otherwise.
 *
 * Fields are named by their path (`endereco.numero`). Arrays are whole values, except the ones
 * listed in `keys`, whose entries are matched by an id field (`{ usuarios: 'usuarioId' }`):
 * `usuarios[usuarioId=12].nome`. An entry without an id is new in `mine` and always kept; an entry
 * one side removed while the other changed it is a conflict of the whole entry
 * (`usuarios[usuarioId=12]`, the removed side `undefined`).
 * `const { merged, conflicts } = mergeThreeWay(base, mine, theirs, { keys: { usuarios: 'usuarioId' } })`
 */

export type Choice = 'mine' | 'theirs';

/**
 * How a keyed array's entries are matched: by an id field (`'usuarioId'`), or by an id and, for an
 * entry without one yet, by a field that is unique and locked once saved (`{ id: 'usuarioId',
 * alsoBy: 'login' }`): a new block whose login the server already has is that entry, and takes its id.
 */
export type EntryKey = string | { id: string; alsoBy: string };

export interface MergeOptions {
  /** Arrays whose entries are matched by an id field: their field path (no ids) → how (EntryKey). */
  keys?: Record<string, EntryKey>;
  /** The choice made for a conflict, by its path; a conflict without one keeps `mine`. */
  choices?: Record<string, Choice>;
}

export interface MergeConflict {
  /** `endereco.numero`, `usuarios[usuarioId=12].email`, `usuarios[usuarioId=12]` (the whole entry). */
  path: string;
  /** The path without ids, for labels: `usuarios.email`, `usuarios`. */
  field: string;
  /** The id of the keyed entry the conflict is in, if any. */
  entryId?: unknown;
  base: unknown;
  mine: unknown;
  theirs: unknown;
}

export interface MergeResult<T> {
  /** The values to save: each side's own changes, conflicts as chosen (`mine` by default). */
  merged: T;
  /** Fields both sides changed to different values, with no choice given. */
  conflicts: MergeConflict[];
  /** Every conflict found, chosen or not (the dialog keeps listing what was chosen). */
  allConflicts: MergeConflict[];
  /** The server's values differ from the base somewhere. */
  theirsChanged: boolean;
}

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Deep equality of form values: Dates by instant, arrays by position, objects by keys. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a instanceof Date || b instanceof Date)
    return a instanceof Date && b instanceof Date && a.getTime() === b.getTime();
  if (Array.isArray(a) || Array.isArray(b))
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, i) => sameValue(item, b[i]));
  if (isPlainObject(a) && isPlainObject(b)) {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    return [...keys].every((key) => sameValue(a[key], b[key]));
  }
  return false;
}

interface Walk {
  keys: Record<string, EntryKey>;
  choices: Record<string, Choice>;
  conflicts: MergeConflict[];
}

function conflict(
  walk: Walk,
  path: string,
  field: string,
  entryId: unknown,
  base: unknown,
  mine: unknown,
  theirs: unknown,
) {
  walk.conflicts.push({ path, field, entryId, base, mine, theirs });
  return walk.choices[path] === 'theirs' ? theirs : mine;
}

function mergeValue(
  walk: Walk,
  path: string,
  field: string,
  entryId: unknown,
  base: unknown,
  mine: unknown,
  theirs: unknown,
): unknown {
  if (sameValue(mine, theirs)) return mine;
  if (sameValue(mine, base)) return theirs;
  if (sameValue(theirs, base)) return mine;
  if (isPlainObject(mine) && isPlainObject(theirs)) {
    const from = isPlainObject(base) ? base : {};
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(mine), ...Object.keys(theirs)])) {
      const child = path ? `${path}.${key}` : key;
      const childField = field ? `${field}.${key}` : key;
      merged[key] = mergeValue(walk, child, childField, entryId, from[key], mine[key], theirs[key]);
    }
    return merged;
  }
  const key = walk.keys[field];
  if (key && Array.isArray(mine) && Array.isArray(theirs)) {
    const { id, alsoBy } = typeof key === 'string' ? { id: key, alsoBy: undefined } : key;
    const ours = alsoBy ? adoptIds(mine, theirs, id, alsoBy) : mine;
    return mergeKeyedArray(walk, path, field, id, Array.isArray(base) ? base : [], ours, theirs);
  }
  return conflict(walk, path, field, entryId, base, mine, theirs);
}

type Entry = Record<string, unknown>;

const hasValue = (value: unknown) => value !== undefined && value !== null && value !== '';

/**
 * Mine's entries without an id that the server already has under the same `alsoBy` value (a new
 * user block whose login a colleague, or an earlier save whose answer never came, created): they
 * are that entry, and take its id, instead of going out as a second one.
 */
function adoptIds(mine: unknown[], theirs: unknown[], id: string, alsoBy: string): unknown[] {
  const mineIds = new Set(
    mine
      .filter(isPlainObject)
      .map((entry) => entry[id])
      .filter(hasValue),
  );
  const theirsByAlso = new Map(
    theirs
      .filter(isPlainObject)
      .filter((entry) => hasValue(entry[id]) && hasValue(entry[alsoBy]) && !mineIds.has(entry[id]))
      .map((entry) => [entry[alsoBy], entry[id]]),
  );
  return mine.map((entry) =>
    isPlainObject(entry) && !hasValue(entry[id]) && theirsByAlso.has(entry[alsoBy])
      ? { ...entry, [id]: theirsByAlso.get(entry[alsoBy]) }
      : entry,
  );
}

function mergeKeyedArray(
  walk: Walk,
  path: string,
  field: string,
  idKey: string,
  base: unknown[],
  mine: unknown[],
  theirs: unknown[],
) {
  const idOf = (entry: unknown) => (isPlainObject(entry) ? entry[idKey] : undefined);
  const hasId = (entry: unknown) => idOf(entry) !== undefined && idOf(entry) !== null;
  const byId = (list: unknown[]) => new Map(list.filter(hasId).map((entry) => [idOf(entry), entry as Entry]));
  const [baseById, mineById, theirsById] = [byId(base), byId(mine), byId(theirs)];
  const merged: unknown[] = [];

  const mergeEntry = (id: unknown) => {
    const b = baseById.get(id);
    const m = mineById.get(id);
    const t = theirsById.get(id);
    const entryPath = `${path}[${idKey}=${String(id)}]`;
    if (m && t) return mergeValue(walk, entryPath, field, id, b, m, t);
    // Only one side has it: added by that side, or removed by the other (a conflict if the side
    // that kept it also changed it).
    const kept = m ?? t;
    if (!b) return kept;
    if (sameValue(kept, b)) return undefined;
    return conflict(walk, entryPath, field, id, b, m, t);
  };

  // Mine's order (new entries where the person put them), then what only the server has.
  for (const entry of mine) {
    const value = hasId(entry) ? mergeEntry(idOf(entry)) : entry;
    if (value !== undefined) merged.push(value);
  }
  for (const [id] of theirsById) {
    if (mineById.has(id)) continue;
    const value = mergeEntry(id);
    if (value !== undefined) merged.push(value);
  }
  return merged;
}

/**
 * Merges `mine` and `theirs` against `base` (see the module's comment).
 * `mergeThreeWay(base, mine, theirs, { keys: { usuarios: 'usuarioId' }, choices: { nome: 'theirs' } })`
 */
export function mergeThreeWay<T>(base: T, mine: T, theirs: T, options: MergeOptions = {}): MergeResult<T> {
  const walk: Walk = { keys: options.keys ?? {}, choices: options.choices ?? {}, conflicts: [] };
  const merged = mergeValue(walk, '', '', undefined, base, mine, theirs) as T;
  return {
    merged,
    conflicts: walk.conflicts.filter((found) => walk.choices[found.path] === undefined),
    allConflicts: walk.conflicts,
    theirsChanged: !sameValue(base, theirs),
  };
}

/**
 * The form's base after it took a fresher copy (`theirs`) while the person had changes (`mine`):
 * every value the form took from the copy (a field the person had not changed) is the base now;
 * a field the person changed keeps its old base, so the save still sees it as theirs to send and
 * a colleague's change to it as a conflict. Without this, a value a colleague changed and then
 * changed back would be sent as the value in between. It is the merge with the roles turned: the
 * person's changes undone (`base` against `mine`) on top of the copy.
 * `form.reset(advanceBase(base, mine, theirs, { keys }))`
 */
export function advanceBase<T>(base: T, mine: T, theirs: T, { keys }: Pick<MergeOptions, 'keys'> = {}): T {
  return mergeThreeWay(mine, base, theirs, { keys }).merged;
}

/**
 * The keyed arrays of `values` in which two entries share an id, or (for `alsoBy`) the field that
 * identifies an entry without one: such a list cannot be written back, since the server could not
 * tell its entries apart. `listsWithRepeatedKeys(values, { usuarios: { id: 'usuarioId', alsoBy: 'login' } })` → `['usuarios']`
 */
export function listsWithRepeatedKeys(values: unknown, keys: Record<string, EntryKey> = {}): string[] {
  return Object.entries(keys).flatMap(([path, key]) => {
    const list = path.split('.').reduce<unknown>((at, part) => (isPlainObject(at) ? at[part] : undefined), values);
    if (!Array.isArray(list)) return [];
    const fields = typeof key === 'string' ? [key] : [key.id, key.alsoBy];
    const repeated = fields.some((field) => {
      const seen = list
        .filter(isPlainObject)
        .map((entry) => entry[field])
        .filter(hasValue);
      return new Set(seen).size !== seen.length;
    });
    return repeated ? [path] : [];
  });
}
