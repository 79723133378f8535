import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { http, passthrough } from 'msw';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { startMockServer, type RunningMockServer } from '@mocks/server';
import { contractBreaks, parseCheckApiArgs } from '../../scripts/lib/check-api';
import { BuscarRemessasResponse } from '@/generated/zod/remessas/remessas.zod';

/**
 * `npm run check:api` run as operators run it (a separate process), against the mock server (the
 * contract over HTTP: it passes) and against a server that breaks the contract in two places (it
 * fails and names both). It never prints the CPF, the password or the token.
 */

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

function checkApi(args: string[], env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn('node', ['scripts/run.ts', 'scripts/check-api.ts', ...args], {
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += String(chunk)));
    child.stderr.on('data', (chunk) => (stderr += String(chunk)));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const credentials = { PAINEL_CHECK_CPF: DEMO_CREDENTIALS.cpfFormatado, PAINEL_CHECK_SENHA: DEMO_CREDENTIALS.senha };

/** Nothing a run prints may hold a credential or a session token. */
function expectNoSecret(run: Run) {
  const printed = run.stdout + run.stderr;
  for (const secret of [
    DEMO_CREDENTIALS.cpf,
    DEMO_CREDENTIALS.cpfFormatado,
    DEMO_CREDENTIALS.senha,
    'Bearer',
    'tok-secreto',
    ...db.sessoes.all().map((s) => s.token),
  ]) {
    expect(printed).not.toContain(secret);
  }
}

let mock: RunningMockServer;
beforeAll(async () => {
  // The operators' API answers as fast as it does; the check waits on no simulated network.
  mock = await startMockServer({ port: 0, latency: { min: 0, max: 0 } });
});
afterAll(async () => {
  await mock?.close();
});
beforeEach(() => {
  // The test process's own calls to the servers it started go out for real.
  server.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough()));
});

