import { request as httpRequest } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { contractOf } from '@mocks/lib/contract';
import { resetSimulatedFailures } from '@mocks/lib/operation';
import { mockRuntime } from '@mocks/lib/runtime';
import { server as interceptingServer } from '@mocks/node';
import { MAX_BODY_BYTES, startMockServer, type RunningMockServer } from '@mocks/server';

/**
 * The mock over real HTTP. The unit tests' msw/node interception is switched off here, so every
 * request below really goes through a socket to the server.
 */
const PANEL_ORIGIN = 'http://painel.exemplo:5173';
let mock: RunningMockServer;

const withoutLatency = () => {
  mockRuntime.latency = { min: 0, max: 0 };
};

async function call(
  method: string,
  path: string,
  { body, token, origin }: { body?: unknown; token?: string; origin?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (path.startsWith('/__mock/')) headers['X-Painel-Mock'] = '1';
  if (token) headers.Authorization = `Bearer ${token}`;
  if (origin) headers.Origin = origin;
  const response = await fetch(`${mock.url}${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined };
}

async function signIn() {
  const { body } = await call('POST', '/api/autenticacao', {
    body: { cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha },
  });
  return body.accessToken as string;
}

const searchBody = { descricao: '', filtros: [], numPage: 1, numRows: 5 };

beforeAll(async () => {
  interceptingServer.close();
  mock = await startMockServer({ port: 0, origins: [PANEL_ORIGIN] });
  withoutLatency();
});

afterEach(async () => {
  mockRuntime.failureRate = 0;
  mockRuntime.timeoutMs = 60_000;
  await mock.reset('padrao');
  withoutLatency();
});

afterAll(async () => {
  await mock.close();
  interceptingServer.listen({ onUnhandledFrame: 'error' });
});

describe('the mock server over HTTP', () => {
  it('listens on 127.0.0.1 and answers the contract with the seed', async () => {
    expect(mock.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const token = await signIn();
    const { status, body } = await call('POST', '/api/associados/busca', { body: searchBody, token });
    expect(status).toBe(200);
    expect(body.total).toBe(160);
    expect(body.data).toHaveLength(5);
    expect(contractOf('buscarAssociados').response!.safeParse(body).success).toBe(true);
  });

  it('answers 401 with a message without a valid bearer token', async () => {
    expect(await call('POST', '/api/associados/busca', { body: searchBody })).toMatchObject({
      status: 401,
      body: { message: 'Sessão expirada. Entre novamente.' },
    });
    expect((await call('GET', '/api/usuarios/1', { token: 'inventado' })).status).toBe(401);
    expect(
      (await call('POST', '/api/autenticacao', { body: { cpf: DEMO_CREDENTIALS.cpf, senha: 'errada' } })).body,
    ).toEqual({
      message: 'CPF ou senha incorretos.',
    });
  });

  it('answers 400 in Portuguese to a request that breaks the contract, and 404 outside it', async () => {
    const token = await signIn();
    const { status, body } = await call('POST', '/api/associados/busca', {
      body: { descricao: 5, numPage: 1, numRows: 5 },
      token,
    });
    expect(status).toBe(400);
    expect(body.message).toMatch(
      /^Requisição inválida: campo "descricao": Entrada inválida: esperava um texto, recebeu um número; campo "filtros": /,
    );
    expect(await call('GET', '/api/nao-existe', { token })).toMatchObject({
      status: 404,
      body: { message: 'Operação inexistente no contrato: GET /api/nao-existe.' },
    });
  });

  it('says in Server-Timing how long it worked on an answer, apart from the latency it simulated', async () => {
    const token = await signIn();
    mockRuntime.latency = { min: 30, max: 30 };
    const { status, headers } = await call('POST', '/api/associados/busca', {
      body: searchBody,
      token,
      origin: PANEL_ORIGIN,
    });
    expect(status).toBe(200);
    expect(headers.get('server-timing')).toMatch(/^mock;dur=\d+(\.\d)?, latencia;dur=30$/);
    expect(headers.get('access-control-expose-headers')).toBe('Server-Timing, Retry-After');
    // An address outside the contract is no operation's work.
    expect((await call('GET', '/api/nao-existe', { token })).headers.get('server-timing')).toBeNull();
  });

  it('allows the panel origin by CORS, and no other', async () => {
    const preflight = await fetch(`${mock.url}/api/associados/busca`, {
      method: 'OPTIONS',
      headers: {
        Origin: PANEL_ORIGIN,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(PANEL_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')).toBe('Authorization, Content-Type');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('DELETE');

    expect(
      (await call('POST', '/api/autenticacao', { body: {}, origin: PANEL_ORIGIN })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBe(PANEL_ORIGIN);
    expect(
      (await call('POST', '/api/autenticacao', { body: {}, origin: 'http://outro.exemplo' })).headers.get(
        'access-control-allow-origin',
      ),
    ).toBeNull();
  });

  it('keeps state between calls, shows the e-mails sent and restores the seed of a scenario', async () => {
    const token = await signIn();
    await call('POST', '/api/autenticacao/esquecimento-senha', { body: { email: 'ana.costa@anoreg.org.br' } });
    const { body: mailbox } = await call('GET', '/__mock/emails');
    expect(mailbox.data).toEqual([
      expect.objectContaining({
        para: 'ana.costa@anoreg.org.br',
        assunto: 'Cadastro de nova senha',
        link: expect.stringMatching(/^\/cadastrar-senha\/.+/),
      }),
    ]);

    expect(await call('POST', '/__mock/reset?cenario=vázio')).toMatchObject({
      status: 200,
      body: { message: 'Dados restaurados (cenário Vazio).' },
    });
    withoutLatency();
    expect(mock.scenario()).toBe('vazio');
    expect((await call('POST', '/api/associados/busca', { body: searchBody, token })).status).toBe(401);
    const again = await signIn();
    expect((await call('POST', '/api/associados/busca', { body: searchBody, token: again })).body).toEqual({
      data: [],
      total: 0,
    });
    expect((await call('GET', '/__mock/emails')).body).toEqual({ data: [] });
    expect((await call('POST', '/__mock/reset?cenario=enorme')).status).toBe(400);
  });

  it('fails as the scenario says: a 500 with a message, a dropped connection, a 504', async () => {
    const token = await signIn();
    mockRuntime.failureRate = 1;
    mockRuntime.timeoutMs = 20;
    resetSimulatedFailures();
    expect(await call('POST', '/api/associados/busca', { body: searchBody, token })).toMatchObject({
      status: 500,
      body: { message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' },
    });
    await expect(call('POST', '/api/associados/busca', { body: searchBody, token })).rejects.toThrow();
    expect((await call('POST', '/api/associados/busca', { body: searchBody, token })).status).toBe(504);
  });

  // A national month's vincular (12,500 payers) is about 9 MB.
  const tooLarge = { message: 'Corpo da requisição maior que o limite de 16 MB.' };

  it('refuses a body over 16 MB with 413, and takes one just under it', async () => {
    expect(MAX_BODY_BYTES).toBe(16 * 1024 * 1024);
    const token = await signIn();
    const huge = { ...searchBody, descricao: 'a'.repeat(MAX_BODY_BYTES) };
    expect(await call('POST', '/api/associados/busca', { body: huge, token })).toMatchObject({
      status: 413,
      body: tooLarge,
    });
    const under = { ...searchBody, descricao: 'a'.repeat(MAX_BODY_BYTES - 200) };
    expect((await call('POST', '/api/associados/busca', { body: under, token })).status).not.toBe(413);
  });

  it('stops reading a body at 16 MB: a client that keeps sending gets 413 and the connection closed', async () => {
    const token = await signIn();
    const chunk = Buffer.alloc(64 * 1024, 'a');
    const sendsForever = new Promise<{ status: number; body: string; sentBeforeAnswer: number; closed: boolean }>(
      (resolve, reject) => {
        let sent = 0;
        let answered = false;
        const outgoing = httpRequest(`${mock.url}/api/associados/busca`, {
          method: 'POST',
          // No Content-Length: the size is only known by reading.
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        });
        const write = () => {
          // 64 MB at most: a server that reads it all answers only after the last byte.
          while (!answered && sent < 64 * 1024 * 1024) {
            sent += chunk.length;
            if (!outgoing.write(chunk)) return void outgoing.once('drain', write);
          }
          if (!answered) outgoing.end();
        };
        outgoing.on('response', (incoming) => {
          answered = true;
          const sentBeforeAnswer = sent;
          let body = '';
          incoming.on('data', (data: Buffer) => (body += data.toString()));
          incoming.on('end', () =>
            outgoing.socket!.once('close', () =>
              resolve({ status: incoming.statusCode ?? 0, body, sentBeforeAnswer, closed: true }),
            ),
          );
        });
        outgoing.on('error', (error) => (answered ? undefined : reject(error)));
        write();
      },
    );
    const { status, body, sentBeforeAnswer, closed } = await sendsForever;
    expect([status, JSON.parse(body)]).toEqual([413, tooLarge]);
    expect(closed).toBe(true);
    // What the sockets' buffers hold besides the 16 MB read, not the 64 MB offered.
    expect(sentBeforeAnswer).toBeLessThan(MAX_BODY_BYTES + 16 * 1024 * 1024);
  });

  it('refuses a declared Content-Length over 16 MB before reading any of it', async () => {
    const token = await signIn();
    const answer = await new Promise<{ status: number; headers: Record<string, unknown> }>((resolve, reject) => {
      const outgoing = httpRequest(`${mock.url}/api/associados/busca`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Authorization: `Bearer ${token}`,
          'Content-Length': String(MAX_BODY_BYTES + 1),
        },
      });
      outgoing.on('response', (incoming) => {
        incoming.resume();
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers });
      });
      outgoing.on('error', reject);
      // The headers only: the server answers without waiting for the body.
      outgoing.flushHeaders();
    });
    expect(answer.status).toBe(413);
    expect(answer.headers.connection).toBe('close');
  });

  it('answers only a Host of this machine with its port (DNS rebinding)', async () => {
    const port = new URL(mock.url).port;
    const withHost = (hostHeader: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        const outgoing = httpRequest(
          `${mock.url}/api/associados/ativar/1`,
          { headers: { Host: hostHeader } },
          (incoming) => {
            let text = '';
            incoming.on('data', (chunk: Buffer) => (text += chunk.toString()));
            incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body: text }));
          },
        );
        outgoing.on('error', reject);
        outgoing.end();
      });
    for (const refused of [
      'atacante.exemplo',
      `atacante.exemplo:${port}`,
      `127.0.0.1:${Number(port) + 1}`,
      '127.0.0.1',
    ]) {
      const { status, body } = await withHost(refused);
      expect(status, refused).toBe(403);
      expect(JSON.parse(body).message).toMatch(/^Host não permitido/);
    }
    for (const accepted of [`127.0.0.1:${port}`, `localhost:${port}`])
      expect((await withHost(accepted)).status, accepted).toBe(401);
  });

  it('takes a body only as application/json (415 otherwise)', async () => {
    const token = await signIn();
    const post = (contentType: string) =>
      fetch(`${mock.url}/api/associados/busca`, {
        method: 'POST',
        headers: { 'Content-Type': contentType, Authorization: `Bearer ${token}` },
        body: JSON.stringify(searchBody),
      });
    for (const contentType of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/jsonp',
    ]) {
      const response = await post(contentType);
      expect(response.status, contentType).toBe(415);
      expect(await response.json()).toEqual({
        message: 'O corpo da requisição deve ser JSON (Content-Type: application/json).',
      });
    }
    expect((await post('application/json; charset=utf-8')).status).toBe(200);
  });

  it('opens /__mock/* only to requests with the X-Painel-Mock: 1 header', async () => {
    await call('POST', '/api/autenticacao/esquecimento-senha', { body: { email: 'ana.costa@anoreg.org.br' } });
    for (const headers of [{}, { 'X-Painel-Mock': '0' }] as Record<string, string>[]) {
      const emails = await fetch(`${mock.url}/__mock/emails`, { headers });
      expect(emails.status).toBe(403);
      expect(await emails.json()).toEqual({ message: 'As ferramentas /__mock/ exigem o cabeçalho X-Painel-Mock: 1.' });
      // A cross-site form posts without it (and as a form): the data stays.
      expect((await fetch(`${mock.url}/__mock/reset?cenario=vazio`, { method: 'POST', headers })).status).toBe(403);
    }
    expect(mock.scenario()).toBe('padrao');
    expect((await call('GET', '/__mock/emails')).body.data).toHaveLength(1);
  });

  it('answers like a server that misbehaves when asked (POST /__mock/respostas), until a reset', async () => {
    const token = await signIn();
    const { body: page } = await call('POST', '/api/remessas/busca', {
      token,
      body: { descricao: '', numPage: 1, numRows: 1 },
    });
    const remessaPath = `/api/remessas/${page.data[0].remessaId}`;
    expect(Array.isArray((await call('GET', remessaPath, { token })).body.associados)).toBe(true);

    const refused = await fetch(`${mock.url}/__mock/respostas`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ associadosNulos: true }),
    });
    expect(refused.status).toBe(403);
    expect((await call('POST', '/__mock/respostas', { body: { associadosNulos: 'sim' } })).status).toBe(400);
    expect((await call('POST', '/__mock/respostas', { body: { outro: 1 } })).status).toBe(400);

    expect(
      (await call('POST', '/__mock/respostas', { body: { associadosNulos: true, atrasoAoCriarMs: 300 } })).body,
    ).toEqual({
      associadosNulos: true,
      atrasoAoCriarMs: 300,
      limiteSimultaneas: 0,
      indisponiveis: 0,
    });
    expect((await call('GET', remessaPath, { token })).body.associados).toBeNull();
    const started = Date.now();
    const created = await call('POST', '/api/usuarios', {
      token,
      body: { nome: 'Criado Devagar', email: 'devagar@exemplo.com.br', cpf: '52998224725' },
    });
    expect(created.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);

    await mock.reset();
    expect(Array.isArray((await call('GET', remessaPath, { token: await signIn() })).body.associados)).toBe(true);
  });

  it('answers like a busy server when asked: 503 for the next calls, 429 beyond the calls allowed at once', async () => {
    const token = await signIn();
    expect((await call('POST', '/__mock/respostas', { body: { indisponiveis: -1 } })).status).toBe(400);
    expect((await call('POST', '/__mock/respostas', { body: { indisponiveis: 2 } })).status).toBe(200);
    const busy = await call('POST', '/api/associados/busca', { body: searchBody, token, origin: PANEL_ORIGIN });
    expect(busy).toMatchObject({
      status: 503,
      body: { message: 'Serviço temporariamente indisponível. Tente de novo em instantes.' },
    });
    expect(busy.headers.get('retry-after')).toBe('1');
    expect((await call('GET', '/api/usuarios/1', { token })).status).toBe(503);
    expect((await call('GET', '/api/usuarios/1', { token })).status).toBe(200);

    await call('POST', '/__mock/respostas', { body: { limiteSimultaneas: 2 } });
    // Each call held a second: the four arrive while the first two are still in flight, even on a
    // machine so busy that they leave this process 50 ms apart (it answered 200, 200, 200, 429 once).
    mockRuntime.latency = { min: 1000, max: 1000 };
    const together = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/api/associados/busca', { body: searchBody, token })),
    );
    expect(together.map((answer) => answer.status).sort()).toEqual([200, 200, 429, 429]);
    expect(together.find((answer) => answer.status === 429)?.body).toEqual({
      message: 'Muitas requisições ao mesmo tempo. Aguarde um instante e tente de novo.',
    });
    await mock.reset();
    withoutLatency();
    const again = await signIn();
    const after = await Promise.all(
      Array.from({ length: 4 }, () => call('POST', '/api/associados/busca', { body: searchBody, token: again })),
    );
    expect(after.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  });
});
