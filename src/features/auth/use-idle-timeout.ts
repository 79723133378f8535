import { useEffect } from 'react';
import { useDialogs } from '@/components/dialogs';
import { env } from '@/config/env';
import { batchesRunning } from '@/lib/batch/batches-running';
import { readLastUse, writeLastUse } from './last-use';

/** The warning comes this long before the session ends. */
const WARNING_MS = 60_000;
/** Use is written down at most this often (each key press need not touch storage). */
const WRITE_EVERY_MS = 5_000;
const USE_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * Ends the session after `env.idleTimeoutMin` minutes (PAINEL_IDLE_TIMEOUT_MIN, default 30; 0: never)
 * without use of the panel in any tab of this browser: staff share office computers (decision
 * 0011); a batch still sending counts as use. A minute before, the person is warned and can stay signed in. `onIdle` ends the session
 * (endSessionForIdleness: a changed form keeps its draft for the same person).
 * `useIdleTimeout(() => endSessionForIdleness(queryClient))`
 */
export function useIdleTimeout(onIdle: () => void, minutes = env.idleTimeoutMin) {
  const { confirm } = useDialogs();
  useEffect(() => {
    if (!minutes) return;
    const limit = minutes * 60_000;
    const warnAt = Math.max(limit - WARNING_MS, limit / 2);
    // Opening a page is not use: only a person's input is (and signing in, noteUse). A page that
    // opens after the limit has passed since the last use ends the session first. With nothing
    // written down (storage cleared or blocked), the idle time counts from now.
    const stored = readLastUse();
    let lastUse = stored ?? Date.now();
    if (stored === undefined) writeLastUse(lastUse);
    let warned = false;
    let ended = false;

    const used = () => {
      const now = Date.now();
      warned = false;
      if (now - lastUse < WRITE_EVERY_MS) return;
      lastUse = now;
      writeLastUse(now);
    };
    USE_EVENTS.forEach((name) => window.addEventListener(name, used, { passive: true, capture: true }));

    const check = () => {
      if (ended) return;
      // A batch the person started is still sending: their work is under way.
      if (batchesRunning.get() > 0) used();
      const idle = Date.now() - Math.max(lastUse, readLastUse() ?? 0);
      if (idle >= limit) {
        ended = true;
        onIdle();
      } else if (idle >= warnAt && !warned) {
        warned = true;
        void confirm({
          title: 'Sua sessão vai ser encerrada',
          description:
            'Por falta de uso, a sessão será encerrada em cerca de um minuto (computadores compartilhados). O que você estiver preenchendo fica guardado para você.',
          confirmLabel: 'Continuar conectado',
        }).then(({ confirmed }) => {
          if (!confirmed || ended) return;
          lastUse = Date.now();
          writeLastUse(lastUse);
        });
      }
    };
    check();
    const timer = window.setInterval(check, 1_000);
    return () => {
      window.clearInterval(timer);
      USE_EVENTS.forEach((name) => window.removeEventListener(name, used, { capture: true }));
    };
  }, [minutes, onIdle, confirm]);
}
