/** The landing page after sign-in, loaded ahead from the sign-in page so it never waits on a chunk. */
export const loadListasRoute = () => import('./routes/listas');

let primeReactReady: Promise<void> | undefined;

/**
 * Loads a screen together with PrimeReact's pt locale, so no PrimeReact component ever renders in
 * English. The sign-in page uses none and loads without it (first-load size budget).
 * `lazy: withPrimeReact(() => import('./screen').then((m) => ({ Component: m.Screen })))`
 */
export function withPrimeReact<T>(load: () => Promise<T>) {
  return async (): Promise<T> => {
    primeReactReady ??= import('@/lib/primereact-locale').then((module) => module.installPrimeReactLocale());
    const [, screen] = await Promise.all([primeReactReady, load()]);
    return screen;
  };
}
