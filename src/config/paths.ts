/**
 * Every route of the panel, in one place. Build links with `getHref`, never by hand:
 * `navigate(paths.associados.info.getHref(42))`.
 */
/** The lists of /listas, by their domain names. */
export type Lista = 'associados' | 'remessas' | 'usuarios';

/** How the address spells each list in `/listas?type=` (spec section 2): the only place these words are used. */
const listaParam = { associados: 'associates', remessas: 'shipments', usuarios: 'users' } as const satisfies Record<
  Lista,
  string
>;

/** The list a `?type=` value names, or undefined for none or an unknown one. */
export const listaOfParam = (value: string | null): Lista | undefined =>
  (Object.keys(listaParam) as Lista[]).find((lista) => listaParam[lista] === value);

/** Where a remessa page was opened from: an associate's page, whose back link returns there. */
export type RemessaOrigin = { associadoId: number } | undefined;

/** The origin a remessa page's address carries (`?type=associates&associateId=42`); anything else is none. */
export function remessaOriginOf(params: URLSearchParams): RemessaOrigin {
  const associadoId = Number(params.get('associateId'));
  if (params.get('type') !== listaParam.associados || !Number.isInteger(associadoId) || associadoId < 1)
    return undefined;
  return { associadoId };
}

/** The remessa a new one copies (`?copyOf=42`, Duplicar), or undefined for none or anything else. */
export function remessaCopyOf(params: URLSearchParams): number | undefined {
  const remessaId = Number(params.get('copyOf'));
  return Number.isInteger(remessaId) && remessaId >= 1 ? remessaId : undefined;
}

const withOrigin = (href: string, origin: RemessaOrigin) =>
  origin ? `${href}?type=${listaParam.associados}&associateId=${origin.associadoId}` : href;

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
  acessibilidade: { path: '/acessibilidade', getHref: () => '/acessibilidade' },
  listas: {
    path: '/listas',
    getHref: (lista?: Lista) => (lista ? `/listas?type=${listaParam[lista]}` : '/listas'),
  },
  arrecadacao: { path: '/arrecadacao', getHref: () => '/arrecadacao' },
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
    nova: {
      path: '/remessas/form/cadastro',
      /** With `copyOf`, the form starts as next month's copy of that remessa (Duplicar). */
      getHref: (copyOf?: number) => (copyOf ? `/remessas/form/cadastro?copyOf=${copyOf}` : '/remessas/form/cadastro'),
    },
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
