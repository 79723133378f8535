import type { input, ZodType } from 'zod';
import type { OperationId } from '@/generated/operations';
import type { BuscarAssociadosBody } from '@/generated/zod/associados/associados.zod';
import type { AtualizarRemessaBody, BuscarRemessasBody, CriarRemessaBody } from '@/generated/zod/remessas/remessas.zod';
import type { AtualizarUsuarioBody, BuscarUsuariosBody, CriarUsuarioBody } from '@/generated/zod/usuarios/usuarios.zod';
import { contractOf } from '@mocks/lib/contract';

/**
 * `npm run check:api`: does a live API answer what the contract (openapi/) allows? Signs in, calls
 * every read-only operation (the three searches with a few pages and filters, one associate, one
 * user and one remessa taken from them, the postal-code service) and validates each answer with
 * the generated zod schemas. With `escrita`, it also creates, reads, edits and deletes a user and a
 * remessa marked "check-api", and deletes them even when a step fails. It never writes without it.
 *
 * One line per operation; a value received is cut short, and never a token, CPF, e-mail or
 * password. `runCheckApi(options, console.log)` resolves to the process exit code (0 all ok).
 */
export interface CheckApiOptions {
  url: string;
  cpf: string;
  senha: string;
  cepUrl: string;
  cep: string;
  escrita: boolean;
  timeoutMs: number;
  /** Plain http to another machine allowed (`--inseguro`). */
  inseguro?: boolean;
}

type Print = (line: string) => void;
// Request bodies typed by the contract: a change in openapi/ that breaks them fails the typecheck.
type BuscarAssociadosBody = input<typeof BuscarAssociadosBody>;
type BuscarUsuariosBody = input<typeof BuscarUsuariosBody>;
type BuscarRemessasBody = input<typeof BuscarRemessasBody>;
type CriarUsuarioBody = input<typeof CriarUsuarioBody>;
type AtualizarUsuarioBody = input<typeof AtualizarUsuarioBody>;
type CriarRemessaBody = input<typeof CriarRemessaBody>;
type AtualizarRemessaBody = input<typeof AtualizarRemessaBody>;

/** Field names whose values are never printed, and long digit runs (a CPF/CNPJ anywhere). */
const SECRET_KEY = /cpf|cnpj|senha|password|token|login|email|telefone/i;
const cut = (text: string, max = 24) => (text.length > max ? `${text.slice(0, max)}…` : text);
const maskDigits = (text: string) => text.replace(/\d[\d.\-/]{9,}\d/g, '(oculto)');

function describeValue(value: unknown, key: string): string {
  if (value === undefined) return 'ausente';
  if (value === null) return 'null';
  if (Array.isArray(value)) return `array(${value.length})`;
  if (typeof value === 'object') return 'objeto';
  if (SECRET_KEY.test(key)) return `${typeof value} (oculto)`;
  if (typeof value === 'string') return `string "${cut(maskDigits(value), 16)}"`;
  return `${typeof value} ${cut(maskDigits(String(value)), 16)}`;
}

const valueAt = (data: unknown, path: readonly PropertyKey[]) =>
  path.reduce<unknown>(
    (current, key) =>
      current !== null && typeof current === 'object' ? (current as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );

interface Issue {
  path: PropertyKey[];
  code: string;
  message: string;
  expected?: string;
  format?: string;
  minimum?: unknown;
  maximum?: unknown;
  values?: unknown[];
  keys?: string[];
}

function expectedOf(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.expected ?? 'outro tipo';
    case 'invalid_format':
      return `string (${issue.format ?? 'formato'})`;
    case 'too_small':
      return `mínimo ${String(issue.minimum)}`;
    case 'too_big':
      return `máximo ${String(issue.maximum)}`;
    case 'invalid_value':
      return `um de ${(issue.values ?? []).map(String).join(', ')}`;
    case 'invalid_union':
      return 'um dos tipos do contrato';
    default:
      return cut(issue.message, 40);
  }
}

/** Each field where `data` breaks `schema`: `data.0.valorRemessa: esperado number, recebido string "12.50"`. */
export function contractBreaks(schema: ZodType, data: unknown): string[] {
  const result = schema.safeParse(data);
  if (result.success) return [];
  return (result.error.issues as Issue[]).map((issue) => {
    const path = issue.path.map(String).join('.') || '(raiz)';
    const key = String(issue.path.at(-1) ?? '');
    const received =
      issue.code === 'unrecognized_keys'
        ? (issue.keys ?? []).join(', ')
        : describeValue(valueAt(data, issue.path), key);
    return `${path}: esperado ${expectedOf(issue)}, recebido ${received}`;
  });
}

