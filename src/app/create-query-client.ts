import { QueryClient } from '@tanstack/react-query';
import { httpStatusOf } from '@/lib/http/http-error';

/**
 * Fresh client per app (and per test). Client errors are not retried; 5xx and network failures
 * once. Tests pass `{ retry: false }` so a failure shows at once.
 * Calls go out even when the browser says it is offline (networkMode 'always'): they fail at once
 * with "Não foi possível conectar ao servidor…" and the screen offers to try again, instead of
 * waiting paused behind a spinner and sending by themselves later.
 * What no screen shows any more is let go after a few seconds (`gcTime`): a remessa of the national
 * month (12,500 payers) is some 30 MB once read, and eleven opened in turn must stay under 300 MB
 * (issue 33). The few seconds cover a record read on a link's press before its page mounts
 * (src/app/route-record.ts). Lists keep their pages longer (`listQueryOptions`).
 */
export function createQueryClient({ retry = true }: { retry?: boolean } = {}) {
  return new QueryClient({
    defaultOptions: {
      queries: {
        networkMode: 'always',
        staleTime: 30_000,
        gcTime: 5_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => {
          if (!retry) return false;
          const status = httpStatusOf(error);
          if (status !== undefined && status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
