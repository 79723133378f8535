// zod's compiled parsers are slower than its plain ones on the contract's shapes (a vincular of
// 12,500 payers: about 140 against 95 ms in Node 20), and the browser's demo runs without them too.
import '@/lib/zod-jitless';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getResponse } from 'msw';
import { resetMockData, seedOf } from './data';
import { db } from './db';
import { handlers } from './handlers';
import { mockCallOf, resetSimulatedFailures } from './lib/operation';
import { mockRuntime, readAnswers, resetAnswers } from './lib/runtime';
import { applyScenarioNetwork, DEFAULT_SCENARIO, parseScenario, scenarios, type ScenarioId } from './scenarios';

/**
 * The mock backend over real HTTP: the same handlers and database as the browser's demo, for
 * clients other than the panel (the associate portal, scripts) and for the live build in tests.
 * Data lives in memory, seeded at start and resettable; `npm run mock:server` starts it.
 */
export interface MockServerOptions {
  /** 0 picks a free port. */
  port?: number;
  host?: string;
  /** Origins allowed by CORS (the panel's dev server by default), or a test of each origin. */
  origins?: readonly string[] | ((origin: string) => boolean);
  scenario?: ScenarioId;
  /** The latency of every call, whatever the scenario says (tests run with none, as in runtime.ts). */
  latency?: { min: number; max: number };
}

export const DEFAULT_MOCK_PORT = 3333;
export const DEFAULT_MOCK_ORIGINS = ['http://127.0.0.1:5173', 'http://localhost:5173'];

export interface RunningMockServer {
  url: string;
  scenario: () => ScenarioId;
  /** Back to the seed of `scenario` (or of the current one). */
  reset: (scenario?: ScenarioId) => Promise<void>;
  close: () => Promise<void>;
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
};

/** Bodies larger than this get 413: the largest in the contract, a national month's vincular (12,500 payers), is about 9 MB. */
export const MAX_BODY_BYTES = 16 * 1024 * 1024;
/** The header every `/__mock/*` request must carry: a cross-site form or fetch cannot send it. */
export const MOCK_TOOL_HEADER = 'X-Painel-Mock';

/**
 * The body, or null as soon as it passes MAX_BODY_BYTES (by its Content-Length, or while it
 * arrives): the rest is not read, so a client cannot keep the server reading.
 */
function readBody(request: IncomingMessage): Promise<Buffer | null> {
  if (Number(request.headers['content-length'] ?? 0) > MAX_BODY_BYTES) return Promise.resolve(null);
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BODY_BYTES) return void chunks.push(chunk);
      request.off('data', onData);
      request.pause();
      resolve(null);
    };
    request.on('data', onData);
    request.on('end', () => resolve(Buffer.concat(chunks)));
    request.on('error', reject);
  });
}

/** 413, then the connection is closed: the body's unread rest is never read. */
function refuseTooLarge(request: IncomingMessage, response: ServerResponse) {
  response.setHeader('Connection', 'close');
  response.on('finish', () => request.socket.destroy());
  json(response, 413, { message: `Corpo da requisição maior que o limite de ${MAX_BODY_BYTES / 1024 / 1024} MB.` });
}

/**
 * Only addresses of this machine: a page on another site whose DNS name is pointed at 127.0.0.1
 * (DNS rebinding) sends its own name in Host, and is refused.
 */
function allowedHosts(host: string, port: number): Set<string> {
  const names = new Set(['127.0.0.1', 'localhost', host]);
  names.delete('0.0.0.0');
  names.delete('::');
  return new Set([...names].map((name) => `${name}:${port}`.toLowerCase()));
}

const isJson = (contentType: string | undefined) => /^application\/json\s*(;|$)/i.test(contentType ?? '');

function corsHeaders(
  origin: string | undefined,
  allowed: NonNullable<MockServerOptions['origins']>,
): Record<string, string> {
  const allows = typeof allowed === 'function' ? allowed : (candidate: string) => allowed.includes(candidate);
  if (!origin || !allows(origin)) return {};
  return {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type',
    // Retry-After: how long a 429 or 503 asks the panel to wait (the browser hides it otherwise).
    'Access-Control-Expose-Headers': 'Server-Timing, Retry-After',
    'Access-Control-Max-Age': '600',
    Vary: 'Origin',
  };
}

/** The body of `POST /__mock/respostas`, or null when it is not one. */
function parseAnswers(body: Buffer | undefined): Partial<typeof mockRuntime.answers> | null {
  try {
    return readAnswers(JSON.parse(body?.toString('utf8') || 'null'));
  } catch {
    return null;
  }
}

