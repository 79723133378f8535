import { useEffect } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';
import type { RouteHandle } from './route-handle';

/** Marks a link whose page is read ahead on intent: `<Link data-read-on-intent …>` (IconLink's `readOnIntent`). */
const LINK = 'a[data-read-on-intent]';

/**
 * How long the pointer rests on such a link, or focus stays on it, before its page's read starts:
 * a pointer crossing the list on its way elsewhere, or Tab walking through the rows, reads nothing.
 * A press starts it at once. TanStack Router's default preload delay.
 */
export const INTENT_DELAY_MS = 50;

/** Routes whose screen's code was asked for ahead: the bundler's preload of its chunks runs once. */
const codeAsked = new WeakSet<RouteObject>();

/**
 * Starts what the page at `href` needs as it opens, before the click. With `read`, its record
 * (`handle.readRecord`, which its loader calls again and which joins or keeps this read:
 * src/lib/read-on-the-way.ts), then its screen's code (each matched route's `lazy`, which the
 * router's own call then finds loaded); without, only what the record's read needs
 * (`handle.readRecord.prepare`), so a press that follows sends its GET at once.
 */
export function readAheadOf(routes: RouteObject[], href: string, { read }: { read: boolean }) {
  const matches = matchRoutes(routes, href) ?? [];
  for (const { route, params } of matches) {
    const readRecord = (route.handle as RouteHandle | undefined)?.readRecord;
    if (read) readRecord?.(params, 'intent');
    else readRecord?.prepare();
  }
  // The code after the read: its GET is what the page waits for longest, and the code's preload
  // (the bundler's links, then evaluating the chunks) would hold up a press that follows at once.
  if (!read) return;
  for (const { route } of matches) {
    if (typeof route.lazy !== 'function' || codeAsked.has(route)) continue;
    codeAsked.add(route);
    void Promise.resolve(route.lazy()).catch(() => undefined);
  }
}

/**
 * Reads ahead on a marked link's intent, for the whole document at once (no handler per row): what
 * the read needs as the pointer or focus arrives on it; the record, then the screen's code, as it
 * is pressed, or once the pointer or focus has rested on it for INTENT_DELAY_MS.
 * Returns what undoes it. `const stop = readOnIntent(document, router.routes)`
 */
function readOnIntent(root: Document, routes: RouteObject[]) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The link the pointer or focus is on: moving between its parts (the icon) starts nothing again.
  let current: Element | null = null;
  const linkOf = (event: Event) => (event.target instanceof Element ? event.target.closest(LINK) : null);
  const readAhead = (link: Element, read: boolean) => {
    const url = new URL((link as HTMLAnchorElement).href, root.baseURI);
    readAheadOf(routes, url.pathname + url.search, { read });
  };
  const cancel = () => {
    clearTimeout(timer);
    current = null;
  };
  const soon = (event: Event) => {
    const link = linkOf(event);
    if (!link || link === current) return;
    cancel();
    current = link;
    readAhead(link, false);
    timer = setTimeout(() => readAhead(link, true), INTENT_DELAY_MS);
  };
  const leave = (event: Event) => {
    const link = linkOf(event);
    const to = (event as FocusEvent | PointerEvent).relatedTarget;
    if (link && link === current && !(to instanceof Node && link.contains(to))) cancel();
  };
  const now = (event: Event) => {
    const link = linkOf(event);
    if (!link) return;
    cancel();
    current = link;
    readAhead(link, true);
  };
  const listeners: [string, (event: Event) => void][] = [
    ['pointerdown', now],
    ['pointerover', soon],
    ['pointerout', leave],
    ['focusin', soon],
    ['focusout', leave],
  ];
  for (const [type, listener] of listeners) root.addEventListener(type, listener, { capture: true, passive: true });
  return () => {
    cancel();
    for (const [type, listener] of listeners) root.removeEventListener(type, listener, { capture: true });
  };
}

/** Reads ahead on intent while the app is on the page: `<ReadOnIntent routes={router.routes} />` beside its router. */
export function ReadOnIntent({ routes }: { routes: RouteObject[] }) {
  useEffect(() => readOnIntent(document, routes), [routes]);
  return null;
}
