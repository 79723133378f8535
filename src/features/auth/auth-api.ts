/**
 * The generated authentication calls, loaded when a public page is idle or on its first submit:
 * the HTTP client and axios stay out of the first load of the pages opened from outside the panel
 * (docs/decisions/0002-first-load-budget.md). `const api = await loadAuthApi(); api.autenticar(…)`
 */
export const loadAuthApi = () => import('@/generated/api/autenticacao/autenticacao');
