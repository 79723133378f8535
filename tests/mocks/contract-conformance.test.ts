import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { getResponse } from 'msw';
import { parse } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { situacaoRemessaLabels, tipoAssociadoLabels, tipoRemessaLabels } from '@/config/domain';
import { operations, type OperationId } from '@/generated/operations';
import { resetMockData, seedOf } from '@mocks/data';
import { db } from '@mocks/db';
import { presentAssociado } from '@mocks/db/presenters';
import { buildSeed, DEMO_CREDENTIALS, DEMO_PAYMENT_IDS, fakeCpf } from '@mocks/db/seed';
import { handlers } from '@mocks/handlers';
import { contractOf } from '@mocks/lib/contract';
import { resetSimulatedFailures } from '@mocks/lib/operation';
import { mockRuntime } from '@mocks/lib/runtime';

/**
 * Property test of the mock backend against the contract: random small data sets (faker seed,
 * sizes, date) and random sequences of calls to every operation, valid or broken, in the normal
 * and the unstable scenario. Every answer must fit the generated zod schemas and the spec's rules.
 */

interface Answer {
  operationId: OperationId;
  status: number | 'rede';
  body: unknown;
}

let token = '';
/** What the runs exercised, so the property cannot pass by checking nothing. */
const exercised = { pagesChecked: 0, brokenRejected: 0, simulatedFailures: 0, notFound: 0 };

interface Sending {
  params?: Partial<Record<string, string | number>>;
  body?: unknown;
  rawBody?: string;
  auth?: boolean;
}

async function send(
  operationId: OperationId,
  { params = {}, body, rawBody, auth = true }: Sending = {},
): Promise<Answer> {
  const { method, path } = operations[operationId];
  const url = `${window.location.origin}${path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(String(params[name])))}`;
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (auth && token) headers.Authorization = `Bearer ${token}`;
  const text = method === 'get' ? undefined : (rawBody ?? (body === undefined ? undefined : JSON.stringify(body)));
  const response = await getResponse(handlers, new Request(url, { method: method.toUpperCase(), headers, body: text }));
  if (!response) throw new Error(`Nenhum handler para ${method} ${url}`);
  if (response.type === 'error') return { operationId, status: 'rede', body: undefined };
  const responseText = await response.text();
  return { operationId, status: response.status, body: responseText ? JSON.parse(responseText) : undefined };
}

// ---------- the spec's rules, checked on every answer ----------

/** The statuses each operation documents in openapi/ (an answer with another one breaks the contract). */
const documentedStatuses = (() => {
  const statuses = new Map<string, number[]>();
  for (const file of ['openapi/painel.yaml', 'openapi/cep.yaml']) {
    const spec = parse(readFileSync(file, 'utf8')) as {
      paths: Record<string, Record<string, { operationId?: string; responses?: Record<string, unknown> }>>;
    };
    for (const item of Object.values(spec.paths)) {
      for (const operation of Object.values(item)) {
        if (operation?.operationId)
          statuses.set(operation.operationId, Object.keys(operation.responses ?? {}).map(Number));
      }
    }
  }
  return statuses;
})();

const DIGIT_FIELDS = new Set(['cpf', 'cpfCnpj', 'cnpjCartorio', 'telefone', 'cep', 'cns']);
const ENUMS: Array<[string, string, Record<number, string>]> = [
  ['tipoAssociadoId', 'tipoAssociadoNome', tipoAssociadoLabels],
  ['tipoRemessaId', 'tipoRemessaNome', tipoRemessaLabels],
  ['situacaoRemessaId', 'situacaoRemessaNome', situacaoRemessaLabels],
];

