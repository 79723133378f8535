import { amountFields, listFields } from '@/generated/answer-fields';
import { PanelError } from './error-message';
import { AMOUNT_FIELDS, unreadKeysOf } from './tolerant-answer';

type ContractField = (typeof amountFields)[number] | (typeof listFields)[number];

/**
 * How a field not read as sent is named in the refusal. Every amount and list of the contract
 * (src/generated/answer-fields.ts) must have a name here: a new one fails the type check.
 */
const FIELD_NAMES: Record<ContractField, string> & Record<string, string> = {
  associados: 'lista de associados',
  usuarios: 'lista de usuários',
  remessas: 'lista de remessas',
  associadoRemessas: 'pagamentos',
  data: 'lista',
  mensalidade: 'mensalidade',
  valorRemessa: 'valor da remessa',
  valorPagamento: 'valor de pagamento',
  totalPago: 'total pago',
  totalPendente: 'total pendente',
  associacao: 'associação',
  contato: 'contato',
  endereco: 'endereço',
  tipoAssociado: 'tipo de associado',
  tipoRemessa: 'tipo de remessa',
  situacaoRemessa: 'situação',
};

const nameOf = (path: string) => {
  const field = path.slice(path.lastIndexOf('.') + 1);
  return FIELD_NAMES[field] ?? field;
};

/**
 * The paths of what must not be sent back, in one pass over the record (a remessa of 12,500 payers
 * is some 100,000 objects): the fields its reading report lists (unreadKeysOf), and amounts that are
 * not numbers wherever they are (also in a copy of a record, which has no report). What is under an
 * ignored path is not visited at all.
 */
function problemsOf(record: unknown, ignore: readonly string[]): string[] {
  const found: string[] = [];
  const visit = (value: unknown, path: string) => {
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        const item: unknown = value[index];
        if (item !== null && typeof item === 'object') visit(item, `${path}${index}.`);
      }
      return;
    }
    const fields = value as Record<string, unknown>;
    const unread = unreadKeysOf(fields);
    for (const key of Object.keys(fields)) {
      const inner = fields[key];
      const unreadHere = unread.length > 0 && unread.includes(key);
      const notNumber = AMOUNT_FIELDS.has(key) && inner !== null && inner !== undefined && typeof inner !== 'number';
      if (!unreadHere && !notNumber && (inner === null || typeof inner !== 'object')) continue;
      const at = path + key;
      if (ignore.length > 0 && isIgnored(at, ignore)) continue;
      if (unreadHere || notNumber) found.push(at);
      if (!notNumber && inner !== null && typeof inner === 'object') visit(inner, `${at}.`);
    }
  };
  if (record !== null && typeof record === 'object') visit(record, '');
  return found;
}

const isIgnored = (path: string, ignore: readonly string[]) =>
  ignore.some((ignored) => path === ignored || path.startsWith(`${ignored}.`));

export interface SendBackRule {
  /** Whose data, for the message: 'da remessa', 'do associado'. */
  of: string;
  /** Lists the write sends back whole: each must have come as a list (not null, missing or an object). */
  lists?: readonly string[];
  /** Nested parts the write sends back: each must have come as an object (not null or missing). */
  parts?: readonly string[];
  /** Paths (and what is under them) the write does not send back, so their state does not matter. */
  ignore?: readonly string[];
  /**
   * Lists sent back whose entries are matched by an id (`{ associados: 'associadoId' }`): every
   * entry must carry it, once. An entry without one would be taken for a new one (or dropped).
   */
  ids?: Readonly<Record<string, string>>;
}

/** How a list whose entries lack a unique id is named in the refusal. */
const ID_NAMES: Record<string, string> = {
  associados: 'identificação de cada associado',
  usuarios: 'identificação de cada usuário',
};

/** The lists of `ids` some entry of which has no id, or shares it with another. */
export function listsWithoutUniqueIds(record: unknown, ids: Readonly<Record<string, string>>): string[] {
  const fields = record as Record<string, unknown> | null | undefined;
  return Object.entries(ids).flatMap(([list, key]) => {
    const entries = fields?.[list];
    if (!Array.isArray(entries)) return [];
    const seen = new Set<unknown>();
    const unique = entries.every((entry) => {
      const id: unknown =
        typeof entry === 'object' && entry !== null ? (entry as Record<string, unknown>)[key] : undefined;
      const present = (typeof id === 'number' && Number.isFinite(id)) || (typeof id === 'string' && id.trim() !== '');
      if (!present || seen.has(id)) return false;
      seen.add(id);
      return true;
    });
    return unique ? [] : [list];
  });
}

/**
 * Why a write built from `record` (as the server sent it, read by tolerantAnswer) must not be
 * sent, or undefined when it may: a list it sends back whole that did not come as a list (a
 * relation the server did not load: sending `[]` would empty it), an amount that could not be read
 * without guessing (`'1.500'`: writing 1.5 or 1500 back would change it).
 * `unsafeToSendBack(remessa, { of: 'da remessa', lists: ['associados'] })` →
 * "Os dados da remessa não vieram completos do servidor (lista de associados). …"
 */
export function unsafeToSendBack(
  record: unknown,
  { of, lists = [], parts = [], ignore = [], ids = {} }: SendBackRule,
): string | undefined {
  const fields = record as Record<string, unknown> | null | undefined;
  const unread = problemsOf(record, ignore);
  for (const list of lists) if (!Array.isArray(fields?.[list]) && !unread.includes(list)) unread.push(list);
  for (const part of parts) {
    const value = fields?.[part];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) unread.push(part);
  }
  const withoutIds = listsWithoutUniqueIds(record, ids).filter((list) => !unread.includes(list));
  if (unread.length === 0 && withoutIds.length === 0) return undefined;
  const names = [
    ...new Set([...unread.map(nameOf), ...withoutIds.map((list) => ID_NAMES[list] ?? `identificação em ${list}`)]),
  ].join(', ');
  return `Os dados ${of} não vieram completos ou legíveis do servidor (${names}). Para não apagar nem gravar dados errados, nada foi enviado. Recarregue a página e tente de novo; se continuar, avise o suporte.`;
}

/**
 * unsafeToSendBack as a refusal: throws a PanelError with its text, or gives the record back.
 * `const remessa = refuseUnsafeSendBack(await obterRemessa(id), { of: 'da remessa', lists: ['associados'] })`
 */
export function refuseUnsafeSendBack<T>(record: T, rule: SendBackRule): T {
  const problem = unsafeToSendBack(record, rule);
  if (problem) throw new PanelError(problem);
  return record;
}
