/**
 * Every route of the panel, in one place. Build links with `getHref`, never by hand:
 * `navigate(paths.associados.info.getHref(42))`.
 */
export type ListType = 'associates' | 'shipments' | 'users';

/** Where a remessa page was opened from: its back link returns there. */
export type RemessaOrigin = { type: 'associates'; associateId: number } | undefined;

const withOrigin = (href: string, origin: RemessaOrigin) =>
  origin ? `${href}?type=associates&associateId=${origin.associateId}` : href;

export const paths = {
  signIn: { path: '/', getHref: () => '/' },
  forgotPassword: { path: '/esqueceu-senha', getHref: () => '/esqueceu-senha' },
  forgotPasswordAssociado: { path: '/esqueceu-senha-associado', getHref: () => '/esqueceu-senha-associado' },
  resetPassword: {
    path: '/cadastrar-senha/:token',
    getHref: (token: string) => `/cadastrar-senha/${encodeURIComponent(token)}`,
  },
  resetPasswordAssociado: {
    path: '/cadastrar-senha-associado/:token',
    getHref: (token: string) => `/cadastrar-senha-associado/${encodeURIComponent(token)}`,
  },
  cobranca: {
    path: '/cobranca/:paymentId',
    getHref: (paymentId: string) => `/cobranca/${encodeURIComponent(paymentId)}`,
  },
  listas: {
    path: '/listas',
    getHref: (type?: ListType) => (type ? `/listas?type=${type}` : '/listas'),
  },
  usuarios: {
    novo: { path: '/usuarios/form/cadastro', getHref: () => '/usuarios/form/cadastro' },
    editar: { path: '/usuarios/form/editar/:usuarioId', getHref: (id: number) => `/usuarios/form/editar/${id}` },
  },
  associados: {
    novo: { path: '/associados/form/cadastro', getHref: () => '/associados/form/cadastro' },
    cadastrado: { path: '/associados/form/cadastrado', getHref: () => '/associados/form/cadastrado' },
    editar: {
      path: '/associados/form/editar/:associadoId',
      getHref: (id: number) => `/associados/form/editar/${id}`,
    },
    info: { path: '/associados/info/:associadoId', getHref: (id: number) => `/associados/info/${id}` },
  },
  remessas: {
    nova: { path: '/remessas/form/cadastro', getHref: () => '/remessas/form/cadastro' },
    editar: {
      path: '/remessas/form/editar/:remessaId',
      getHref: (id: number, origin?: RemessaOrigin) => withOrigin(`/remessas/form/editar/${id}`, origin),
    },
    info: {
      path: '/remessas/info/:remessaId',
      getHref: (id: number, origin?: RemessaOrigin) => withOrigin(`/remessas/info/${id}`, origin),
    },
  },
} as const;

/** Routes that clear a stored session before opening (spec section 2). */
const recoveryRoutePrefixes = ['/esqueceu-senha', '/cadastrar-senha', '/cobranca/'];

export const isRecoveryOrBillingPath = (pathname: string) =>
  recoveryRoutePrefixes.some((prefix) => pathname.startsWith(prefix));

/** Associate-facing public pages: no welcome banner. */
export const isAssociateFacingPath = (pathname: string) =>
  pathname.startsWith('/esqueceu-senha-associado') ||
  pathname.startsWith('/cadastrar-senha-associado') ||
  pathname.startsWith('/cobranca/');
