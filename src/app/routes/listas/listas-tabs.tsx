import { useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
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
  const [indicator, setIndicator] = useState({ left: 0, width: 0 });
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  // The tab changed elsewhere (back/forward, a link): follow it.
  if (value !== followed) {
    setFollowed(value);
    setChosen(value);
  }

  useLayoutEffect(() => {
    const button = buttons.current.get(chosen);
    if (!button) return;
    const place = () => setIndicator({ left: button.offsetLeft, width: button.offsetWidth });
    place();
    // The tab's size can change after the first paint (fonts, zoom, a narrow window).
    const observer = new ResizeObserver(place);
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
          className={`listas-tabs__tab ${tab.key === chosen ? 'listas-tabs__tab--active' : ''}`}
          onClick={() => choose(tab.key)}
        >
          {tab.label}
        </button>
      ))}
      <span
        className="listas-tabs__indicator"
        aria-hidden="true"
        style={{ transform: `translateX(${indicator.left}px)`, width: indicator.width, transitionDuration: `${timings.tabIndicatorMs}ms` }}
      />
    </div>
  );
}