describe('npm run check:api', () => {
  it('passes against the mock server: one ok line per operation, exit 0, nothing written without --escrita', async () => {
    const usuarios = db.usuarios.all().length;
    const remessas = db.remessas.all().length;
    const run = await checkApi(['--url', mock.url, '--cep-url', mock.url], credentials);

    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines[0]).toBe(`Verificando ${mock.url} contra o contrato (openapi/), só leitura.`);
    for (const operation of [
      'autenticar',
      'buscarAssociados (página 1) — 10 de 160',
      'buscarUsuarios (perfil Gestão, página 2)',
      'buscarRemessas (situação 1)',
      'consultarCep 01310100',
    ]) {
      expect(
        lines.some((line) => line.startsWith(`ok     ${operation}`)),
        operation,
      ).toBe(true);
    }
    for (const read of ['obterAssociado', 'obterUsuario', 'obterRemessa'])
      expect(
        lines.some((line) => new RegExp(`^ok {5}${read} \\d+$`).test(line)),
        read,
      ).toBe(true);
    expect(lines.filter((line) => line.startsWith('FALHA'))).toEqual([]);
    expect(lines.at(-1)).toBe('A API respeita o contrato em tudo o que foi verificado.');
    expect([db.usuarios.all().length, db.remessas.all().length]).toEqual([usuarios, remessas]);
    expectNoSecret(run);
  }, 60_000);

  it('--escrita creates, reads, edits and deletes a user and a remessa marked check-api, and leaves nothing behind', async () => {
    const usuarios = db.usuarios.all().length;
    const remessas = db.remessas.all().length;
    const run = await checkApi(['--url', mock.url, '--cep-url', mock.url, '--escrita'], credentials);

    expect(run.code).toBe(0);
    for (const step of [
      'criarUsuario',
      'atualizarUsuario',
      'excluirUsuarios',
      'criarRemessa',
      'atualizarRemessa',
      'excluirRemessas',
    ]) {
      expect(run.stdout).toMatch(new RegExp(`^ok {5}${step}`, 'm'));
    }
    expect([db.usuarios.all().length, db.remessas.all().length]).toEqual([usuarios, remessas]);
    expect(db.usuarios.all().filter((usuario) => usuario.nome.startsWith('check-api'))).toEqual([]);
    expectNoSecret(run);
  }, 60_000);

  describe('against a server that breaks the contract', () => {
    let broken: Server;
    let brokenUrl = '';
    /** leitura: a wrong shape for the users search and a 500 reading an associate; escrita: a 500 on every edit. */
    let breaks: 'leitura' | 'escrita' = 'leitura';

    beforeAll(async () => {
      // The mock server behind it, except where `breaks` says.
      broken = createServer((request, response) => {
        void (async () => {
          const chunks: Buffer[] = [];
          for await (const chunk of request) chunks.push(chunk as Buffer);
          const path = request.url ?? '/';
          const send = (status: number, body: unknown) =>
            response.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
          if (request.method === 'POST' && path === '/api/autenticacao')
            return send(200, { accessToken: 'tok-secreto-0123456789' });
          if (breaks === 'leitura' && request.method === 'POST' && path === '/api/usuarios/busca') {
            return send(200, {
              data: [
                { usuarioId: '7', nome: 'Fulana', email: 'fulana@exemplo.org', cpf: 12345678909, usuarioGestao: 'sim' },
              ],
              total: 1,
            });
          }
          if (breaks === 'leitura' && request.method === 'GET' && /^\/api\/associados\/\d+$/.test(path))
            return send(500, { message: 'Erro interno ao ler o associado.' });
          if (breaks === 'escrita' && request.method === 'PUT') return send(500, { message: 'Falha ao editar.' });
          const headers = new Headers();
          headers.set('Content-Type', 'application/json');
          // The mock server's own session, whatever token the client sent.
          const session = await fetch(`${mock.url}/api/autenticacao`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha }),
          });
          headers.set('Authorization', `Bearer ${((await session.json()) as { accessToken: string }).accessToken}`);
          const forwarded = await fetch(`${mock.url}${path}`, {
            method: request.method,
            headers,
            body: chunks.length ? Buffer.concat(chunks) : undefined,
          });
          send(forwarded.status, await forwarded.json());
        })().catch((error: unknown) => response.writeHead(502).end(String(error)));
      });
      await new Promise<void>((resolve) => broken.listen(0, '127.0.0.1', resolve));
      brokenUrl = `http://127.0.0.1:${(broken.address() as AddressInfo).port}`;
    });

    afterAll(async () => {
      await new Promise<void>((resolve) => broken.close(() => resolve()));
    });

    it('fails, naming the operation and field of the wrong shape and the read that failed, without printing a secret', async () => {
      const run = await checkApi([
        '--url',
        brokenUrl,
        '--cep-url',
        mock.url,
        '--cpf',
        DEMO_CREDENTIALS.cpfFormatado,
        '--senha',
        DEMO_CREDENTIALS.senha,
      ]);

      expect(run.code).toBe(1);
      const failures = run.stdout.split('\n').filter((line) => line.startsWith('FALHA'));
      expect(failures).toHaveLength(4);
      const search = failures.find((line) => line.startsWith('FALHA  buscarUsuarios (página 1): fora do contrato: '))!;
      expect(search).toContain('data.0.usuarioId: esperado number, recebido string "7"');
      expect(search).toContain('data.0.usuarioGestao: esperado boolean, recebido string "sim"');
      // A CPF is never printed, not even a wrong one.
      expect(search).toContain('data.0.cpf: esperado string, recebido number (oculto)');
      expect(failures).toContain(
        'FALHA  obterAssociado 122: HTTP 500 "Erro interno ao ler o associado."'.replace(
          '122',
          run.stdout.match(/obterAssociado (\d+)/)![1],
        ),
      );
      expect(run.stdout).toMatch(/^ok {5}buscarAssociados \(página 1\)/m);
      expect(run.stdout).toMatch(/^ok {5}obterRemessa \d+$/m);
      expect(run.stdout).toContain('—      obterUsuario: não verificado (a busca não trouxe nenhum registro válido)');
      expect(run.stdout.trim().split('\n').at(-1)).toBe('4 operações quebram o contrato ou falharam.');
      expectNoSecret(run);
    }, 60_000);

    it('--escrita removes what it created even when a step fails', async () => {
      breaks = 'escrita';
      const usuarios = db.usuarios.all().length;
      const remessas = db.remessas.all().length;
      const run = await checkApi(['--url', brokenUrl, '--cep-url', mock.url, '--escrita'], credentials);
      breaks = 'leitura';

      expect(run.code).toBe(1);
      expect(run.stdout).toMatch(/^FALHA {2}atualizarUsuario \d+ \(escrita\): HTTP 500 "Falha ao editar\."$/m);
      expect(run.stdout).toMatch(/^ok {5}excluirUsuarios \d+ \(limpeza\)$/m);
      expect(run.stdout).toMatch(/^FALHA {2}atualizarRemessa \d+ \(escrita\): HTTP 500 "Falha ao editar\."$/m);
      expect(run.stdout).toMatch(/^ok {5}excluirRemessas \d+ \(limpeza\)$/m);
      expect(run.stdout).not.toContain('ATENÇÃO');
      expect([db.usuarios.all().length, db.remessas.all().length]).toEqual([usuarios, remessas]);
      expect(db.usuarios.all().filter((usuario) => usuario.nome.startsWith('check-api'))).toEqual([]);
      expect(db.remessas.all().filter((remessa) => remessa.descricao.startsWith('check-api'))).toEqual([]);
      expectNoSecret(run);
    }, 60_000);
  });
});

