import { keepPreviousData } from '@tanstack/react-query';
import { listSearchLocation } from '@/components/list/list-state';
import { situacaoRemessaOf } from '@/config/domain';
import { paths, type Lista } from '@/config/paths';
import { useBuscarAssociados } from '@/generated/api/associados/associados';
import { useBuscarRemessas } from '@/generated/api/remessas/remessas';
import { useBuscarUsuarios } from '@/generated/api/usuarios/usuarios';
import { TipoUsuarioFiltro } from '@/generated/model';
import { getErrorMessage } from '@/lib/http/error-message';
import { formatDate } from '@/utils/br/dates';
import { onlyDigits } from '@/utils/br/digits';
import { formatCpf, formatCpfCnpj } from '@/utils/br/masks';

/** Rows of each kind the box shows: a few, the rest behind "Ver todos". */
export const ROWS_PER_KIND = 5;
/** Shorter than this, nothing is searched: one letter finds half the country. */
export const MIN_SEARCH_LENGTH = 2;

/** One choice of the box: where it goes, and what it says. */
export interface SearchOption {
  key: string;
  label: string;
  detail?: string;
  to: string;
  state?: Record<string, string>;
  /** "Ver todos os associados (120)": the list, already searched. */
  all?: boolean;
}

export interface SearchGroup {
  lista: Lista;
  title: string;
  /** Asked, not answered yet (an answer to an earlier text may show meanwhile). */
  pending: boolean;
  /** The search of this kind failed: what the box says instead of its rows. */
  error?: string;
  options: SearchOption[];
  total: number;
}

/**
 * What the box sends for a text: a CPF or CNPJ typed with or without its punctuation is sent as its
 * digits (the server stores digits), so "111.444.777-35" and "11144477735" find the same; any
 * other text as typed.
 */
export function documentOrText(text: string) {
  return /^[\d.\-/\s]+$/.test(text) && onlyDigits(text).length >= 3 ? onlyDigits(text) : text;
}

/** How the three searches take a page: the box's few rows, its queries held a while for a text typed again. */
const page = { numPage: 1, numRows: ROWS_PER_KIND } as const;
const queryOptions = (enabled: boolean) => ({
  query: { enabled, placeholderData: keepPreviousData, gcTime: 60_000 },
});

/** "Ver todos os associados (120)" → the list searched as the box searched it. */
function allOf(lista: Lista, noun: string, search: string, total: number): SearchOption {
  return {
    key: `${lista}-todos`,
    label: `Ver ${noun} (${total.toLocaleString('pt-BR')})`,
    all: true,
    ...listSearchLocation(paths.listas.getHref(lista), search),
  };
}

interface Answer<T> {
  data?: { data: T[]; total: number };
  isFetching: boolean;
  isPlaceholderData: boolean;
  isError: boolean;
  error: unknown;
}

function groupOf<T>(
  lista: Lista,
  title: string,
  answer: Answer<T>,
  option: (row: T) => SearchOption,
  all: (total: number) => SearchOption,
  failure: string,
): SearchGroup {
  const pending = answer.isFetching || answer.isPlaceholderData;
  if (answer.isError && !answer.isFetching)
    return {
      lista,
      title,
      pending: false,
      error: `${failure} ${getErrorMessage(answer.error)}`,
      options: [],
      total: 0,
    };
  const rows = answer.data?.data ?? [];
  const total = answer.data?.total ?? 0;
  return { lista, title, pending, options: [...rows.map(option), ...(total > 0 ? [all(total)] : [])], total };
}

/**
 * The three searches of the lists at once, in parallel (a small page each), for the text the box
 * settled on: associados (nome, e-mail, CPF/CNPJ, cidade, as the list's search), usuários (nome,
 * e-mail, CPF) and remessas (descrição). Each text is its own query (TanStack Query's key), so an
 * answer to an earlier text never stands for a later one: it shows only until the later one comes.
 * `const groups = useHeaderSearch('silva')`
 */
export function useHeaderSearch(text: string): SearchGroup[] {
  const enabled = text.length >= MIN_SEARCH_LENGTH;
  const pessoa = documentOrText(text);
  const associados = useBuscarAssociados({ descricao: pessoa, filtros: [], ...page }, queryOptions(enabled));
  const usuarios = useBuscarUsuarios(
    { descricao: pessoa, tipoUsuario: TipoUsuarioFiltro.TODOS, ...page },
    queryOptions(enabled),
  );
  const remessas = useBuscarRemessas({ descricao: text, situacaoRemessaId: null, ...page }, queryOptions(enabled));
  if (!enabled) return [];
  return [
    groupOf(
      'associados',
      'Associados',
      associados,
      (associado) => ({
        key: `associado-${associado.associadoId}`,
        label: associado.nome,
        detail: [formatCpfCnpj(associado.cpfCnpj), associado.endereco?.cidade].filter(Boolean).join(' · '),
        to: paths.associados.info.getHref(associado.associadoId),
      }),
      (total) => allOf('associados', 'todos os associados', pessoa, total),
      'Não foi possível buscar os associados.',
    ),
    groupOf(
      'usuarios',
      'Usuários',
      usuarios,
      (usuario) => ({
        key: `usuario-${usuario.usuarioId}`,
        label: usuario.nome,
        detail: [usuario.email, usuario.cpf ? formatCpf(usuario.cpf) : usuario.login].filter(Boolean).join(' · '),
        // A management user opens its form; a member user is edited in its associate's record (spec
        // section 6): the users list, searched by its e-mail, shows its row and actions.
        ...(usuario.usuarioGestao
          ? { to: paths.usuarios.editar.getHref(usuario.usuarioId) }
          : listSearchLocation(paths.listas.getHref('usuarios'), usuario.email)),
      }),
      (total) => allOf('usuarios', 'todos os usuários', pessoa, total),
      'Não foi possível buscar os usuários.',
    ),
    groupOf(
      'remessas',
      'Remessas',
      remessas,
      (remessa) => ({
        key: `remessa-${remessa.remessaId}`,
        label: remessa.descricao,
        detail: [
          situacaoRemessaOf(remessa.situacaoRemessa?.situacaoRemessaId).label,
          remessa.dataVencimento && `vence em ${formatDate(remessa.dataVencimento)}`,
        ]
          .filter(Boolean)
          .join(' · '),
        to: paths.remessas.info.getHref(remessa.remessaId),
      }),
      (total) => allOf('remessas', 'todas as remessas', text, total),
      'Não foi possível buscar as remessas.',
    ),
  ];
}
