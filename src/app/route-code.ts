/** The landing page after sign-in, loaded ahead from the sign-in page so it never waits on a chunk. */
export const loadListasRoute = () => import('./routes/listas');

/** A screen's code could not be downloaded: only a reload fetches it again (route-error.tsx). */
export class ScreenCodeUnavailableError extends Error {
  constructor(cause: unknown) {
    super('Não foi possível baixar o código desta tela.', { cause });
    this.name = 'ScreenCodeUnavailableError';
  }
}

/**
 * A screen that calls the API as soon as it shows: its code, with the HTTP client downloading
 * alongside (it paints without waiting for it: src/lib/http/api-client.ts). The sign-in page loads
 * without it (first-load size budget). PrimeReact's widgets bring their locale and theme themselves
 * (src/lib/primereact-locale.ts), when the module that renders one loads.
 * `lazy: withHttpClient(() => import('./screen').then((m) => ({ Component: m.Screen })))`
 */
export function withHttpClient<T>(load: () => Promise<T>) {
  return () => {
    void import('@/lib/http/http-client').catch(() => undefined);
    return screenCode(load);
  };
}

/**
 * The frame and /listas: the screen's code alone. The HTTP client (axios, 22 KB gzip) is not
 * downloaded alongside: the list paints first, its search asks for it.
 *
 * Code that cannot be downloaded (offline, a new version replaced the files) becomes a screen that
 * throws, so the route's errorElement shows inside the layout and offers a reload: react-router
 * treats a route whose `lazy` rejected as still loading and would render no screen at all.
 */
export async function screenCode<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (cause) {
    const error = new ScreenCodeUnavailableError(cause);
    return {
      Component: () => {
        throw error;
      },
    } as T;
  }
}
