/**
 * A list longer than this is worked through in slices (a MAX page, the export of 10,000, a
 * remessa of 12,500 payers); a shorter one at once.
 */
export const ROWS_PER_SLICE = 1000;

/** How long one slice may hold the page before it lets the page paint and answer input. */
const SLICE_MS = 8;

/**
 * `user-visible`: work someone waits for (an answer being built); `background`: work nobody waits
 * for (checking an answer already sent), done when the page has nothing else to do.
 */
export type SlicePriority = 'user-visible' | 'background';

interface PageScheduler {
  yield?: () => Promise<void>;
  postTask?: (task: () => void, options: { priority: SlicePriority }) => Promise<void>;
}

/** Lets the page paint and answer input before the next slice of work (the demo's mock runs in the page). */
export function yieldToPage(priority: SlicePriority = 'user-visible'): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PageScheduler }).scheduler;
  if (priority === 'background' && scheduler?.postTask) return scheduler.postTask(() => {}, { priority });
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * `items.forEach(each)`, with a break whenever a slice has held the page for a few milliseconds,
 * so a long list never blocks it (however slow the computer): `await forEachInSlices(rows, check)`.
 * `each` may be async (a write to the mock's tables): it is awaited before the next item.
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  each: (item: T, index: number) => unknown,
  priority: SlicePriority = 'user-visible',
): Promise<void> {
  let sliceStart = performance.now();
  for (let index = 0; index < items.length; index++) {
    const done = each(items[index], index);
    if (done instanceof Promise) await done;
    if (performance.now() - sliceStart >= SLICE_MS && index < items.length - 1) {
      await yieldToPage(priority);
      sliceStart = performance.now();
    }
  }
}

/**
 * `items.map(map)`, at once for a short list, in slices for a long one (a MAX page, the export of
 * 10,000): `const data = await mapInSlices(records, presentAssociadoResumo)`.
 */
export async function mapInSlices<T, R>(items: readonly T[], map: (item: T) => R): Promise<R[]> {
  if (items.length <= ROWS_PER_SLICE) return items.map(map);
  const mapped = new Array<R>(items.length);
  await forEachInSlices(items, (item, index) => (mapped[index] = map(item)));
  return mapped;
}
