/**
 * What to do when the server says the session is over. The auth feature registers it once at
 * start; the HTTP client calls it. Kept apart from the client so registering needs no axios.
 */
let unauthorizedHandler: (() => void) | undefined;
const beforeSignOut = new Set<() => void>();

export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  unauthorizedHandler = handler;
}

/**
 * Runs `listener` when a 401 (or another tab) is about to end the session, while the screen is
 * still there (a form keeps its draft: src/lib/form-draft.ts). Returns the unsubscribe.
 */
export function onSessionExpiring(listener: () => void) {
  beforeSignOut.add(listener);
  return () => {
    beforeSignOut.delete(listener);
  };
}

/** Tells every screen the session is about to end (drafts are saved now, under the current owner). */
export function notifySessionExpiring() {
  beforeSignOut.forEach((listener) => listener());
}

export function notifyUnauthorized() {
  notifySessionExpiring();
  unauthorizedHandler?.();
}
