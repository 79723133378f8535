import { env } from '@/config/env';

/**
 * A boleto link from the server as it may be opened, or null. Only https: a slip fetched over plain
 * http can be swapped in transit (a known fraud pattern), and a `javascript:` or `data:` link never
 * runs in the panel's origin. The address comes back exactly as checked: given the raw text, the
 * browser would read some forms ("https:banco.example", surrounding spaces) relative to the panel.
 * Mock mode alone also takes http to the page's own origin: the demo serves its sample slip itself,
 * over http when the demo is (docs/decisions/0014-boleto-links.md).
 * `boletoHref('https://banco.example/b.pdf')` → 'https://banco.example/b.pdf'; `boletoHref('http://banco.example/b.pdf')` → null.
 */
export function boletoHref(
  link: string | null | undefined,
  { httpOrigin = env.isMock ? window.location.origin : undefined }: { httpOrigin?: string } = {},
): string | null {
  if (!link) return null;
  try {
    const url = new URL(link);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && url.origin === httpOrigin)) return url.href;
  } catch {
    // not an absolute address
  }
  return null;
}

/** A new tab opened within a click, sent to its address once that is known. */
export interface PendingTab {
  /** Sends the tab to `href`; false when the browser blocked the tab (offer the link to click instead). */
  go: (href: string) => boolean;
  /** Closes the tab, when the address never comes or is refused. */
  close: () => void;
}

/**
 * Opens a blank tab now, inside the click, so a pop-up blocker lets it through however slow the
 * answer that gives its address. The tab is cut from the panel (no `window.opener`); `noopener` in
 * the features would do that too, but would leave no handle to send the tab anywhere. No referrer
 * leaves either: index.html and the server both say `no-referrer`.
 * `const tab = openPendingTab(); const href = boletoHref(await fetchLink()); href ? tab.go(href) : tab.close()`
 */
export function openPendingTab(): PendingTab {
  const tab = window.open('about:blank', '_blank');
  if (tab) tab.opener = null;
  return {
    go: (href) => {
      if (!tab || tab.closed) return false;
      tab.location.replace(href);
      return true;
    },
    close: () => tab?.close(),
  };
}
