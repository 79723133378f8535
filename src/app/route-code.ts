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
 * A screen's code, with what it imports: `lazy: () => screenCode(() => import('./screen').then((m) => ({ Component: m.Screen })))`.
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
