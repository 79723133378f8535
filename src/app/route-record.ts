import type { FetchQueryOptions, QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router';
import { getSession } from '@/lib/auth/session-store';
import { readAhead, type ReadAheadFor } from '@/lib/read-on-the-way';
import { parseRouteId } from '@/utils/route-id';

/** A generated query's options by record id (`getObterAssociadoQueryOptions`). */
type RecordQueryOptions = (id: number) => unknown;

/** Starts a record page's read from its route's params: by its loader as it opens, and on a link's intent before. */
export interface RecordRead {
  (params: Params, reason: ReadAheadFor): void;
  /** Loads what the read needs (the generated query's module), asking nothing: then a read starts at once. */
  prepare: () => void;
}

/**
 * A record page's read, started as its route opens (the route's loader), alongside the screen's
 * code, instead of once that code has loaded and rendered, and before that on a link's intent
 * (src/app/read-on-intent.ts): TanStack Query's prefetch with orval's generated query options, so
 * the page's own query takes the same call (same key). An edit form's (`fresh`) is a new GET unless
 * one started on intent a moment ago (src/lib/read-on-the-way.ts). Nothing is asked without a session (the
 * page sends to sign-in) or without an id in the address.
 * `readRecord(queryClient, 'associadoId', () => import('@/generated/api/associados/associados').then((m) => m.getObterAssociadoQueryOptions), { fresh: true })`
 */
export function readRecord(
  queryClient: QueryClient,
  param: string,
  options: () => Promise<RecordQueryOptions>,
  { fresh = false }: { fresh?: boolean } = {},
): RecordRead {
  // Once loaded, the options are at hand: a press sends its GET in the same task, not after an import's hop.
  let loaded: RecordQueryOptions | undefined;
  const load = () => options().then((of) => (loaded = of));
  const read = (id: number, of: RecordQueryOptions, reason: ReadAheadFor) =>
    readAhead(queryClient, of(id) as FetchQueryOptions, { fresh, for: reason });
  const recordRead = (params: Params, reason: ReadAheadFor) => {
    const id = parseRouteId(params[param]);
    if (id === undefined || !getSession()) return;
    if (loaded) void read(id, loaded, reason).catch(() => undefined);
    else
      void load()
        .then((of) => read(id, of, reason))
        .catch(() => undefined);
  };
  return Object.assign(recordRead, { prepare: () => void (loaded ?? load().catch(() => undefined)) });
}
