import { env } from '@/config/env';
import type { ApiBases } from './handlers';

/**
 * Where the panel calls each API (src/config/env.ts), so the mock answers there: in mock mode the
 * management and associates APIs on the page's own origin, the postal-code service at its address.
 */
export const panelApiBases = (): ApiBases => ({
  painel: env.apiUrl || window.location.origin,
  cep: env.cepApiUrl,
});
