/**
 * What a page restored from the browser's back-forward cache showed, for the journeys of Back
 * after Sair da conta in every engine (Chromium's in tests/e2e/live/back-after-sign-out.e2e.ts).
 */

/** The demo manager's name, in the header of every signed-in page. */
export const ANA_NOME = 'Ana Beatriz Costa';

export interface RestoredPage {
  /** The address the page had when it was left. */
  path: string;
  /** The text the page held as it came back, before the panel's own `pageshow` (hidden text left out). */
  asItCameBack: string;
  /** The text of its first frame after that. */
  firstFrame: string;
}

/**
 * Run in a page, as an init script (so that it hears `pageshow` before the panel does) or once the
 * page has loaded: notes every restore of it from the back-forward cache and what it showed.
 */
export const RESTORED_PAGES_PROBE = `(() => {
  let leftAt = '';
  window.__restoredPages = [];
  addEventListener('pagehide', () => { leftAt = location.pathname + location.search; });
  addEventListener('pageshow', (event) => {
    if (!event.persisted) return;
    const restored = { path: leftAt, asItCameBack: document.body.innerText };
    requestAnimationFrame(() => window.__restoredPages.push({ ...restored, firstFrame: document.body.innerText }));
  });
})()`;

/** The expression that reads what the probe noted, in the page now shown. */
export const RESTORED_PAGES = 'window.__restoredPages ?? []';

/** Nothing of the signed-in pages: neither the person's name nor a list's headers. */
export const SIGNED_IN_TEXT = new RegExp(`${ANA_NOME}|Usuários|E-mail`);