function checkFields(value: unknown, path: string, problems: string[]) {
  if (Array.isArray(value)) return value.forEach((item, index) => checkFields(item, `${path}[${index}]`, problems));
  if (typeof value !== 'object' || value === null) return;
  const record = value as Record<string, unknown>;
  for (const [key, field] of Object.entries(record)) {
    if (DIGIT_FIELDS.has(key) && field !== null && field !== undefined && !/^\d+$/.test(String(field)))
      problems.push(`${path}.${key} não é só dígitos: ${String(field)}`);
    checkFields(field, `${path}.${key}`, problems);
  }
  for (const [idKey, nameKey, labels] of ENUMS) {
    if (idKey in record && nameKey in record && labels[record[idKey] as number] !== record[nameKey]) {
      problems.push(
        `${path}: ${nameKey} "${String(record[nameKey])}" não corresponde a ${idKey} ${String(record[idKey])}`,
      );
    }
  }
}

function expectConforms(answer: Answer, { unstable }: { unstable: boolean }) {
  const where = `${answer.operationId} → ${answer.status} ${JSON.stringify(answer.body)?.slice(0, 300)}`;
  if (answer.status === 'rede') {
    expect(unstable, `falha de rede fora do cenário instável: ${where}`).toBe(true);
    return;
  }
  if (answer.status === 200) {
    const schema = contractOf(answer.operationId).response;
    const check = schema?.safeParse(answer.body);
    expect(check?.success ?? true, `${where}\n${check?.error?.message}`).toBe(true);
    const problems: string[] = [];
    checkFields(answer.body, answer.operationId, problems);
    expect(problems, where).toEqual([]);
    return;
  }
  const allowed = [...(documentedStatuses.get(answer.operationId) ?? []), ...(unstable ? [500, 504] : [])];
  expect(allowed, where).toContain(answer.status);
  expect((answer.body as { message?: unknown })?.message, where).toEqual(expect.stringMatching(/\S/));
}

const clampPage = (total: number, numPage: number, numRows: number) =>
  Math.max(0, Math.min(numRows, total - (numPage - 1) * numRows));

// ---------- calls ----------

const text = fc.oneof(
  fc.constant(''),
  fc.constantFrom('silva', 'são', 'cartório', 'SP', 'ana', '111', '@', '  '),
  fc.string({ maxLength: 12 }),
);
const page = fc.record({ numPage: fc.integer({ min: 1, max: 6 }), numRows: fc.constantFrom(1, 3, 10, 25, 100) });
const pick = fc.nat({ max: 10_000 });
const nth = <T>(items: readonly T[], index: number) => (items.length > 0 ? items[index % items.length] : undefined);

const searches = {
  buscarAssociados: fc.record({
    descricao: text,
    filtros: fc.subarray(['Nome', 'E-mail', 'CPF/CNPJ', 'Cidade', 'Cartório', 'Tipo', 'Data de Cadastro'] as const),
    tipoAssociadoId: fc.constantFrom(null, 1, 2),
    tipoRemessaId: fc.constantFrom(null, 1, 2, 3, 4),
  }),
  buscarUsuarios: fc.record({ descricao: text, tipoUsuario: fc.constantFrom('', 'admin', 'associado') }),
  buscarRemessas: fc.record({ descricao: text, situacaoRemessaId: fc.constantFrom(null, 1, 2, 3, 4, 5, 6) }),
} as const;

type SearchId = keyof typeof searches;
const idKeys: Record<SearchId, string> = {
  buscarAssociados: 'associadoId',
  buscarUsuarios: 'usuarioId',
  buscarRemessas: 'remessaId',
};

