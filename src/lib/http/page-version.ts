import { createStore } from '@/lib/store';

/**
 * Whether this page's version is gone: a new one was deployed and the files this page still needs
 * answer 404. The signed-in layout then says so and offers to reload (`VersionGoneNotice`).
 * `pageVersionGone.set(true)`
 */
export const pageVersionGone = createStore(false);

/** The module scripts an HTML page names (its entry; in development, Vite's client too), as addresses. */
const moduleScripts = (root: ParentNode, base: string) =>
  [...root.querySelectorAll('script[type="module"][src]')].map((script) =>
    new URL(script.getAttribute('src') ?? '', base).toString(),
  );

/**
 * Whether the server says this page's version is gone: this page's entry file answers 404 while the
 * index.html it serves now names other files (a deploy replaced them). A download that failed is
 * no deploy by itself (a network blip, a proxy that gave up): when the server cannot be asked, or
 * still has this page's files, the answer is no.
 * `if (await isPageVersionGone()) pageVersionGone.set(true)`
 */
export async function isPageVersionGone(): Promise<boolean> {
  const own = moduleScripts(document, document.baseURI);
  const entry = own.at(-1);
  if (!entry) return false;
  try {
    const [file, index] = await Promise.all([
      fetch(entry, { method: 'HEAD', cache: 'no-store' }),
      fetch(new URL('/index.html', window.location.origin), { cache: 'no-store' }),
    ]);
    if (file.status !== 404 || !index.ok) return false;
    const named = moduleScripts(new DOMParser().parseFromString(await index.text(), 'text/html'), index.url);
    return named.length > 0 && named.join(' ') !== own.join(' ');
  } catch {
    return false;
  }
}

/**
 * Asks the server after a download failed, and says the version is gone when it says so.
 * `throw new WriteChecksMissingError(error, { versionGone: await checkPageVersion() })`
 */
export async function checkPageVersion(): Promise<boolean> {
  const gone = await isPageVersionGone();
  if (gone) pageVersionGone.set(true);
  return gone;
}

/**
 * Vite's `vite:preloadError` (a screen's files or styles failed to download) asks the server too:
 * after a deploy, the layout says so before the person finds out screen by screen. Once, at start.
 */
export function watchPageVersion() {
  window.addEventListener('vite:preloadError', () => void checkPageVersion());
}