export async function runCheckApi(options: CheckApiOptions, print: Print): Promise<number> {
  const base = options.url.replace(/\/$/, '');
  let token = '';
  let failures = 0;
  const ok = (label: string, note = '') => print(`ok     ${label}${note ? ` — ${note}` : ''}`);
  const fail = (label: string, why: string) => {
    failures++;
    print(`FALHA  ${label}: ${why}`);
  };

  /** One call, checked against the contract; returns the answer when it is within it. */
  async function call<T>(
    operationId: OperationId,
    label: string,
    request: { path: string; body?: unknown; baseUrl?: string },
    note?: (data: T) => string,
  ): Promise<T | undefined> {
    const contract = contractOf(operationId);
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (request.body !== undefined) headers['Content-Type'] = 'application/json';
    if (!contract.publicCall && contract.api === 'painel') headers.Authorization = `Bearer ${token}`;
    let response: Response;
    try {
      response = await fetch(`${request.baseUrl ?? base}${request.path}`, {
        method: contract.method.toUpperCase(),
        headers,
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(options.timeoutMs),
        // A redirect is never followed: the sign-in's body holds the password (a 307/308 would send it
        // on to wherever the server points), and no operation of the contract answers one.
        redirect: 'manual',
      });
    } catch (error) {
      const reason =
        error instanceof Error && error.name === 'TimeoutError'
          ? `sem resposta em ${options.timeoutMs} ms`
          : 'sem conexão com o servidor';
      fail(label, reason);
      return undefined;
    }
    if (response.status >= 300 && response.status < 400) {
      const to = response.headers.get('location');
      fail(
        label,
        `HTTP ${response.status}, redirecionamento não seguido${to ? ` (para ${cut(redactUrl(to), 60)})` : ''}`,
      );
      return undefined;
    }
    const text = await response.text();
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      fail(label, `HTTP ${response.status}, resposta que não é JSON ("${cut(maskDigits(text), 30)}")`);
      return undefined;
    }
    if (!response.ok) {
      const message =
        data && typeof data === 'object' && typeof (data as { message?: unknown }).message === 'string'
          ? (data as { message: string }).message
          : '';
      fail(label, `HTTP ${response.status}${message ? ` "${cut(maskDigits(message), 60)}"` : ''}`);
      return undefined;
    }
    const breaks = contract.response ? contractBreaks(contract.response, data) : [];
    if (breaks.length > 0) {
      const shown = breaks.slice(0, 5).join('; ');
      fail(label, `fora do contrato: ${shown}${breaks.length > 5 ? `; (+${breaks.length - 5} campos)` : ''}`);
      return undefined;
    }
    ok(label, note ? note(data as T) : '');
    return data as T;
  }

  print(
    `Verificando ${redactUrl(base)} contra o contrato (openapi/)${options.escrita ? ', com escrita' : ', só leitura'}.`,
  );

  const session = await call<{ accessToken: string }>('autenticar', 'autenticar', {
    path: '/api/autenticacao',
    body: { cpf: options.cpf.replace(/\D/g, ''), senha: options.senha },
  });
  if (!session) {
    print('Sem sessão, nada mais pode ser verificado.');
    return 1;
  }
  token = session.accessToken;

  type Search = { data: Array<Record<string, unknown>>; total: number };
  const total = (page: Search) => `${page.data.length} de ${page.total}`;
  const searchAssociados = (label: string, body: BuscarAssociadosBody) =>
    call<Search>('buscarAssociados', `buscarAssociados (${label})`, { path: '/api/associados/busca', body }, total);
  const searchUsuarios = (label: string, body: BuscarUsuariosBody) =>
    call<Search>('buscarUsuarios', `buscarUsuarios (${label})`, { path: '/api/usuarios/busca', body }, total);
  const searchRemessas = (label: string, body: BuscarRemessasBody) =>
    call<Search>('buscarRemessas', `buscarRemessas (${label})`, { path: '/api/remessas/busca', body }, total);

  const associados = await searchAssociados('página 1', { descricao: '', filtros: [], numPage: 1, numRows: 10 });
  await searchAssociados('página 2, 25 por página', { descricao: '', filtros: [], numPage: 2, numRows: 25 });
  await searchAssociados('filtro Nome "a", tipo 1', {
    descricao: 'a',
    filtros: ['Nome'],
    tipoAssociadoId: 1,
    numPage: 1,
    numRows: 10,
  });
  await searchAssociados('mensalidade, tipoRemessaId 1', {
    descricao: '',
    filtros: [],
    numPage: 1,
    numRows: 10,
    tipoRemessaId: 1,
  });
  const usuarios = await searchUsuarios('página 1', { descricao: '', tipoUsuario: '', numPage: 1, numRows: 10 });
  await searchUsuarios('perfil Gestão, página 2', { descricao: '', tipoUsuario: 'admin', numPage: 2, numRows: 10 });
  await searchUsuarios('perfil Associado', { descricao: '', tipoUsuario: 'associado', numPage: 1, numRows: 10 });
  const remessas = await searchRemessas('página 1', {
    descricao: '',
    situacaoRemessaId: null,
    numPage: 1,
    numRows: 10,
  });
  await searchRemessas('página 2', { descricao: '', situacaoRemessaId: null, numPage: 2, numRows: 10 });
  await searchRemessas('situação 1', { descricao: '', situacaoRemessaId: 1, numPage: 1, numRows: 10 });

  const firstId = (page: Search | undefined, key: string) =>
    page?.data.map((item) => item[key]).find((id) => typeof id === 'number') as number | undefined;
  const readOne = async (operationId: OperationId, collection: string, id: number | undefined) => {
    if (id === undefined)
      return print(`—      ${operationId}: não verificado (a busca não trouxe nenhum registro válido)`);
    await call(operationId, `${operationId} ${id}`, { path: `/api/${collection}/${id}` });
  };
  await readOne('obterAssociado', 'associados', firstId(associados, 'associadoId'));
  await readOne('obterUsuario', 'usuarios', firstId(usuarios, 'usuarioId'));
  await readOne('obterRemessa', 'remessas', firstId(remessas, 'remessaId'));
  await call('consultarCep', `consultarCep ${options.cep}`, {
    path: `/cep/v1/${options.cep}`,
    baseUrl: options.cepUrl.replace(/\/$/, ''),
  });

  if (options.escrita) {
    await checkWrites(call, print, (label, why) => fail(label, why));
  } else {
    print(
      '—      escrita: não verificada (use --escrita para criar, editar e apagar um usuário e uma remessa de teste)',
    );
  }

  print(
    failures === 0
      ? 'A API respeita o contrato em tudo o que foi verificado.'
      : `${failures} ${failures === 1 ? 'operação quebra' : 'operações quebram'} o contrato ou falharam.`,
  );
  return failures === 0 ? 0 : 1;
}