/** A server on a free port of this machine, for the duration of a describe block. */
function useLocalServer(handler: (request: IncomingMessage, body: Buffer, response: ServerResponse) => void) {
  const local = { url: '', server: undefined as Server | undefined };
  beforeAll(async () => {
    local.server = createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => handler(request, Buffer.concat(chunks), response));
    });
    await new Promise<void>((resolve) => local.server!.listen(0, '127.0.0.1', resolve));
    local.url = `http://127.0.0.1:${(local.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    local.server?.closeAllConnections();
    await new Promise<void>((resolve) => local.server?.close(() => resolve()));
  });
  return local;
}

describe('--escrita behind a proxy that drops the answer of each creation', () => {
  /** vazia: the creation's answer is an empty 200; perdida: it never comes (the client times out). */
  let drop: 'vazia' | 'perdida' = 'vazia';
  // Everything goes through to the mock server as it came; a creation goes through too (the record
  // is created), but its answer is dropped.
  const proxy = useLocalServer((request, body, response) => {
    void (async () => {
      const headers = new Headers();
      for (const name of ['content-type', 'authorization', 'accept']) {
        const value = request.headers[name];
        if (typeof value === 'string') headers.set(name, value);
      }
      const forwarded = await fetch(`${mock.url}${request.url}`, {
        method: request.method,
        headers,
        body: body.length ? new Uint8Array(body) : undefined,
      });
      const text = await forwarded.text();
      if (request.method === 'POST' && ['/api/usuarios', '/api/remessas'].includes(request.url ?? '')) {
        if (drop === 'vazia') return response.writeHead(200).end();
        return; // perdida: never answered
      }
      response.writeHead(forwarded.status, { 'Content-Type': 'application/json' }).end(text);
    })().catch((error: unknown) => response.writeHead(502).end(String(error)));
  });

  const leftBehind = () => [
    ...db.usuarios.all().filter((usuario) => usuario.nome.startsWith('check-api')),
    ...db.remessas.all().filter((remessa) => remessa.descricao.startsWith('check-api')),
  ];

  it.each([
    ['an empty 200', 'vazia', 'fora do contrato: (raiz): esperado object, recebido ausente', []],
    ['no answer (timeout)', 'perdida', 'sem resposta em 3000 ms', ['--timeout', '3000']],
  ] as const)(
    'finds the user and the remessa it created by their check-api names after %s, deletes them and says so',
    async (_name, mode, why, extra) => {
      drop = mode;
      const usuarios = db.usuarios.all().length;
      const remessas = db.remessas.all().length;
      const run = await checkApi(['--url', proxy.url, '--cep-url', mock.url, '--escrita', ...extra], credentials);

      expect(run.code).toBe(1);
      expect(run.stdout).toContain(`FALHA  criarUsuario (escrita): ${why}`);
      expect(run.stdout).toMatch(
        /^— {6}limpeza: procurando o usuário de teste "check-api usuário \d+" pelo nome, pois a criação não respondeu como devia$/m,
      );
      const usuarioId = /limpeza: o usuário de teste foi criado mesmo assim \(id (\d+)\); apagando-o$/m.exec(
        run.stdout,
      )?.[1];
      expect(usuarioId).toBeDefined();
      expect(run.stdout).toMatch(new RegExp(`^ok {5}excluirUsuarios ${usuarioId} \\(limpeza\\)$`, 'm'));

      expect(run.stdout).toContain(`FALHA  criarRemessa (escrita): ${why}`);
      const remessaId = /limpeza: a remessa de teste foi criada mesmo assim \(id (\d+)\); apagando-a$/m.exec(
        run.stdout,
      )?.[1];
      expect(remessaId).toBeDefined();
      expect(run.stdout).toMatch(new RegExp(`^ok {5}excluirRemessas ${remessaId} \\(limpeza\\)$`, 'm'));

      expect(run.stdout).not.toContain('ATENÇÃO');
      expect(leftBehind()).toEqual([]);
      expect([db.usuarios.all().length, db.remessas.all().length]).toEqual([usuarios, remessas]);
      expectNoSecret(run);
    },
    60_000,
  );
});

describe('the sign-in call and redirects', () => {
  const received: string[] = [];
  // Where a redirect would send the password.
  const elsewhere = useLocalServer((request, body, response) => {
    received.push(`${request.method} ${request.url} ${body.toString()}`);
    response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"accessToken":"tok-secreto-roubado"}');
  });
  const redirecting = useLocalServer((_request, _body, response) => {
    response.writeHead(307, { Location: `${elsewhere.url}/coleta` }).end();
  });

  it('does not follow a redirect of the sign-in: the password never reaches the other address', async () => {
    const run = await checkApi(['--url', redirecting.url, '--cep-url', mock.url], credentials);

    expect(run.code).toBe(1);
    expect(run.stdout).toContain(
      `FALHA  autenticar: HTTP 307, redirecionamento não seguido (para ${elsewhere.url}/coleta)`,
    );
    expect(run.stdout).toContain('Sem sessão, nada mais pode ser verificado.');
    expect(received).toEqual([]);
    expectNoSecret(run);
  }, 60_000);
});

describe('check:api helpers', () => {
  it('names each field, what the contract expects and a short value', () => {
    const page = {
      data: [{ remessaId: 1, descricao: 'x'.repeat(40), dataVencimento: '15/03/2026', valorRemessa: '12.50' }],
      total: 1,
    };
    const breaks = contractBreaks(BuscarRemessasResponse, page);
    expect(breaks).toContain('data.0.dataVencimento: esperado string (date), recebido string "15/03/2026"');
    expect(breaks).toContain('data.0.valorRemessa: esperado number, recebido string "12.50"');
    expect(breaks).toContain('data.0.tipoRemessa: esperado object, recebido ausente');
  });

  it('reads options from the command line or the environment, and says what is missing', () => {
    expect(
      parseCheckApiArgs(['--url', 'https://api.exemplo.org.br'], { PAINEL_CHECK_CPF: '1', PAINEL_CHECK_SENHA: 's' }),
    ).toMatchObject({ url: 'https://api.exemplo.org.br', cpf: '1', senha: 's', escrita: false, cep: '01310100' });
    expect(parseCheckApiArgs(['--url=https://a.org', '--cpf=1', '--senha=s', '--escrita'], {})).toMatchObject({
      escrita: true,
    });
    expect(parseCheckApiArgs([], { PAINEL_CHECK_CPF: '1', PAINEL_CHECK_SENHA: 's' })).toMatch(
      /^Falta --url \(ou PAINEL_API_URL\)/,
    );
    expect(parseCheckApiArgs(['--url', 'https://a.org'], {})).toMatch(/^Falta o CPF/);
    expect(parseCheckApiArgs(['--url', 'https://a.org', '--cpf', '1'], {})).toMatch(/^Falta a senha/);
    expect(parseCheckApiArgs(['--url', 'https://a.org', '--apagar-tudo'], {})).toBe(
      'Opção desconhecida: --apagar-tudo.',
    );
  });

  it('refuses plain http to another machine unless --inseguro is given', () => {
    const login = { PAINEL_CHECK_CPF: '1', PAINEL_CHECK_SENHA: 's' };
    const refused = 'usa http sem TLS: a senha e o token passariam abertos pela rede. Use https, ou --inseguro';
    expect(parseCheckApiArgs(['--url', 'http://api-hml.exemplo.org.br'], login)).toMatch(
      new RegExp(`^--url \\(ou PAINEL_API_URL\\) ${refused}`),
    );
    expect(parseCheckApiArgs(['--url', 'http://10.0.0.5:8080'], login)).toContain(refused);
    expect(parseCheckApiArgs(['--url', 'http://127.0.0.1.exemplo.org'], login)).toContain(refused);
    expect(parseCheckApiArgs(['--url', 'https://a.org', '--cep-url', 'http://cep.exemplo.org'], login)).toMatch(
      new RegExp(`^--cep-url \\(ou PAINEL_CEP_API_URL\\) ${refused}`),
    );
    expect(parseCheckApiArgs(['--url', 'http://api-hml.exemplo.org.br', '--inseguro'], login)).toMatchObject({
      url: 'http://api-hml.exemplo.org.br',
      inseguro: true,
    });
    for (const local of ['http://localhost:3333', 'http://127.0.0.1:3333', 'http://127.8.9.10', 'http://[::1]:3333'])
      expect(parseCheckApiArgs(['--url', local, '--cep-url', local], login), local).toMatchObject({ url: local });
  });
});
