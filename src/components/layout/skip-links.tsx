import { useEffect, type MouseEvent, type RefObject } from 'react';
import { createStore, useStore } from '@/lib/store';

/** Where "Ir para o conteúdo" and "Ir para o menu" go: the layouts' main area and menu carry these ids. */
export const CONTENT_ID = 'conteudo';
export const MENU_ID = 'menu';

/** The search box of the page on screen, if it has one (a list's, a remessa's payers'). */
const pageSearch = createStore<HTMLElement | null>(null);

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

/**
 * eMAG's links to the page's blocks, first in the page and shown when focused, each with its access
 * key (Alt+1, Alt+2, Alt+3 in Chrome and Edge; Alt+Shift in Firefox; Control+Option on a Mac):
 * the content, the menu (signed-in pages) and the search (pages that have one).
 * `<SkipLinks menu />`
 */
export function SkipLinks({ menu = false }: { menu?: boolean }) {
  const search = useStore(pageSearch);
  return (
    <div className="skip-links">
      <a
        href={`#${CONTENT_ID}`}
        accessKey="1"
        aria-keyshortcuts="Alt+1"
        onClick={focusOn(() => document.getElementById(CONTENT_ID))}
      >
        Ir para o conteúdo
      </a>
      {menu && (
        <a
          href={`#${MENU_ID}`}
          accessKey="2"
          aria-keyshortcuts="Alt+2"
          onClick={focusOn(() => document.getElementById(MENU_ID))}
        >
          Ir para o menu
        </a>
      )}
      {search && (
        <a href="#busca" accessKey="3" aria-keyshortcuts="Alt+3" onClick={focusOn(() => pageSearch.get())}>
          Ir para a busca
        </a>
      )}
    </div>
  );
}
