import { useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import { timings } from '@/config/app';

export interface ListasTab<K extends string> {
  key: K;
  label: string;
}

interface ListasTabsProps<K extends string> {
  tabs: readonly ListasTab<K>[];
  /** The tab in force (from the URL). */
  value: K;
  /** Told once the underline has slid to the chosen tab (`timings.tabIndicatorMs`). */
  onChange: (key: K) => void;
  /** id prefix: tab `${idPrefix}-tab-${key}` controls panel `${idPrefix}-panel`. */
  idPrefix: string;
}

/**
 * The top tabs of /listas: the underline slides to the chosen tab at once, and the parent is told
 * after the slide, so the list changes when the movement ends. Arrow keys, Home and End move
 * between tabs (automatic activation).
 */
export function ListasTabs<K extends string>({ tabs, value, onChange, idPrefix }: ListasTabsProps<K>) {
  const [chosen, setChosen] = useState(value);
  const [followed, setFollowed] = useState(value);
  // Measured once laid out; until then the chosen tab draws the same underline with CSS.
  const [indicator, setIndicator] = useState<{ left: number; width: number } | null>(null);
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The tab changed elsewhere (back/forward, a link): follow it.
  if (value !== followed) {
    setFollowed(value);
    setChosen(value);
  }

  useEffect(() => {
    const button = buttons.current.get(chosen);
    if (!button) return;
    // The observer reports the tab's box after the browser laid the page out (at once, and when
    // fonts, zoom or a narrow window change it): measuring during the first render would force a
    // layout of the whole page before its styles are all in.
    const observer = new ResizeObserver(() => setIndicator({ left: button.offsetLeft, width: button.offsetWidth }));
    observer.observe(button);
    return () => observer.disconnect();
  }, [chosen]);

  useLayoutEffect(() => () => clearTimeout(timer.current), []);

  const choose = (key: K) => {
    setChosen(key);
    buttons.current.get(key)?.focus();
    clearTimeout(timer.current);
    if (key === value) return;
    timer.current = setTimeout(() => onChange(key), timings.tabIndicatorMs);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === chosen);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    choose(tabs[(next + tabs.length) % tabs.length].key);
  };

  return (
    <div className="listas-tabs" role="tablist" aria-label="Listas" onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.key}
          ref={(element) => {
            if (element) buttons.current.set(tab.key, element);
            else buttons.current.delete(tab.key);
          }}
          id={`${idPrefix}-tab-${tab.key}`}
          type="button"
          role="tab"
          aria-selected={tab.key === chosen}
          aria-controls={`${idPrefix}-panel`}
          tabIndex={tab.key === chosen ? 0 : -1}
          className={`listas-tabs__tab ${tab.key === chosen ? `listas-tabs__tab--active ${indicator ? '' : 'listas-tabs__tab--underlined'}` : ''}`}
          onClick={() => choose(tab.key)}
        >
          {tab.label}
        </button>
      ))}
      {indicator && (
        <span
          className="listas-tabs__indicator"
          aria-hidden="true"
          style={{
            transform: `translateX(${indicator.left}px)`,
            width: indicator.width,
            transitionDuration: `${timings.tabIndicatorMs}ms`,
          }}
        />
      )}
    </div>
  );
}