type Call = <T>(
  operationId: OperationId,
  label: string,
  request: { path: string; body?: unknown },
  note?: (data: T) => string,
) => Promise<T | undefined>;

/** A recognisable name, so anything left behind by an interrupted run can be found and removed. */
export const MARK = 'check-api';
const stamp = () => new Date().toISOString().replace(/\D/g, '').slice(0, 14);

/** A valid CPF (check digits) that starts with 9, so it is unlikely to be a real staff member's. */
function testCpf(): string {
  const digits = [9, ...Array.from({ length: 8 }, () => Math.floor(Math.random() * 10))];
  for (const length of [9, 10]) {
    const sum = digits.slice(0, length).reduce((total, digit, index) => total + digit * (length + 1 - index), 0);
    const rest = (sum * 10) % 11;
    digits.push(rest === 10 ? 0 : rest);
  }
  return digits.join('');
}

/** A step of a round trip that failed (already printed): the rest is skipped, the clean-up runs. */
class StepFailed extends Error {}
const must = async <T>(answer: Promise<T | undefined>): Promise<T> => {
  const value = await answer;
  if (value === undefined) throw new StepFailed();
  return value;
};

type Row = Record<string, unknown>;

/** What a round trip of writes needs of a resource: its operations, its unique text and its bodies. */
interface WriteCheck {
  /** `Usuario` → criarUsuario, obterUsuario, atualizarUsuario, excluirUsuarios, buscarUsuarios. */
  resource: 'Usuario' | 'Remessa';
  /** As the messages name it (`usuário`), and whether the words that go with it are feminine. */
  noun: string;
  feminine: boolean;
  /** The unique text it is found by, and how the messages say so (`pelo nome`). */
  field: 'nome' | 'descricao';
  by: string;
  body: Row;
  search: Row;
  /** The edit's body, from the record as read; it changes `field`. */
  edit: (read: Row, id: number) => Row;
}

/**
 * Creates, reads, edits and deletes one record marked check-api, and deletes it even when a step
 * fails; a creation whose answer is lost is looked for by its unique text and deleted too.
 */
