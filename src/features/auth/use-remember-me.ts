import { useEffect } from 'react';
import { env } from '@/config/env';
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
 * "Lembrar-me" on the sign-in page (src/lib/auth/remember-me.ts does the crypto). The remembered
 * password never enters the page: on mount only the CPF goes to `onRestore` (once), and the
 * password is read from the encrypted record inside the submit (`password(cpf)`), straight into
 * the request. It never submits anything by itself. Records expire after PAINEL_REMEMBER_ME_DAYS.
 * `const rememberMe = useRememberMe(showRemembered)`; submit: `senha || (await rememberMe.password(cpf))`;
 * once signed in, `rememberMe.afterSignIn(ticked, credentials)` (not awaited). `onRestore` must be stable.
 */
export function useRememberMe(onRestore: (cpf: string) => void) {
  const days = env.rememberMeDays;
  useEffect(() => {
    let active = true;
    void quietly((module) => module.readRememberedCredentials(days), null).then((credentials) => {
      if (active && credentials) onRestore(credentials.cpf);
    });
    return () => {
      active = false;
    };
  }, [onRestore, days]);

  return {
    /** The remembered password for `cpf`, read at the submit; undefined when there is none (or it expired). */
    password: async (cpf: string) => {
      const credentials = await quietly((module) => module.readRememberedCredentials(days), null);
      return credentials?.cpf === cpf ? credentials.senha : undefined;
    },
    /** Lembrar-me unticked: the record and its key go at once. */
    forget: () => void quietly((module) => module.forgetCredentials(), undefined),
    /** Ticked: keep these credentials, encrypted. Unticked: remove the record and its key. In the background. */
    afterSignIn: (remember: boolean, credentials: RememberedCredentials) => {
      void quietly((module) => module.rememberOrForget(remember, credentials), undefined);
    },
    /** The server rejected `credentials`: wiped when they are the remembered ones (resolves true then). */
    afterRejected: (credentials: RememberedCredentials) =>
      quietly((module) => module.forgetIfRemembered(credentials, days), false),
  };
}
