/**
 * What to do when the server says the session is over. The auth feature registers it once at
 * start; the HTTP client calls it. Kept apart from the client so registering needs no axios.
 */
/** Why a session is about to end under an open screen: a 401 here, a sign-out (or another person) in another tab, or no use for the idle time limit. */
export type SessionEnding = 'expiry' | 'other-tab' | 'idle';

let unauthorizedHandler: (() => void) | undefined;
const beforeSignOut = new Set<(why: SessionEnding) => void>();

export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  unauthorizedHandler = handler;
}

/**
 * Runs `listener` when a 401 (or another tab) is about to end the session, while the screen is
 * still there (a form keeps its draft: src/lib/form-draft.ts). Returns the unsubscribe.
 */
export function onSessionExpiring(listener: (why: SessionEnding) => void) {
  beforeSignOut.add(listener);
  return () => {
    beforeSignOut.delete(listener);
  };
}

/** Tells every screen the session is about to end (drafts are saved now, under the current owner). */
export function notifySessionExpiring(why: SessionEnding) {
  beforeSignOut.forEach((listener) => listener(why));
}

export function notifyUnauthorized() {
  notifySessionExpiring('expiry');
  unauthorizedHandler?.();
}
