import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/** The page's main heading: the h1 of its main area (the not-found page is its own main). */
const mainHeading = () => document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');

const dialogHasFocus = () => document.activeElement?.closest('[role="dialog"], [role="alertdialog"]') != null;

/** Focus the new page placed itself, on purpose (a success heading, a field), or gave back (a dialog's opener). */
const pageHasFocus = () => {
  const active = document.activeElement;
  return active !== null && active !== document.body && active.closest('main') !== null;
};

/**
 * Each page opened inside the panel is announced by moving the focus to its main heading, on a link,
 * a redirect, a form's save and going back alike (docs/decisions/0035-announcing-a-new-page.md): a
 * screen reader reads the heading, and the next Tab goes on from the top of the page's content.
 * Only a new address counts: a list's tab, search or page (the query) keeps the focus where it is.
 * The first page loaded is left to the browser, which reads its title. A page that moved the focus
 * itself (a success heading, a field) keeps it; a dialog open on arrival (a save's alert) keeps it
 * until it closes, and the heading gets it then, unless the dialog gave it back into the page.
 */
export function useFocusHeadingOnNavigation() {
  const { pathname } = useLocation();
  const announced = useRef(pathname);

  useEffect(() => {
    if (pathname === announced.current) return;
    announced.current = pathname;
    /** True once the new page is announced, or needs no announcing. */
    const focusHeading = () => {
      // An alert that opened with the page (a save's message) is read first; its OK leads to the page.
      if (dialogHasFocus()) return false;
      const heading = mainHeading();
      if (!heading) return false;
      if (!pageHasFocus()) {
        if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
        // The scroll is ScrollRestoration's: the top on a new page, where the person was on going back.
        heading.focus({ preventScroll: true });
      }
      return true;
    };
    if (focusHeading()) return;
    // A page that redirects first (/listas restoring the person's last view) draws its heading later;
    // a dialog open on arrival is closed later.
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [pathname]);
}