/** A page is the matching slice of the whole result: same total, no repeats, bounds respected. */
async function searchAndCheck(
  operationId: SearchId,
  filters: object,
  { numPage, numRows }: { numPage: number; numRows: number },
  answers: Answer[],
) {
  const pageAnswer = await send(operationId, { body: { ...filters, numPage, numRows } });
  answers.push(pageAnswer);
  if (pageAnswer.status !== 200) return;
  const { data, total } = pageAnswer.body as { data: Record<string, number>[]; total: number };
  exercised.pagesChecked++;
  expect(data.length, `${operationId} página ${numPage}×${numRows} de ${total}`).toBe(
    clampPage(total, numPage, numRows),
  );

  const all = await send(operationId, { body: { ...filters, numPage: 1, numRows: Math.max(total, 1) } });
  answers.push(all);
  if (all.status !== 200) return;
  const everything = (all.body as { data: Record<string, number>[]; total: number }).data.map(
    (item) => item[idKeys[operationId]],
  );
  expect(everything).toHaveLength(total);
  expect(new Set(everything).size).toBe(total);
  expect(data.map((item) => item[idKeys[operationId]])).toEqual(
    everything.slice((numPage - 1) * numRows, numPage * numRows),
  );

  const unfiltered = Object.values(filters).every(
    (value) => value === '' || value === null || (Array.isArray(value) && value.length === 0),
  );
  if (unfiltered) {
    const counts: Record<SearchId, number> = {
      buscarAssociados: db.associados.count(),
      buscarUsuarios: db.usuarios.count(),
      buscarRemessas: db.remessas.count(),
    };
    expect(total, `${operationId} sem filtros`).toBe(counts[operationId]);
  }
}

/** Valid bodies built from the data as it is when the call happens. */
const validBodies = {
  criarUsuario: (n: number) => ({ nome: `Pessoa de Teste ${n}`, email: `pessoa.${n}@teste.com.br`, cpf: fakeCpf() }),
  atualizarUsuario: (n: number) => {
    const usuario = nth(
      db.usuarios.findMany((q) => q.where({ usuarioGestao: true })),
      n,
    );
    return (
      usuario && {
        usuarioId: usuario.usuarioId,
        nome: `${usuario.nome} Editado`,
        email: usuario.email,
        cpf: usuario.cpf ?? fakeCpf(),
      }
    );
  },
  criarAssociado: (n: number) => {
    const model = nth(db.associados.all(), n);
    if (!model) return undefined;
    const {
      associadoId: _id,
      remessas: _remessas,
      erroRemessa: _erro,
      usuarios: _usuarios,
      ativo: _ativo,
      ...fields
    } = presentAssociado(model);
    return {
      ...fields,
      nome: `Novo Cartório ${n}`,
      cpfCnpj: fakeCpf(),
      email: `novo.${n}@teste.com.br`,
      usuarios: [
        {
          nome: 'Usuário Novo',
          login: `usuario.novo.${n}`,
          email: `usuario.novo.${n}@teste.com.br`,
          dataNasc: '1990-05-20',
          telefone: '61991234567',
        },
      ],
    };
  },
  atualizarAssociado: (n: number) => {
    const model = nth(db.associados.all(), n);
    if (!model) return undefined;
    const { remessas: _remessas, erroRemessa: _erro, ...associado } = presentAssociado(model);
    return { ...associado, nome: `${associado.nome} (editado)` };
  },
  criarRemessa: (n: number) => ({
    descricao: `Remessa de teste ${n}`,
    observacao: 'Teste',
    paragrafoPersonalizado: '',
    tipoRemessa: { tipoRemessaId: 2, tipoRemessaNome: tipoRemessaLabels[2] },
    dataVencimento: '2031-01-15',
    valorRemessa: 120.5,
    tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: tipoAssociadoLabels[1] },
  }),
  vincularAssociadosRemessa: (n: number) => {
    const remessa = nth(db.remessas.all(), n);
    if (!remessa) return undefined;
    const { situacaoRemessa: _situacao, msgReenvio: _msg, ...fields } = remessa;
    const associados = db.associados
      .all()
      .slice(n % 5, (n % 5) + 3)
      .map(({ erroRemessa: _erro, ...associado }) => associado);
    return { ...fields, associadosRemessa: associados };
  },
  excluirUsuarios: (n: number) => {
    const usuario = nth(
      db.usuarios.findMany((q) => q.where((u) => u.cpf !== DEMO_CREDENTIALS.cpf)),
      n,
    );
    return usuario && { usuariosDelete: [{ usuarioId: usuario.usuarioId }] };
  },
  excluirAssociados: (n: number) => {
    const associado = nth(db.associados.all(), n);
    return associado && { associadosDelete: [{ associadoId: associado.associadoId }] };
  },
  excluirRemessas: (n: number) => {
    const remessa = nth(db.remessas.all(), n);
    return remessa && { remessasDelete: [{ remessaId: remessa.remessaId }] };
  },
  atualizarRemessa: (n: number) => {
    const remessa = nth(db.remessas.all(), n);
    if (!remessa) return undefined;
    const { msgReenvio: _msg, situacaoRemessa, ...fields } = remessa;
    return {
      ...fields,
      descricao: `${fields.descricao} (editada)`,
      situacaoRemessa: { situacaoRemessaId: situacaoRemessa.situacaoRemessaId },
    };
  },
  solicitarEsquecimentoSenha: (n: number) => ({ email: nth(db.usuarios.all(), n)?.email ?? 'ninguem@teste.com.br' }),
  solicitarEsquecimentoSenhaAssociado: (n: number) => ({
    email: nth(db.usuarios.all(), n)?.email ?? 'ninguem@teste.com.br',
  }),
  redefinirSenha: (n: number) => ({ token: `token-${n}`, senha: 'senha123', confirmaSenha: 'senha123' }),
} satisfies Partial<Record<OperationId, (n: number) => object | undefined>>;

