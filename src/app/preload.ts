/** The landing page after sign-in, loaded ahead from the sign-in page so it never waits on a chunk. */
export const loadListasRoute = () => import('./routes/listas');

let primeReactReady: Promise<void> | undefined;

/** A screen's code could not be downloaded: only a reload fetches it again (route-error.tsx). */
export class ScreenCodeUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Não foi possível baixar o código desta tela.', { cause });
    this.name = 'ScreenCodeUnavailableError';
  }
}

/**
 * Loads a screen together with PrimeReact's pt locale, so no PrimeReact component ever renders in
 * English, and starts downloading the HTTP client. The sign-in page uses none and loads without it (first-load size budget).
 * `lazy: withPrimeReact(() => import('./screen').then((m) => ({ Component: m.Screen })))`
 *
 * Code that cannot be downloaded (offline, a new version replaced the files) becomes a screen that
 * throws, so the route's errorElement shows inside the layout and offers a reload: react-router
 * treats a route whose `lazy` rejected as still loading and would render no screen at all.
 */
export function withPrimeReact<T>(load: () => Promise<T>) {
  return async (): Promise<T> => {
    primeReactReady ??= import('@/lib/primereact-locale')
      .then((module) => module.installPrimeReactLocale())
      .catch((error: unknown) => {
        primeReactReady = undefined;
        throw error;
      });
    // These screens call the API as soon as they show: the HTTP client downloads alongside their
    // code, though they paint without waiting for it (src/lib/http/api-client.ts).
    void import('@/lib/http/http-client').catch(() => undefined);
    return screenCode(load, primeReactReady);
  };
}

/**
 * The frame and /listas: like `withPrimeReact`, without PrimeReact's locale. They paint with no
 * PrimeReact code (plain elements with its classes); the lists' dropdowns bring it, with the locale,
 * when the user reaches for them (src/components/list/list-dropdown.tsx). The HTTP client (axios,
 * 22 KB gzip) is not downloaded alongside either: the list paints first, its search asks for it.
 */
export function withoutPrimeReact<T>(load: () => Promise<T>) {
  return () => screenCode(load);
}

async function screenCode<T>(load: () => Promise<T>, ...before: Promise<unknown>[]): Promise<T> {
  try {
    const [screen] = await Promise.all([load(), ...before]);
    return screen;
  } catch (cause) {
    const error = new ScreenCodeUnavailableError(cause);
    return {
      Component: () => {
        throw error;
      },
    } as T;
  }
}
