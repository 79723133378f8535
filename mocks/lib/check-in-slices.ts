import { z, type ZodType } from 'zod';
import { ROWS_PER_SLICE, yieldToPage } from './slices';

/** The one long list of an answer (`data` of a search), when its rows can be checked one by one. */
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

/**
 * `schema.safeParse(value)` for a check whose answer is not needed at once: an answer with a long
 * list (a search with MAX, the export of 10,000 associates) is checked in slices of rows with breaks
 * between them, so the check never blocks the page for long; the issues are the same, with the
 * same paths. Small answers are checked at once, as before.
 * `const result = await checkInSlices(buscarAssociadosResponse, answer); if (!result.success) report(result.error.issues)`
 */
export async function checkInSlices(
  schema: ZodType,
  value: unknown,
): Promise<{ success: true } | { success: false; error: z.ZodError }> {
  // An intersection (the contract's allOf: a remessa and its 10,000 payers) holds when each side
  // does: each is checked on its own, the side with the long list in slices.
  if (schema instanceof z.ZodIntersection) {
    const sides = [schema._zod.def.left as ZodType, schema._zod.def.right as ZodType];
    const issues: z.core.$ZodIssue[] = [];
    for (const side of sides) {
      const result = await checkInSlices(side, value);
      if (!result.success) issues.push(...result.error.issues);
    }
    return issues.length > 0 ? { success: false, error: new z.ZodError(issues) } : { success: true };
  }
  const list = longListOf(schema, value);
  if (!list) {
    const result = schema.safeParse(value);
    return result.success ? { success: true } : { success: false, error: result.error };
  }
  const { key, element, rows } = list;
  const issues: z.core.$ZodIssue[] = [];
  const rest = schema.safeParse({ ...(value as object), [key]: [] });
  if (!rest.success) issues.push(...rest.error.issues);
  for (let start = 0; start < rows.length; start += ROWS_PER_SLICE) {
    await yieldToPage();
    const end = Math.min(start + ROWS_PER_SLICE, rows.length);
    for (let index = start; index < end; index++) {
      const row = element.safeParse(rows[index]);
      if (!row.success)
        issues.push(...row.error.issues.map((issue) => ({ ...issue, path: [key, index, ...issue.path] })));
    }
  }
  return issues.length > 0 ? { success: false, error: new z.ZodError(issues) } : { success: true };
}