type BodyOperation = keyof typeof validBodies;
const bodyOperations = Object.keys(validBodies) as BodyOperation[];

const idOf = {
  associado: (n: number) => nth(db.associados.all(), n)?.associadoId ?? 1,
  usuario: (n: number) => nth(db.usuarios.all(), n)?.usuarioId ?? 1,
  remessa: (n: number) => nth(db.remessas.all(), n)?.remessaId ?? 1,
};

/** Breaks a valid body as a faulty client would: a field missing, a wrong type, not JSON at all. */
const breakage = fc.oneof(
  fc.record({ kind: fc.constant('remove' as const), key: pick }),
  fc.record({ kind: fc.constant('wrongType' as const), key: pick }),
  fc.constant({ kind: 'notJson' as const, key: 0 }),
);

function breakBody(
  body: Record<string, unknown>,
  { kind, key }: { kind: 'remove' | 'wrongType' | 'notJson'; key: number },
) {
  if (kind === 'notJson') return { rawBody: '{"campo": ' };
  const keys = Object.keys(body);
  const chosen = keys[key % keys.length];
  const broken = { ...body };
  if (kind === 'remove') delete broken[chosen];
  else broken[chosen] = typeof body[chosen] === 'string' ? 12345 : 'texto';
  return { body: broken };
}

const call = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.oneof(
      ...(Object.keys(searches) as SearchId[]).map((operationId) =>
        fc.record({
          kind: fc.constant('search' as const),
          operationId: fc.constant(operationId),
          filters: searches[operationId] as fc.Arbitrary<object>,
          page,
        }),
      ),
    ),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('read' as const),
      operationId: fc.constantFrom('obterAssociado', 'obterUsuario', 'obterRemessa', 'obterLinkBoleto', 'consultarCep'),
      pick,
      missing: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('write' as const),
      operationId: fc.constantFrom(...bodyOperations),
      pick,
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('command' as const),
      operationId: fc.constantFrom('alternarAtivoAssociado', 'enfileirarEnvioRemessa', 'definirMensagemReenvioRemessa'),
      pick,
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('broken' as const),
      operationId: fc.constantFrom(...bodyOperations),
      pick,
      breakage,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('noToken' as const),
      operationId: fc.constantFrom<OperationId>('buscarAssociados', 'obterUsuario', 'excluirRemessas'),
      pick,
    }),
  },
);
type Call = typeof call extends fc.Arbitrary<infer C> ? C : never;

