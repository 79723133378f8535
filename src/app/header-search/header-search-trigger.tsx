import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useSiteSearch } from '@/components/layout/skip-links';
import { Icon } from '@/components/ui/icon';
import { whenIdle } from '@/utils/when-idle';
import { HEADER_SEARCH_ID } from './header-search-id';
import './header-search.css';

// The box, its searches and its keyboard load when it is first opened (or pointed at): only this
// button is in the signed-in layout.
const loadHeaderSearch = () => import('./header-search');
const HeaderSearch = lazy(() => loadHeaderSearch().then((m) => ({ default: m.HeaderSearch })));

const isMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Ctrl+K, or ⌘K on a Mac: the key of a command palette; never inside a dialog. */
const isSearchShortcut = (event: KeyboardEvent) =>
  event.key.toLowerCase() === 'k' &&
  !event.altKey &&
  !event.shiftKey &&
  (isMac() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey) &&
  !document.activeElement?.closest('[role="dialog"], [role="alertdialog"]');

/**
 * The header's search of every signed-in page: a button that opens the box (HeaderSearch, loaded
 * then), also with Ctrl+K (⌘K on a Mac) and, on a page without a search of its own, eMAG's Alt+3
 * (src/components/layout/skip-links.tsx). Closed with Escape, the focus comes back here.
 * `<HeaderSearchTrigger />`
 */
export function HeaderSearchTrigger() {
  const [open, setOpen] = useState(false);
  // Each Ctrl+K while it is open brings the focus back to the box.
  const [focusRequest, setFocusRequest] = useState(0);
  const button = useRef<HTMLButtonElement>(null);
  // What is typed before the box's code arrives (a first Ctrl+K right after the page opened) is kept for it.
  const typedEarly = useRef('');
  const show = useCallback(() => {
    setOpen(true);
    setFocusRequest((count) => count + 1);
  }, []);
  useSiteSearch(HEADER_SEARCH_ID, show);

  // Ready before it is wanted: the box's code loads once the page is idle.
  useEffect(() => whenIdle(() => void loadHeaderSearch()), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      show();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [show]);

  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    typedEarly.current = '';
    if (returnFocus) requestAnimationFrame(() => button.current?.focus());
  }, []);

  const trigger = (
    <>
      <button
        ref={button}
        type="button"
        id={HEADER_SEARCH_ID}
        className="header-search__trigger"
        aria-label="Buscar no painel"
        aria-keyshortcuts={isMac() ? 'Meta+K Alt+3' : 'Control+K Alt+3'}
        onClick={show}
        onPointerEnter={() => void loadHeaderSearch()}
        onFocus={() => void loadHeaderSearch()}
      >
        <Icon name="pi-search" />
        <span className="header-search__trigger-text">Buscar</span>
      </button>
      {/* Beside the button, not in it: its name is what it says (the keys are its aria-keyshortcuts). */}
      <kbd className="header-search__kbd" aria-hidden="true">
        {isMac() ? '⌘K' : 'Ctrl+K'}
      </kbd>
    </>
  );

  return (
    <div className="header-search" role="search" aria-label="Busca no painel">
      {open ? (
        <Suspense
          fallback={
            <input
              ref={(field) => field?.focus()}
              className="ui-input header-search__input header-search__input--early"
              aria-label="Buscar no painel"
              aria-busy="true"
              onChange={(event) => (typedEarly.current = event.target.value)}
            />
          }
        >
          <HeaderSearch onClose={close} focusRequest={focusRequest} initialText={typedEarly.current} />
        </Suspense>
      ) : (
        trigger
      )}
    </div>
  );
}
