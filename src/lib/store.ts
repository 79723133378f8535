import { useSyncExternalStore } from 'react';

/**
 * The one way to keep state outside React (docs/development.md, State): a value with `get`, `set`
 * and `subscribe`, read in a component with `useStore(store)`, so a change re-renders whoever
 * shows it. `initial` is a value or a function computing it on first read (after a reset too).
 * `const endReason = createStore<EndReason | undefined>(undefined)`; `endReason.set('expiry')`.
 */
export interface Store<T> {
  get: () => T;
  /** Replaces the value and tells the subscribers (nothing happens when it is the same value). */
  set: (next: T) => void;
  /** Calls `listener` after every change; returns the unsubscribe. */
  subscribe: (listener: () => void) => () => void;
}

/** Every store made by createStore: `resetStores()` brings them all back to their start. */
const everyStore = new Set<() => void>();

export function createStore<T>(initial: T | (() => T)): Store<T> {
  const start = () => (typeof initial === 'function' ? (initial as () => T)() : initial);
  const listeners = new Set<() => void>();
  let read = false;
  let value: T;
  const get = () => {
    if (!read) {
      value = start();
      read = true;
    }
    return value;
  };
  const set = (next: T) => {
    if (read && Object.is(next, value)) return;
    value = next;
    read = true;
    listeners.forEach((listener) => listener());
  };
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  everyStore.add(() => {
    // Read again on next use; subscribers (a screen still mounted) hear of it.
    read = false;
    listeners.forEach((listener) => listener());
  });
  return { get, set, subscribe };
}

/** The store's value in a component, re-rendering it when the value changes. */
export function useStore<T>(store: Store<T>): T {
  return useSyncExternalStore(store.subscribe, store.get, store.get);
}

/**
 * Brings every store back to its start, as a fresh page load would. Tests call it before each test
 * (tests/setup.ts), after emptying storage, so no state leaks from one test into the next.
 */
export function resetStores() {
  everyStore.forEach((reset) => reset());
}