async function perform(step: Call, answers: Answer[], unstable: boolean) {
  switch (step.kind) {
    case 'search':
      return searchAndCheck(step.operationId, step.filters, step.page, answers);
    case 'read': {
      const missing = step.missing ? 999_999 : undefined;
      const params = {
        obterAssociado: { associadoId: missing ?? idOf.associado(step.pick) },
        obterUsuario: { usuarioId: missing ?? idOf.usuario(step.pick) },
        obterRemessa: { remessaId: missing ?? idOf.remessa(step.pick) },
        obterLinkBoleto: { paymentId: step.missing ? 'nao-existe' : nth(Object.values(DEMO_PAYMENT_IDS), step.pick)! },
        consultarCep: { cep: String(step.pick).padStart(8, '0') },
      }[step.operationId];
      const answer = await send(step.operationId, {
        params,
        auth: step.operationId !== 'consultarCep' && step.operationId !== 'obterLinkBoleto',
      });
      answers.push(answer);
      if (step.missing && step.operationId !== 'obterLinkBoleto' && step.operationId !== 'consultarCep' && !unstable) {
        expect(answer.status, JSON.stringify(answer)).toBe(404);
        exercised.notFound++;
      }
      if (answer.operationId === 'obterRemessa' && answer.status === 200)
        expectTotalsMatch(answer.body as RemessaDetalhe);
      return;
    }
    case 'write': {
      const body = validBodies[step.operationId](step.pick);
      if (body) answers.push(await send(step.operationId, { body }));
      return;
    }
    case 'command': {
      const params =
        step.operationId === 'alternarAtivoAssociado'
          ? { associadoId: idOf.associado(step.pick) }
          : { remessaId: idOf.remessa(step.pick) };
      const body =
        step.operationId === 'definirMensagemReenvioRemessa' ? { msgReenvio: 'Segue o boleto novamente.' } : undefined;
      answers.push(await send(step.operationId, { params, body }));
      return;
    }
    case 'broken': {
      const valid = validBodies[step.operationId](step.pick);
      if (!valid) return;
      const broken = breakBody(valid as Record<string, unknown>, step.breakage);
      const answer = await send(step.operationId, broken);
      answers.push(answer);
      const schema = contractOf(step.operationId).body!;
      const breaksContract = broken.rawBody !== undefined || !schema.safeParse(broken.body).success;
      if (breaksContract && !unstable) {
        expect(answer.status, `${step.operationId} com ${JSON.stringify(broken).slice(0, 200)}`).toBe(400);
        expect((answer.body as { message: string }).message).toMatch(/^Requisição inválida: .+/);
        exercised.brokenRejected++;
      }
      return;
    }
    case 'noToken': {
      const answer = await send(step.operationId, {
        params: { usuarioId: 1 },
        body: { descricao: '', filtros: [], numPage: 1, numRows: 10, remessasDelete: [{ remessaId: 1 }] },
        auth: false,
      });
      answers.push(answer);
      if (!unstable)
        expect(answer).toMatchObject({ status: 401, body: { message: 'Sessão expirada. Entre novamente.' } });
    }
  }
}

interface RemessaDetalhe {
  totalPago: number;
  totalPendente: number;
  associados: Array<{
    associadoRemessas: Array<{ situacaoRemessa?: { situacaoRemessaId: number } | null; valorPagamento: number }>;
  }>;
}

/** Valor pago and valor pendente are the sums of the associates' payments, paid (4) or not. */
function expectTotalsMatch(remessa: RemessaDetalhe) {
  const links = remessa.associados.flatMap((associado) => associado.associadoRemessas);
  const sum = (paid: boolean) =>
    links
      .filter((link) => (link.situacaoRemessa?.situacaoRemessaId === 4) === paid)
      .reduce((total, link) => total + link.valorPagamento, 0);
  expect(remessa.totalPago).toBeCloseTo(sum(true), 2);
  expect(remessa.totalPendente).toBeCloseTo(sum(false), 2);
}

