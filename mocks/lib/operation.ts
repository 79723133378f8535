import { delay, HttpResponse } from 'msw';
import type { ZodType } from 'zod';
import { pt } from 'zod/locales';
import type { operations as CepOperations } from '@/generated/paths/cep';
import type { operations as PainelOperations } from '@/generated/paths/painel';
import { calendarDates } from '@/lib/http/tolerant-answer';
import { createStore } from '@/lib/store';
import { db } from '../db';
import type { UsuarioRecord } from '../db/schema';
import { parseInSlices } from './check-in-slices';
import { contractOf } from './contract';
import { badRequest, httpError } from './http-error';
import { mockRuntime } from './runtime';

type Operations = PainelOperations & CepOperations;
export type OperationId = keyof Operations;

type JsonContent<T> = T extends { content: { 'application/json': infer Json } } ? Json : never;
export type RequestBodyOf<O extends OperationId> = Operations[O] extends { requestBody: infer Body }
  ? JsonContent<Body>
  : undefined;
export type PathParamsOf<O extends OperationId> = Operations[O]['parameters'] extends { path: infer Path }
  ? Path
  : Record<string, never>;
export type SuccessOf<O extends OperationId> = JsonContent<Operations[O]['responses'][200]>;

export interface OperationContext<O extends OperationId> {
  body: RequestBodyOf<O>;
  params: PathParamsOf<O>;
  request: Request;
  /** The signed-in management user; null on public calls. */
  usuario: UsuarioRecord | null;
}

type ResolverInfo = { request: Request; params: Record<string, string | readonly string[] | undefined> };

/**
 * Turns a domain resolver into the override resolver of an orval-generated MSW handler, doing for
 * every operation what a real server does around it: latency, the bearer check, validation of
 * path parameters and body against the contract (400 with a message), and a check of the answer.
 *
 * `getObterAssociadoMockHandler(operation('obterAssociado', ({ params }) => findAssociado(params.associadoId)))`
 */
export function operation<O extends OperationId>(
  operationId: O,
  resolve: (context: OperationContext<O>) => SuccessOf<O> | Promise<SuccessOf<O>>,
) {
  const contract = contractOf(operationId);
  const isPublic = contract.publicCall || contract.api === 'cep';

  return async ({ request, params }: ResolverInfo): Promise<SuccessOf<O>> => {
    answering += 1;
    try {
      return await answer(request, params);
    } finally {
      answering -= 1;
    }
  };

  async function answer(request: Request, params: ResolverInfo['params']): Promise<SuccessOf<O>> {
    await mockRuntime.beforeEachCall?.();
    refuseWhenBusy();
    const simulatedLatency = await simulateNetwork();
    calls.set(request, { operationId, simulatedLatency });
    const usuario = isPublic ? null : authenticate(request);
    const parsedParams = contract.params ? await validate(contract.params, params, 'parâmetro') : {};
    // The spec says "ISO date": a date-time where the contract has a date is that calendar day.
    const body = contract.body
      ? await validate(contract.body, calendarDates(await readJson(request)), 'campo')
      : undefined;

    const result = await resolve({
      body: body as RequestBodyOf<O>,
      params: parsedParams as PathParamsOf<O>,
      request,
      usuario,
    });

    await checkAnswer(operationId, contract.response, result);
    // What the panel mutates changes data; what it queries only reads (`x-painel-kind` in the contract).
    if (contract.hook === 'mutation') mockRuntime.onDataChanged?.();
    return misbehave(operationId, result);
  }
}

/** Calls being answered right now: what a rate limit counts. */
let answering = 0;

/**
 * A busy server's refusal, when `mockRuntime.answers` asks for one: 503 for each of the next
 * `indisponiveis` calls, 429 for a call beyond `limiteSimultaneas` at once; at once (a rate limiter
 * answers before the API works), nothing done, and `Retry-After: 1`.
 */
function refuseWhenBusy() {
  const { indisponiveis, limiteSimultaneas } = mockRuntime.answers;
  if (indisponiveis > 0) {
    mockRuntime.answers.indisponiveis = indisponiveis - 1;
    throw httpError(503, 'Serviço temporariamente indisponível. Tente de novo em instantes.', { 'Retry-After': '1' });
  }
  if (limiteSimultaneas > 0 && answering > limiteSimultaneas)
    throw httpError(429, 'Muitas requisições ao mesmo tempo. Aguarde um instante e tente de novo.', {
      'Retry-After': '1',
    });
}

/** Which operation each request was, and the latency simulated before its work. */
const calls = new WeakMap<Request, { operationId: OperationId; simulatedLatency: number }>();

/**
 * What the mock made of a request it handled, for whoever times its work (the demo's measures,
 * the HTTP mock server's Server-Timing): `mockCallOf(request)?.simulatedLatency`.
 */
export const mockCallOf = (request: Request) => calls.get(request);

const CREATES: OperationId[] = ['criarAssociado', 'criarUsuario', 'criarRemessa'];

/** What `mockRuntime.answers` asks of this answer: a remessa without its list, a create answered late. */
async function misbehave<T>(operationId: OperationId, result: T): Promise<T> {
  const { associadosNulos, atrasoAoCriarMs } = mockRuntime.answers;
  if (operationId === 'obterRemessa' && associadosNulos) return { ...result, associados: null };
  if (CREATES.includes(operationId) && atrasoAoCriarMs > 0) await delay(atrasoAoCriarMs);
  return result;
}

