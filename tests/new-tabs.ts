import { vi } from 'vitest';

/** A tab the panel opened, as the test's stand-in for the browser sees it. */
export interface OpenedTab {
  /** What window.open was given. */
  args: unknown[];
  /** Where the panel sent the tab afterwards (null: still blank). */
  href: string | null;
  /** The panel itself until the panel cuts it. */
  opener: unknown;
  closed: boolean;
}

/**
 * Stands in for window.open: each call gives a tab that records where it is sent, or nothing when
 * `blocked` (a pop-up blocker). `const tabs = spyOnNewTabs(); …; expect(tabs.opened[0].href).toBe(…)`
 */
export function spyOnNewTabs({ blocked = false }: { blocked?: boolean } = {}) {
  const opened: OpenedTab[] = [];
  const open = vi.spyOn(window, 'open').mockImplementation((...args: unknown[]) => {
    if (blocked) return null;
    const tab: OpenedTab = { args, href: null, opener: window, closed: false };
    opened.push(tab);
    return {
      get opener() {
        return tab.opener;
      },
      set opener(value: unknown) {
        tab.opener = value;
      },
      get closed() {
        return tab.closed;
      },
      location: { replace: (href: string) => (tab.href = href) },
      close: () => (tab.closed = true),
    } as unknown as Window;
  });
  return { open, opened };
}
