import { useSearchParams } from 'react-router-dom';
import { paths, type RemessaOrigin } from '@/config/paths';

/**
 * Where a remessa page was opened from, read from `?type=associates&associateId=42` (spec section 2).
 * Anything else (no query, a bad id) means the shipments list.
 */
export function useRemessaOrigin(): RemessaOrigin {
  const [searchParams] = useSearchParams();
  const associateId = Number(searchParams.get('associateId'));
  if (searchParams.get('type') !== 'associates' || !Number.isInteger(associateId) || associateId < 1) return undefined;
  return { type: 'associates', associateId };
}

/** The back link and the place to go after an edit: the associate, or /listas?type=shipments. */
export const backHrefOf = (origin: RemessaOrigin) =>
  origin ? paths.associados.info.getHref(origin.associateId) : paths.listas.getHref('shipments');
