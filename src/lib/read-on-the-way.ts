import { hashKey, type QueryKey } from '@tanstack/react-query';

/** When each record was last asked for on the way to its page (its route's loader), by query hash. */
const readOnTheWayAt = new Map<string, number>();

/** A record page's loader asks for its record now (src/app/route-record.ts). */
export function noteReadOnTheWay(queryKey: QueryKey) {
  readOnTheWayAt.set(hashKey(queryKey), Date.now());
}

/**
 * An edit form's `refetchOnMount` (src/components/form/form-shell.tsx): its record is asked for
 * again on opening, unless its route's loader read it on the way, which a second GET would only repeat.
 */
export const refetchUnlessReadOnTheWay = (query: { queryHash: string; state: { dataUpdatedAt: number } }) =>
  query.state.dataUpdatedAt >= (readOnTheWayAt.get(query.queryHash) ?? Infinity) ? false : 'always';
