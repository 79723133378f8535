import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/** The page's main heading: the h1 of its main area (the not-found page is its own main). */
const mainHeading = () => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

/** Focus the page itself placed on purpose (its own field or heading), or a dialog that has it. */
const focusTakenElsewhere = () => {
  const active = document.activeElement;
  if (!active || active === document.body) return false;
  return active.closest('main, [role="dialog"], [role="alertdialog"]') !== null;
};

/**
 * Each page opened inside the panel is announced by moving the focus to its main heading, on a link,
 * a redirect, a form's save and going back alike (docs/decisions/0035-announcing-a-new-page.md): a
 * screen reader reads the heading, and the next Tab goes on from the top of the page's content.
 * Only a new address counts: a list's tab, search or page (the query) keeps the focus where it is.
 * The first page loaded is left to the browser, which reads its title. A page that moved the focus
 * itself (a success heading, a field) and an open dialog keep it.
 */
export function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const announced = useRef(pathname);

  useEffect(() => {
    if (pathname === announced.current) return;
    announced.current = pathname;
    const focusHeading = () => {
      const heading = mainHeading();
      if (!heading) return false;
      if (!focusTakenElsewhere()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // The scroll is ScrollRestoration's: the top on a new page, where the person was on going back.
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    // A page that redirects first (/listas restoring the person's last view) draws its heading later.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