/** Where the failure pattern is: the share of a failure owed so far, and whose turn the next kind is. */
const failurePattern = createStore({ budget: 0, turn: 0 });

/** Starts the failure pattern again (a new scenario): the fifth call from now is the first to fail. */
export function resetSimulatedFailures() {
  failurePattern.set({ budget: 0, turn: 0 });
}

/** Chooses, in the order calls arrive, whether this one fails, so a failing scenario is reproducible. */
function nextFailure(): 'error' | 'network' | 'timeout' | null {
  if (mockRuntime.failureRate <= 0) return null;
  const { budget, turn } = failurePattern.get();
  if (budget + mockRuntime.failureRate < 1 - 1e-9) {
    failurePattern.set({ budget: budget + mockRuntime.failureRate, turn });
    return null;
  }
  failurePattern.set({ budget: budget + mockRuntime.failureRate - 1, turn: turn + 1 });
  const kinds = ['error', 'network', 'timeout'] as const;
  return kinds[turn % kinds.length];
}

/** Waits like a network would and fails when it is this call's turn; returns the wait in ms. */
async function simulateNetwork(): Promise<number> {
  const failure = nextFailure();
  const { min, max } = mockRuntime.latency;
  const latency = max > 0 ? min + Math.round(Math.random() * (max - min)) : 0;
  if (latency > 0) await delay(latency);
  if (failure === 'error') throw httpError(500, 'Serviço temporariamente indisponível. Tente novamente em instantes.');
  if (failure === 'network') throw HttpResponse.error();
  if (failure === 'timeout') {
    await delay(mockRuntime.timeoutMs);
    throw httpError(504, 'O servidor demorou demais para responder. Tente novamente.');
  }
  return latency;
}

function authenticate(request: Request): UsuarioRecord {
  const token = /^Bearer (.+)$/.exec(request.headers.get('authorization') ?? '')?.[1];
  const sessao = token ? db.sessoes.findFirst((q) => q.where({ token })) : undefined;
  const usuario = sessao ? db.usuarios.findFirst((q) => q.where({ usuarioId: sessao.usuarioId })) : undefined;
  if (!usuario) throw httpError(401, 'Sessão expirada. Entre novamente.');
  return usuario;
}

async function readJson(request: Request): Promise<unknown> {
  // Decoded from its bytes: Node's `request.text()` takes twice as long on a body of 8 MB.
  const text = new TextDecoder().decode(await request.arrayBuffer());
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest('Requisição inválida: o corpo não é um JSON válido.');
  }
}

/** zod's own messages, in Portuguese, for the 400 a request that breaks the contract gets. */
const portugueseMessages = pt().localeError;

/**
 * The request's part as the contract reads it; a long list (the vincular of 12,500 payers) in
 * slices. zod's Portuguese messages make every row's parse slower by half: they are asked for only
 * when there is something to tell.
 */
async function validate(schema: ZodType, value: unknown, what: string): Promise<unknown> {
  const parsed = await parseInSlices(schema, value);
  if (parsed.success) return parsed.data;
  const result = await parseInSlices(schema, value, { error: portugueseMessages });
  if (result.success) return result.data;
  const details = result.error.issues
    .slice(0, 5)
    .map((issue) => `${what} "${issue.path.join('.') || 'corpo'}": ${issue.message}`)
    .join('; ');
  throw badRequest(`Requisição inválida: ${details}.`);
}

/**
 * The answer against the contract. Tests (`strictResponses`) wait for the check and fail the call
 * on a break; elsewhere the answer goes out at once and is checked afterwards (a long list by its
 * first rows), in slices, while the page has nothing else to do, and a break is reported in the
 * console: nobody waits for the check of a remessa of 12,500 payers. In the demo the panel's own
 * guard checks what it receives, in the same page: the mock leaves it to it.
 */
async function checkAnswer(operationId: OperationId, schema: ZodType | undefined, result: unknown) {
  if (!schema) return;
  const report = (check: Awaited<ReturnType<typeof parseInSlices>>) => {
    if (check.success) return;
    const message = `[mock] resposta de ${operationId} fora do contrato: ${check.error.message}`;
    if (mockRuntime.strictResponses) throw new Error(message);
    console.warn(message);
  };
  if (mockRuntime.strictResponses) report(await parseInSlices(schema, result));
  else if (!mockRuntime.answersCheckedByThePanel)
    void parseInSlices(schema, firstRowsOf(result), { priority: 'background' }).then(report);
}

/**
 * Rows of a long list the check in the background reads: its first ones. They all come from one
 * presenter, so a break shows in them; the whole of a remessa of 12,500 payers cost the demo's page
 * 140–200 ms of its thread after every read of it, while the person waited for the next call (a
 * removal reads it, writes it and reads it again). Tests (`strictResponses`) check every row.
 */
const CHECKED_ROWS = 500;

const firstRowsOf = (result: unknown) =>
  typeof result !== 'object' || result === null || Array.isArray(result)
    ? result
    : Object.fromEntries(
        Object.entries(result).map(([key, value]) => [
          key,
          Array.isArray(value) && value.length > CHECKED_ROWS ? value.slice(0, CHECKED_ROWS) : value,
        ]),
      );