async function roundTrip(call: Call, print: Print, fail: (label: string, why: string) => void, check: WriteCheck) {
  const { resource, noun, field } = check;
  const collection = `${resource.toLowerCase()}s`;
  const idKey = `${resource.toLowerCase()}Id`;
  const say = (text: string) =>
    text.replaceAll('{o}', check.feminine ? 'a' : 'o').replaceAll('{a}', check.feminine ? 'a' : '');
  const operation = (verb: string, plural = '') => `${verb}${resource}${plural}` as OperationId;
  const name = String(check.body[field]);
  const find = async () => {
    const found = await call<{ data: Row[] }>(
      operation('buscar', 's'),
      say(`buscar${resource}s ({o} ${noun} de teste)`),
      {
        path: `/api/${collection}/busca`,
        body: check.search,
      },
    );
    return found?.data.find((row) => row[field] === name)?.[idKey] as number | undefined;
  };
  const remove = (id: number, why: string) =>
    call(operation('excluir', 's'), `excluir${resource}s ${id} (${why})`, {
      path: `/api/${collection}`,
      body: { [`${collection}Delete`]: [{ [idKey]: id }] },
    });
  let created = false;
  let id: number | undefined;
  let deleted = false;
  try {
    const answer = await call<Row>(operation('criar'), `criar${resource} (escrita)`, {
      path: `/api/${collection}`,
      body: check.body,
    });
    if (!answer) {
      // An empty, broken or lost answer may still have created it.
      print(
        say(
          `—      limpeza: procurando {o} ${noun} de teste "${name}" ${check.by}, pois a criação não respondeu como devia`,
        ),
      );
      id = await find();
      created = id !== undefined;
      print(
        say(
          created
            ? `—      limpeza: {o} ${noun} de teste foi criad{o} mesmo assim (id ${id}); apagando-{o}`
            : `—      limpeza: nenhum{a} ${noun} "${name}" encontrad{o}; se aparecer depois, apague-{o} à mão`,
        ),
      );
      throw new StepFailed();
    }
    created = true;
    // The contract's answer to a user's creation holds no id: it is found by its unique name.
    id = (answer[idKey] as number | undefined) ?? (await find());
    if (id === undefined) throw new StepFailed();
    const path = `/api/${collection}/${id}`;
    const read = await must(call<Row>(operation('obter'), `obter${resource} ${id} (escrita)`, { path }));
    const edited = check.edit(read, id);
    await must(
      call(operation('atualizar'), `atualizar${resource} ${id} (escrita)`, {
        path: `/api/${collection}`,
        body: edited,
      }),
    );
    const after = await must(call<Row>(operation('obter'), `obter${resource} ${id} depois da edição`, { path }));
    if (after[field] !== edited[field]) fail(`atualizar${resource} ${id}`, 'a edição não aparece na leitura seguinte');
    await must(remove(id, 'escrita'));
    deleted = true;
  } catch (error) {
    if (!(error instanceof StepFailed)) throw error;
  } finally {
    // Whatever failed above, what was created goes away.
    if (created && !deleted) {
      if (id === undefined)
        print(
          say(
            `ATENÇÃO {o} ${noun} de teste "${name}" foi criad{o}, mas não foi encontrad{o} para apagar: apague-{o} à mão.`,
          ),
        );
      else if (!(await remove(id, 'limpeza')))
        print(say(`ATENÇÃO {o} ${noun} de teste "${name}" (id ${id}) não pôde ser apagad{o}: apague-{o} à mão.`));
    }
  }
}

/** A user and a remessa, each through a round trip of writes. */
async function checkWrites(call: Call, print: Print, fail: (label: string, why: string) => void) {
  const usuario: CriarUsuarioBody = {
    nome: `${MARK} usuário ${stamp()}`,
    email: `${MARK}.${stamp()}@exemplo.invalid`,
    cpf: testCpf(),
  };
  await roundTrip(call, print, fail, {
    resource: 'Usuario',
    noun: 'usuário',
    feminine: false,
    field: 'nome',
    by: 'pelo nome',
    body: usuario,
    search: { descricao: usuario.nome, tipoUsuario: '', numPage: 1, numRows: 10 } satisfies BuscarUsuariosBody,
    edit: (_read, usuarioId) =>
      ({ ...usuario, nome: `${usuario.nome} editado`, usuarioId }) satisfies AtualizarUsuarioBody,
  });
  const remessa: CriarRemessaBody = {
    descricao: `${MARK} remessa ${stamp()}`,
    observacao: `${MARK} (pode apagar)`,
    paragrafoPersonalizado: '',
    tipoRemessa: { tipoRemessaId: 4, tipoRemessaNome: 'Avulsa' },
    dataVencimento: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
    valorRemessa: 1,
    tipoAssociado: { tipoAssociadoId: 2, tipoAssociadoNome: 'Internos' },
  };
  await roundTrip(call, print, fail, {
    resource: 'Remessa',
    noun: 'remessa',
    feminine: true,
    field: 'descricao',
    by: 'pela descrição',
    body: remessa,
    search: {
      descricao: remessa.descricao,
      situacaoRemessaId: null,
      numPage: 1,
      numRows: 10,
    } satisfies BuscarRemessasBody,
    edit: (read, remessaId) =>
      ({
        ...remessa,
        descricao: `${remessa.descricao} editada`,
        remessaId,
        situacaoRemessa: read.situacaoRemessa as AtualizarRemessaBody['situacaoRemessa'],
      }) satisfies AtualizarRemessaBody,
  });
}

