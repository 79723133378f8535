import { useEffect } from 'react';
import type { RememberedCredentials } from '@/lib/auth/remember-me';

// Loaded on demand: the crypto and IndexedDB code stays out of the first page's bundle.
const loadRememberMe = () => import('@/lib/auth/remember-me');

/** Remember-me must never stand in the way of signing in: any failure here only means "not remembered". */
async function quietly<T>(run: (module: Awaited<ReturnType<typeof loadRememberMe>>) => Promise<T>, fallback: T): Promise<T> {
  try {
    return await run(await loadRememberMe());
  } catch {
    return fallback;
  }
}

/**
 * "Lembrar-me" on the sign-in page (src/lib/auth/remember-me.ts does the crypto).
 * On mount it hands saved credentials to `onRestore` once; it never submits anything.
 * `const rememberMe = useRememberMe(fillForm)`; after a sign-in `await rememberMe.afterSignIn(ticked, credentials)`.
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
    /** Ticked: keep these credentials, encrypted. Unticked: remove the record and its key. */
    afterSignIn: (remember: boolean, credentials: RememberedCredentials) =>
      quietly((module) => module.rememberOrForget(remember, credentials), undefined),
    /** The server rejected `credentials`: wiped when they are the remembered ones (resolves true then). */
    afterRejected: (credentials: RememberedCredentials) => quietly((module) => module.forgetIfRemembered(credentials), false),
  };
}