// ---------- the property ----------

const world = fc.record({
  fakerSeed: fc.integer({ min: 1, max: 1_000_000 }),
  size: fc.oneof(
    fc.constant({ associados: 0, usuariosGestao: 1, remessas: 0 }),
    fc.record({
      associados: fc.integer({ min: 0, max: 30 }),
      usuariosGestao: fc.integer({ min: 1, max: 6 }),
      remessas: fc.integer({ min: 0, max: 12 }),
    }),
  ),
  daysFromNow: fc.integer({ min: -400, max: 400 }),
  unstable: fc.boolean(),
  calls: fc.array(call, { minLength: 5, maxLength: 25 }),
});

afterEach(() => {
  mockRuntime.lifecycleStepMs = 30;
  mockRuntime.failureRate = 0;
  mockRuntime.timeoutMs = 60_000;
  resetSimulatedFailures();
  token = '';
});

describe('the mock backend conforms to the contract', () => {
  it('answers every operation, for any data set, scenario and sequence of calls, within the schemas and the spec rules', async () => {
    const covered = new Set<OperationId>();
    await fc.assert(
      fc.asyncProperty(world, async ({ fakerSeed, size, daysFromNow, unstable, calls }) => {
        const today = new Date(Date.now() + daysFromNow * 86_400_000);
        await resetMockData(buildSeed({ today, size, fakerSeed }));
        // A remessa being sent stays as the call left it, so two calls of one check see the same data.
        mockRuntime.lifecycleStepMs = 1e9;
        mockRuntime.failureRate = 0;
        resetSimulatedFailures();
        const signIn = await send('autenticar', {
          body: { cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha },
          auth: false,
        });
        token = (signIn.body as { accessToken: string }).accessToken;
        if (unstable) {
          mockRuntime.failureRate = 0.2;
          mockRuntime.timeoutMs = 1;
        }

        const answers: Answer[] = [signIn];
        for (const step of calls) await perform(step, answers, unstable);
        for (const answer of answers) {
          expectConforms(answer, { unstable });
          covered.add(answer.operationId);
        }
        const failures = answers.filter(
          (answer) => answer.status === 'rede' || (typeof answer.status === 'number' && answer.status >= 500),
        );
        if (!unstable) expect(failures).toEqual([]);
        exercised.simulatedFailures += failures.length;
      }),
      { numRuns: 120, seed: 1722 },
    );
    expect([...covered].sort()).toEqual(Object.keys(operations).sort());
    expect(exercised.pagesChecked).toBeGreaterThan(200);
    expect(exercised.brokenRejected).toBeGreaterThan(50);
    expect(exercised.notFound).toBeGreaterThan(10);
    expect(exercised.simulatedFailures).toBeGreaterThan(20);
  }, 60_000);

  it('pages the grande scenario within the schemas, with totals that match its data', async () => {
    await resetMockData(seedOf('grande', new Date()));
    const signIn = await send('autenticar', {
      body: { cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha },
      auth: false,
    });
    token = (signIn.body as { accessToken: string }).accessToken;
    const answers: Answer[] = [];
    await searchAndCheck(
      'buscarAssociados',
      { descricao: '', filtros: [], tipoAssociadoId: null, tipoRemessaId: null },
      { numPage: 1000, numRows: 10 },
      answers,
    );
    await searchAndCheck('buscarUsuarios', { descricao: '', tipoUsuario: '' }, { numPage: 34, numRows: 30 }, answers);
    await searchAndCheck(
      'buscarRemessas',
      { descricao: '', situacaoRemessaId: null },
      { numPage: 5, numRows: 100 },
      answers,
    );
    for (const answer of answers) expectConforms(answer, { unstable: false });
    expect(
      answers.filter((answer) => answer.status === 200).map((answer) => (answer.body as { total: number }).total),
    ).toEqual([10_000, 10_000, 1_000, 1_000, 500, 500]);
  }, 30_000);
});