/** An address without user:password@ (never printed). */
export const redactUrl = (url: string) => url.replace(/\/\/[^/@]*@/, '//');

/**
 * This machine's own addresses (`localhost`, `127.x`, `[::1]`): plain http to them never crosses a
 * network, so nobody can read the password or the token on the way.
 */
export function isLoopback(url: string): boolean {
  const { hostname } = new URL(url);
  return hostname === 'localhost' || hostname === '[::1]' || /^127(\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Options from the command line (`--url`, `--cpf`, `--senha`, `--cep-url`, `--cep`, `--escrita`,
 * `--inseguro`, `--timeout`) or the environment (PAINEL_API_URL, PAINEL_CHECK_CPF, PAINEL_CHECK_SENHA,
 * PAINEL_CEP_API_URL), the command line first. Returns an error message when something is missing.
 */
export function parseCheckApiArgs(argv: string[], env: Record<string, string | undefined>): CheckApiOptions | string {
  const flags = new Map<string, string>();
  let escrita = false;
  let inseguro = false;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    if (arg === '--escrita' || arg === '--inseguro') {
      if (arg === '--escrita') escrita = true;
      else inseguro = true;
      continue;
    }
    const match = /^--(url|cpf|senha|cep-url|cep|timeout)(?:=(.*))?$/.exec(arg);
    if (!match)
      return `Opção desconhecida: ${cut(arg.startsWith('--') ? arg.split('=')[0] : '(valor sem opção)', 30)}.`;
    const value = match[2] ?? argv[++index];
    if (value === undefined) return `Falta o valor de --${match[1]}.`;
    flags.set(match[1], value);
  }
  const url = flags.get('url') ?? env.PAINEL_API_URL ?? '';
  const cpf = flags.get('cpf') ?? env.PAINEL_CHECK_CPF ?? '';
  const senha = flags.get('senha') ?? env.PAINEL_CHECK_SENHA ?? '';
  const cepUrl = flags.get('cep-url') ?? env.PAINEL_CEP_API_URL ?? 'https://brasilapi.com.br/api';
  const cep = (flags.get('cep') ?? '01310100').replace(/\D/g, '');
  const timeoutMs = Number(flags.get('timeout') ?? 30_000);
  const usage =
    'Uso: npm run check:api -- --url https://api.exemplo.org.br [--escrita]  (CPF e senha em PAINEL_CHECK_CPF e PAINEL_CHECK_SENHA, ou --cpf e --senha)';
  for (const [name, value] of [
    ['--url (ou PAINEL_API_URL)', url],
    ['--cep-url (ou PAINEL_CEP_API_URL)', cepUrl],
  ] as const) {
    if (!value) return `Falta ${name}. ${usage}`;
    if (!/^https?:\/\/[^\s]+$/.test(value) || !URL.canParse(value))
      return `${name} deve ser um endereço http(s). ${usage}`;
    if (value.startsWith('http://') && !isLoopback(value) && !inseguro)
      return `${name} usa http sem TLS: a senha e o token passariam abertos pela rede. Use https, ou --inseguro se for mesmo isso (uma rede de teste isolada).`;
  }
  if (!cpf) return `Falta o CPF (--cpf ou PAINEL_CHECK_CPF). ${usage}`;
  if (!senha) return `Falta a senha (--senha ou PAINEL_CHECK_SENHA). ${usage}`;
  if (!/^\d{8}$/.test(cep)) return 'O CEP (--cep) deve ter 8 dígitos.';
  if (!Number.isInteger(timeoutMs) || timeoutMs <= 0)
    return 'O tempo limite (--timeout) deve ser um inteiro positivo, em milissegundos.';
  return { url, cpf, senha, cepUrl, cep, escrita, timeoutMs, inseguro };
}
