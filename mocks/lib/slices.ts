/** Rows handled between two breaks: about 10–20 ms of work in a browser. */
export const ROWS_PER_SLICE = 1000;

/** Lets the page paint and answer input before the next slice of work (the demo's mock runs in the page). */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `items.map(map)`, with a break after every slice of rows when there are many (a MAX page, the
 * export of 10,000): `const data = await mapInSlices(records, presentAssociadoResumo)`.
 */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T) => R): Promise<R[]> {
  if (items.length <= ROWS_PER_SLICE) return items.map(map);
  const mapped: R[] = [];
  for (let start = 0; start < items.length; start += ROWS_PER_SLICE) {
    if (start > 0) await yieldToPage();
    for (let index = start; index < Math.min(start + ROWS_PER_SLICE, items.length); index++)
      mapped.push(map(items[index]));
  }
  return mapped;
}
