import { z, type ZodType } from 'zod';
import { flatSchemaOf } from './flat-schema';
import { forEachInSlices, ROWS_PER_SLICE, type SlicePriority } from './slices';

/** The one long list of a value (`data` of a search, a remessa's payers), when its rows can be parsed one by one. */
function longListOf(schema: ZodType, value: unknown) {
  if (!(schema instanceof z.ZodObject) || typeof value !== 'object' || value === null || Array.isArray(value))
    return null;
  for (const [key, field] of Object.entries(schema.shape as Record<string, ZodType>)) {
    const rows = (value as Record<string, unknown>)[key];
    // A list with rules of its own (a length) is checked whole.
    if (
      field instanceof z.ZodArray &&
      !field._zod.def.checks?.length &&
      Array.isArray(rows) &&
      rows.length > ROWS_PER_SLICE
    ) {
      return { key, element: field.element as ZodType, rows: rows as unknown[] };
    }
  }
  return null;
}

type ParseResult = { success: true; data: unknown } | { success: false; error: z.ZodError };

const result = (data: unknown, issues: z.core.$ZodIssue[]): ParseResult =>
  issues.length > 0 ? { success: false, error: new z.ZodError(issues) } : { success: true, data };

/**
 * `schema.safeParse(value)` for a value with a long list (a search with MAX, the export of 10,000
 * associates, a remessa and its 12,500 payers, the vincular of all of them): the list's rows are
 * parsed one by one, with breaks between slices, so the work never blocks the page for long; the
 * issues and the data are the same, with the same paths. A short value is parsed at once.
 * `const result = await parseInSlices(BuscarAssociadosResponse, answer); if (!result.success) report(result.error.issues)`
 * `{ priority: 'background' }` for a check nobody waits for (an answer already sent); `{ error }` as safeParse's.
 */
export async function parseInSlices(
  contract: ZodType,
  value: unknown,
  options: { priority?: SlicePriority; error?: z.core.$ZodErrorMap } = {},
): Promise<ParseResult> {
  const schema = flatSchemaOf(contract);
  // An intersection (the contract's allOf: a remessa and its payers) holds when each side does:
  // each is parsed on its own, the side with the long list in slices; the data is both sides'.
  if (schema instanceof z.ZodIntersection) {
    const sides = [schema._zod.def.left as ZodType, schema._zod.def.right as ZodType];
    const issues: z.core.$ZodIssue[] = [];
    const parts: unknown[] = [];
    for (const side of sides) {
      const parsed = await parseInSlices(side, value, options);
      if (parsed.success) parts.push(parsed.data);
      else issues.push(...parsed.error.issues);
    }
    return result(Object.assign({}, ...parts), issues);
  }
  const list = longListOf(schema, value);
  if (!list) {
    const parsed = schema.safeParse(value, options);
    return parsed.success ? { success: true, data: parsed.data } : { success: false, error: parsed.error };
  }
  const { key, element, rows } = list;
  const issues: z.core.$ZodIssue[] = [];
  const rest = schema.safeParse({ ...(value as object), [key]: [] }, options);
  if (!rest.success) issues.push(...rest.error.issues);
  const parsedRows = new Array<unknown>(rows.length);
  await forEachInSlices(
    rows,
    (row, index) => {
      const parsed = element.safeParse(row, options);
      if (parsed.success) parsedRows[index] = parsed.data;
      else issues.push(...parsed.error.issues.map((issue) => ({ ...issue, path: [key, index, ...issue.path] })));
    },
    options.priority,
  );
  return result(rest.success ? { ...(rest.data as object), [key]: parsedRows } : undefined, issues);
}