export async function startMockServer(options: MockServerOptions = {}): Promise<RunningMockServer> {
  const host = options.host ?? '127.0.0.1';
  const origins = options.origins ?? DEFAULT_MOCK_ORIGINS;
  let scenario = options.scenario ?? DEFAULT_SCENARIO;

  const reset = async (next: ScenarioId = scenario) => {
    scenario = next;
    await resetMockData(seedOf(scenarios[scenario].dataset, new Date()));
    applyScenarioNetwork(scenario);
    if (options.latency) mockRuntime.latency = { ...options.latency };
    resetSimulatedFailures();
    resetAnswers();
  };
  await reset();

  /** Tools for developers: the e-mails "sent", a reset and odd answers, outside the contract's /api. */
  async function answerTool(request: IncomingMessage, response: ServerResponse, pathname: string, body?: Buffer) {
    if (request.method === 'POST' && pathname === '/__mock/respostas') {
      const asked = parseAnswers(body);
      if (!asked)
        return json(response, 400, {
          message:
            'Envie {"associadosNulos": true|false, "atrasoAoCriarMs": 0 a 120000, "limiteSimultaneas": 0 a 100, "indisponiveis": 0 a 10000}, um ou mais.',
        });
      mockRuntime.answers = { ...mockRuntime.answers, ...asked };
      return json(response, 200, mockRuntime.answers);
    }
    if (request.method === 'GET' && pathname === '/__mock/emails') {
      return json(response, 200, { data: [...db.emails.all()].reverse() });
    }
    if (request.method === 'POST' && pathname === '/__mock/reset') {
      const requested = new URL(request.url ?? '/', 'http://localhost').searchParams.get('cenario');
      const next = requested === null ? scenario : parseScenario(requested);
      if (!next)
        return json(response, 400, {
          message: `Cenário desconhecido: ${requested}. Use um de: ${Object.keys(scenarios).join(', ')}.`,
        });
      await reset(next);
      return json(response, 200, { message: `Dados restaurados (cenário ${scenarios[next].nome}).` });
    }
    return json(response, 404, { message: `Ferramenta desconhecida: ${request.method} ${pathname}.` });
  }

  let hosts = new Set<string>();

  async function answer(request: IncomingMessage, response: ServerResponse) {
    if (!hosts.has((request.headers.host ?? '').toLowerCase())) {
      request.resume();
      return json(response, 403, {
        message: `Host não permitido: ${request.headers.host ?? '(nenhum)'}. Use ${[...hosts].join(' ou ')}.`,
      });
    }
    const cors = corsHeaders(request.headers.origin, origins);
    Object.entries(cors).forEach(([name, value]) => response.setHeader(name, value));
    const url = new URL(request.url ?? '/', `http://${request.headers.host}`);
    if (request.method === 'OPTIONS') {
      request.resume();
      response.writeHead(204).end();
      return;
    }

    const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
    const body = hasBody ? await readBody(request) : undefined;
    if (body === null) return refuseTooLarge(request, response);
    if (body && body.length > 0 && !isJson(request.headers['content-type'])) {
      return json(response, 415, { message: 'O corpo da requisição deve ser JSON (Content-Type: application/json).' });
    }

    if (url.pathname.startsWith('/__mock/')) {
      if (request.headers[MOCK_TOOL_HEADER.toLowerCase()] !== '1') {
        return json(response, 403, { message: `As ferramentas /__mock/ exigem o cabeçalho ${MOCK_TOOL_HEADER}: 1.` });
      }
      return answerTool(request, response, url.pathname, body);
    }

    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    }
    const arrived = performance.now();
    const fetchRequest = new Request(url, {
      method: request.method,
      headers,
      body: body && body.length > 0 ? new Uint8Array(body) : undefined,
    });
    // The handlers' routes are relative (`/api/...`): here they stand on this server's own address.
    const mocked = await getResponse(handlers, fetchRequest, { baseUrl: url.origin });

    if (!mocked)
      return json(response, 404, { message: `Operação inexistente no contrato: ${request.method} ${url.pathname}.` });
    // A simulated network failure (scenario instável): drop the connection, as a broken network would.
    if (mocked.type === 'error') {
      request.socket.destroy();
      return;
    }
    const responseHeaders: Record<string, string> = {};
    mocked.headers.forEach((value, name) => {
      responseHeaders[name] = value;
    });
    const answer = Buffer.from(await mocked.arrayBuffer());
    // Its work from the request read to the answer ready, without the latency it simulated.
    const call = mockCallOf(fetchRequest);
    if (call) {
      const work = performance.now() - arrived - call.simulatedLatency;
      responseHeaders['Server-Timing'] = `mock;dur=${work.toFixed(1)}, latencia;dur=${call.simulatedLatency}`;
    }
    response.writeHead(mocked.status, responseHeaders);
    response.end(answer);
  }

  const server = createServer((request, response) => {
    answer(request, response).catch((error: unknown) => {
      console.error('[mock-server]', error);
      if (!response.headersSent) json(response, 500, { message: 'Erro interno do servidor de mock.' });
      else response.end();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_MOCK_PORT, host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  hosts = allowedHosts(host, port);

  return {
    url: `http://${host}:${port}`,
    scenario: () => scenario,
    reset,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
