import { createStore } from '@/lib/store';

/**
 * How many batches this tab is sending now (useBatch counts them). The person's work is under way:
 * the idle timeout counts it as use, so a reajuste of 12,500 associates (some 25 minutes) is not cut
 * by the session ending at 30 minutes without a key pressed (docs/decisions/0045-batches.md).
 */
export const batchesRunning = createStore(0);
