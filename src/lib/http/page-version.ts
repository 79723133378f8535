import { createStore } from '@/lib/store';

/**
 * Whether this page's version is gone: a new one was deployed and the files this page still needs
 * answer 404. The signed-in layout then says so and offers to reload (`VersionGoneNotice`).
 * `pageVersionGone.set(true)`
 */
export const pageVersionGone = createStore(false);
