import { useEffect } from 'react';
import type { RememberedCredentials } from '@/lib/auth/remember-me';

// Loaded on demand: the crypto and IndexedDB code stays out of the first page's bundle.
const loadRememberMe = () => import('@/lib/auth/remember-me');

/** How long the panel waits for remember-me storage (IndexedDB can hang, e.g. blocked by another tab's upgrade). */
export const REMEMBER_ME_TIME_LIMIT_MS = 3000;

/**
 * Remember-me must never stand in the way of signing in: any failure here, or no answer within
 * the time limit, only means "not remembered".
 */
async function quietly<T>(
  run: (module: Awaited<ReturnType<typeof loadRememberMe>>) => Promise<T>,
  fallback: T,
): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), REMEMBER_ME_TIME_LIMIT_MS);
  });
  try {
    return await Promise.race([loadRememberMe().then(run), giveUp]);
  } catch {
    return fallback;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * "Lembrar-me" on the sign-in page (src/lib/auth/remember-me.ts does the crypto).
 * On mount it hands saved credentials to `onRestore` once; it never submits anything.
 * `const rememberMe = useRememberMe(fillForm)`; once signed in, `rememberMe.afterSignIn(ticked, credentials)` (not awaited).
 * `onRestore` must be stable (useCallback).
 */
export function useRememberMe(onRestore: (credentials: RememberedCredentials) => void) {
  useEffect(() => {
    let active = true;
    void quietly((module) => module.readRememberedCredentials(), null).then((credentials) => {
      if (active && credentials) onRestore(credentials);
    });
    return () => {
      active = false;
    };
  }, [onRestore]);

  return {
    /** Ticked: keep these credentials, encrypted. Unticked: remove the record and its key. In the background. */
    afterSignIn: (remember: boolean, credentials: RememberedCredentials) => {
      void quietly((module) => module.rememberOrForget(remember, credentials), undefined);
    },
    /** The server rejected `credentials`: wiped when they are the remembered ones (resolves true then). */
    afterRejected: (credentials: RememberedCredentials) =>
      quietly((module) => module.forgetIfRemembered(credentials), false),
  };
}
