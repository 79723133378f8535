import { useSearchParams } from 'react-router';
import { paths, remessaOriginOf, type RemessaOrigin } from '@/config/paths';

/** Where a remessa page was opened from (spec section 2): an associate's page, or else the remessas list. */
export function useRemessaOrigin(): RemessaOrigin {
  const [searchParams] = useSearchParams();
  return remessaOriginOf(searchParams);
}

/** The back link and the place to go after an edit: the associate, or the remessas list. */
export const backHrefOf = (origin: RemessaOrigin) =>
  origin ? paths.associados.info.getHref(origin.associadoId) : paths.listas.getHref('remessas');
