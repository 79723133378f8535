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

const sameCredentials = (a: RememberedCredentials, b: RememberedCredentials) => a.cpf === b.cpf && a.senha === b.senha;

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
      quietly(async (module) => {
        if (remember) await module.rememberCredentials(credentials);
        else await module.forgetCredentials();
      }, undefined),
    /**
     * The server rejected `credentials`: when they are the remembered ones, they are wiped.
     * Resolves true when that happened.
     */
    afterRejected: (credentials: RememberedCredentials) =>
      quietly(async (module) => {
        const remembered = await module.readRememberedCredentials();
        if (!remembered || !sameCredentials(remembered, credentials)) return false;
        await module.forgetCredentials();
        return true;
      }, false),
  };
}
