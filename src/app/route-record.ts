import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { LoaderFunction, Params } from 'react-router-dom';
import { getSession } from '@/lib/auth/session-store';
import { noteReadOnTheWay } from '@/lib/route-ahead';
import { parseRouteId } from '@/utils/route-id';

let queryClient: QueryClient | undefined;

/** The app's QueryClient, for the routes that read their record as they open (app.tsx). */
export function provideRouteQueryClient(client: QueryClient) {
  queryClient = client;
}

/** A generated query's options by record id (`getObterAssociadoQueryOptions`). */
type RecordQueryOptions = (id: number) => { queryKey: QueryKey; queryFn?: unknown };

/** A record page's loader, with the same read for a link pressed on the way to it (src/lib/route-ahead.ts). */
export type RecordLoader = LoaderFunction & { read: (params: Params) => void };

const warmers = new Set<() => void>();

/**
 * Gets every record page's reader ready (its generated module, which /listas has mostly loaded), so
 * that a pressed Editar or Ver sends its GET in the same task instead of after the screen's code has
 * run: the signed-in frame calls it once idle (src/app/layouts/authenticated-layout.tsx).
 */
export function warmRecordReaders() {
  for (const warm of warmers) warm();
}

export const isRecordLoader = (loader: unknown): loader is RecordLoader =>
  typeof loader === 'function' && 'read' in loader;

/**
 * A record page's loader: the record's GET starts as the route opens, alongside the screen's code,
 * instead of once that code has loaded and rendered; the page's own query takes the same call (same
 * key). Nothing is asked without a session (the page sends to sign-in) or without an id in the address.
 * Once the generated module is in, the GET leaves in the same task (no wait for the page to be free).
 * `loader: readRecord('associadoId', () => import('@/generated/api/associados/associados').then((m) => m.getObterAssociadoQueryOptions))`
 */
export function readRecord(param: string, options: () => Promise<RecordQueryOptions>): RecordLoader {
  let loaded: RecordQueryOptions | undefined;
  warmers.add(() => {
    if (!loaded && getSession())
      void options()
        .then((of) => (loaded = of))
        .catch(() => undefined);
  });
  const read = (params: Params) => {
    const id = parseRouteId(params[param]);
    const client = queryClient;
    if (!client || id === undefined || !getSession()) return;
    const prefetch = (of: RecordQueryOptions) => {
      const options = of(id);
      noteReadOnTheWay(options.queryKey);
      return client.prefetchQuery(options as Parameters<QueryClient['prefetchQuery']>[0]);
    };
    if (loaded) void prefetch(loaded);
    else
      void options()
        .then((of) => prefetch((loaded = of)))
        .catch(() => undefined);
  };
  const loader: LoaderFunction = ({ params }) => {
    read(params);
    return null;
  };
  return Object.assign(loader, { read });
}
