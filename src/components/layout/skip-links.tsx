import { useEffect, type MouseEvent, type RefObject } from 'react';
import { createStore, useStore } from '@/lib/store';

/** Where "Ir para o conteúdo" and "Ir para o menu" go: the layouts' main area and menu carry these ids. */
export const CONTENT_ID = 'conteudo';
export const MENU_ID = 'menu';

/** The search box of the page on screen, if it has one (a list's, a remessa's payers'). */
const pageSearch = createStore<HTMLElement | null>(null);

/** The search of every signed-in page (the header's): how it opens, and the id of what opens it. */
interface SiteSearch {
  id: string;
  open: () => void;
}
const siteSearch = createStore<SiteSearch | null>(null);

/**
 * Makes the header's search the target of "Ir para a busca" (Alt+3) on pages without a search of
 * their own, while it is mounted: `useSiteSearch('busca-no-painel', open)`.
 */
export function useSiteSearch(id: string, open: () => void) {
  useEffect(() => {
    const search = { id, open };
    siteSearch.set(search);
    return () => {
      if (siteSearch.get() === search) siteSearch.set(null);
    };
  }, [id, open]);
}

/** Ir para a busca: the page's own search, or else the header's, opened. */
function goToSearch() {
  const own = pageSearch.get();
  if (own) own.focus();
  else siteSearch.get()?.open();
}

/**
 * Makes `field` the page's search, the target of "Ir para a busca" (Alt+3), while it is mounted and
 * not inside a dialog (SearchInput does it): `usePageSearch(inputRef)`.
 */
export function usePageSearch(field: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = field.current;
    if (!element || element.closest('[role="dialog"]')) return;
    pageSearch.set(element);
    return () => {
      if (pageSearch.get() === element) pageSearch.set(null);
    };
  }, [field]);
}

const focusOn = (target: () => HTMLElement | null) => (event: MouseEvent<HTMLAnchorElement>) => {
  // The router owns the address: a #fragment would be a navigation of its own.
  event.preventDefault();
  target()?.focus();
};
const goingToSearch = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  goToSearch();
};

const content = () => document.getElementById(CONTENT_ID);
const menuBlock = () => document.getElementById(MENU_ID);

/** A Mac, where the access keys are Control+Option (Safari's and Chrome's own) and Option alone types characters. */
const onMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Where a key types a character: a text field, a text area, an editable region. */
function isEditable(element: Element | null): boolean {
  if (!(element instanceof HTMLElement)) return false;
  if (element.isContentEditable || element instanceof HTMLTextAreaElement) return true;
  return (
    element instanceof HTMLInputElement &&
    !['button', 'checkbox', 'color', 'file', 'image', 'radio', 'range', 'reset', 'submit'].includes(element.type)
  );
}

/**
 * Alt+number (Alt+Shift in Firefox), Control+Option+number on a Mac, handled by the page too:
 * browsers deliver `accesskey` unevenly (Chromium driven by a test never does). Never Option alone
 * on a Mac, where Option+1, 2, 3 type ¡ ™ £; never Control+Alt elsewhere, which is AltGr, the key of
 * ¹ ² ³ on Brazilian keyboards; never in a field where the keys may type (the browser's own
 * `accesskey` still answers there), and never inside a dialog.
 */
function accessKeyAction(event: KeyboardEvent, menu: boolean): (() => void) | undefined {
  const keys = onMac() ? event.ctrlKey && event.altKey : event.altKey && !event.ctrlKey;
  if (!keys || event.metaKey) return undefined;
  if (isEditable(document.activeElement)) return undefined;
  if (document.activeElement?.closest('[role="dialog"], [role="alertdialog"]')) return undefined;
  const focus = (target: HTMLElement | null) => target && (() => target.focus());
  if (event.code === 'Digit1') return focus(content()) ?? undefined;
  if (event.code === 'Digit2' && menu) return focus(menuBlock()) ?? undefined;
  if (event.code === 'Digit3' && (pageSearch.get() || siteSearch.get())) return goToSearch;
  return undefined;
}

/** What `aria-keyshortcuts` says for access key `digit` on this platform. */
const shortcut = (digit: number) => (onMac() ? `Control+Alt+${digit}` : `Alt+${digit}`);

/**
 * eMAG's links to the page's blocks, first in the page and shown when focused, each with its access
 * key (`accesskey`, which assistive technology announces, and the same keys handled by the page):
 * the content (Alt+1), the menu (Alt+2, signed-in pages) and the search (Alt+3: the page's own, or
 * on a signed-in page without one the header's search, opened); Control+Option+number on a Mac.
 * `<SkipLinks menu />`
 */
export function SkipLinks({ menu = false }: { menu?: boolean }) {
  const ownSearch = useStore(pageSearch);
  const headerSearch = useStore(siteSearch);
  const searchId = ownSearch?.id || headerSearch?.id;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      const action = accessKeyAction(event, menu);
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [menu]);
  return (
    <div className="skip-links">
      <a href={`#${CONTENT_ID}`} accessKey="1" aria-keyshortcuts={shortcut(1)} onClick={focusOn(content)}>
        Ir para o conteúdo
      </a>
      {menu && (
        <a href={`#${MENU_ID}`} accessKey="2" aria-keyshortcuts={shortcut(2)} onClick={focusOn(menuBlock)}>
          Ir para o menu
        </a>
      )}
      {(ownSearch || headerSearch) && (
        <a href={`#${searchId}`} accessKey="3" aria-keyshortcuts={shortcut(3)} onClick={goingToSearch}>
          Ir para a busca
        </a>
      )}
    </div>
  );
}
