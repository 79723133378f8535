/**
 * Lets the browser paint and handle input before the next slice of work: `await yieldToPage()`
 * between slices of a long job keeps every task short (the scheduler's `yield` where there is one).
 */
export function yieldToPage(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `step` for each item, in slices of about `sliceMs` of work with a yieldToPage between them,
 * so a list of 12,500 never blocks the page for long; small lists run in one go.
 * `await forEachInSlices(remessa.associados, (associado) => check(associado))`
 */
export async function forEachInSlices<T>(
  items: readonly T[],
  step: (item: T, index: number) => void,
  sliceMs = 30,
): Promise<void> {
  let index = 0;
  while (index < items.length) {
    const sliceEnd = performance.now() + sliceMs;
    // The clock is read every 250 items: cheap, and a slice overruns by a fraction of a millisecond.
    do {
      const stop = Math.min(index + 250, items.length);
      for (; index < stop; index++) step(items[index], index);
    } while (index < items.length && performance.now() < sliceEnd);
    if (index < items.length) await yieldToPage();
  }
}
