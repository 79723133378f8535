import { buscarAssociados } from '@/generated/api/associados/associados';
import { buscarRemessas } from '@/generated/api/remessas/remessas';
import { buscarUsuarios } from '@/generated/api/usuarios/usuarios';
import { pagedSearch } from './paged-search';

/*
 * The contract's three searches, each read only through here (paged-search.ts): every list, dialog,
 * export and look-up asks for its rows with `readPage`, `readAll` or, in a generated query hook, `page`.
 */

/** POST /api/associados/busca: the members list, Adicionar associado, Exportar Associados, a create's look-up. */
export const associadosSearch = pagedSearch('associados', buscarAssociados, (row) => row.associadoId);

/** POST /api/usuarios/busca: the users list, a create's look-up. */
export const usuariosSearch = pagedSearch('usuarios', buscarUsuarios, (row) => row.usuarioId);

/** POST /api/remessas/busca: the remessas list, Arrecadação, a remessa's own row, a create's look-up. */
export const remessasSearch = pagedSearch('remessas', buscarRemessas, (row) => row.remessaId);
