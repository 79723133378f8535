/**
 * What to do when the server says the session is over. The auth feature registers it once at
 * start; the HTTP client calls it. Kept apart from the client so registering needs no axios.
 */
let unauthorizedHandler: (() => void) | undefined;

export function setUnauthorizedHandler(handler: (() => void) | undefined) {
  unauthorizedHandler = handler;
}

export function notifyUnauthorized() {
  unauthorizedHandler?.();
}
