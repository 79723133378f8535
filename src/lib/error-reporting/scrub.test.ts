import type { ErrorEvent } from '@sentry/react';
import { describe, expect, it } from 'vitest';
import { scrubBreadcrumb, scrubEvent, scrubText } from './scrub';

/** Personal data and secrets of one staff member's session, as they could reach an error report. */
const secrets = {
  cpf: '111.444.777-35',
  cpfDigits: '11144477735',
  cnpj: '11.222.333/0001-81',
  cnpjDigits: '11222333000181',
  email: 'ana.costa@cartorio.com.br',
  phone: '(61) 99876-5432',
  phoneDigits: '61998765432',
  token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJh',
  password: 'minhaSenha123',
  paymentId: 'pgto-7f3a9c',
  resetToken: 'b8e2c0d4f6a8b0c2d4e6f8a0b2c4d6e8f0a2',
};

const everything = Object.values(secrets);

function hostileEvent(): ErrorEvent {
  return {
    type: undefined,
    event_id: '0123456789abcdef0123456789abcdef',
    message: `Falha ao salvar ${secrets.email} (CPF ${secrets.cpf})`,
    exception: {
      values: [
        {
          type: 'TypeError',
          value: `Cannot read properties of null, associado ${secrets.cnpj} fone ${secrets.phone}`,
          stacktrace: { frames: [{ filename: 'http://painel/assets/index-D8x9k2Lm.js', lineno: 1, colno: 2345 }] },
        },
      ],
    },
    request: {
      url: `https://painel.exemplo.org.br/cobranca/${secrets.paymentId}?q=${secrets.cpfDigits}`,
      headers: {
        'User-Agent': 'Chromium',
        Referer: `https://painel.exemplo.org.br/cadastrar-senha/${secrets.resetToken}`,
        Authorization: `Bearer ${secrets.token}`,
      },
      query_string: `q=${secrets.cpfDigits}`,
    },
    user: { email: secrets.email, ip_address: '10.0.0.1' },
    tags: { lista: `busca ${secrets.cnpjDigits} ${secrets.phoneDigits}` },
    extra: {
      body: { cpf: secrets.cpfDigits, senha: secrets.password, email: secrets.email },
      nota: `telefone ${secrets.phone}`,
    },
    breadcrumbs: [
      {
        category: 'navigation',
        data: { from: `/listas?q=${secrets.cpf}`, to: `/CADASTRAR-SENHA-ASSOCIADO/${secrets.resetToken}` },
      },
      {
        category: 'fetch',
        data: {
          method: 'GET',
          url: `https://api.exemplo.org.br/api/giro/boleto/link/${secrets.paymentId}`,
          status_code: 500,
        },
      },
      { category: 'console', message: `sessão ${secrets.token} de ${secrets.email}` },
      { category: 'ui.click', message: `button[aria-label="Copiar ${secrets.cpf}"]` },
    ],
  };
}

describe('error reports carry no personal data', () => {
  it('no CPF, CNPJ, e-mail, phone, token, password, payment id or password-link token anywhere in the event', () => {
    const sent = JSON.stringify(scrubEvent(hostileEvent(), '/cobranca/:paymentId'));
    for (const secret of everything) expect(sent).not.toContain(secret);
    expect(sent).not.toContain('10.0.0.1');
  });

  it('the address is the route pattern, without ids or query; only the user agent is kept of the headers', () => {
    const event = scrubEvent(hostileEvent(), '/associados/info/:associadoId');
    expect(event.request).toEqual({
      url: `${location.origin}/associados/info/:associadoId`,
      headers: { 'User-Agent': 'Chromium' },
    });
    expect(event.transaction).toBe('/associados/info/:associadoId');
    expect(event.tags).toMatchObject({ route: '/associados/info/:associadoId' });
    expect(event.user).toBeUndefined();
  });

  it('keeps what helps to fix the error: its type and message, the stack, the event id, the release', () => {
    const event = scrubEvent({ ...hostileEvent(), release: 'painel@1.7.22', environment: 'producao' }, '/');
    expect(event.event_id).toBe('0123456789abcdef0123456789abcdef');
    expect([event.release, event.environment]).toEqual(['painel@1.7.22', 'producao']);
    expect(event.exception?.values?.[0]).toEqual({
      type: 'TypeError',
      value: 'Cannot read properties of null, associado [cnpj] fone [telefone]',
      stacktrace: { frames: [{ filename: 'http://painel/assets/index-D8x9k2Lm.js', lineno: 1, colno: 2345 }] },
    });
    expect(event.extra).toEqual({
      body: { cpf: '[removido]', senha: '[removido]', email: '[removido]' },
      nota: 'telefone [telefone]',
    });
  });

  it('breadcrumbs: secret path segments become their parameter, query strings go, texts are scrubbed', () => {
    const [navigation, fetch, console, click] = hostileEvent().breadcrumbs!.map(scrubBreadcrumb);
    expect(navigation.data).toEqual({ from: '/listas', to: '/CADASTRAR-SENHA-ASSOCIADO/:token' });
    expect(fetch.data).toMatchObject({ url: 'https://api.exemplo.org.br/api/giro/boleto/link/:paymentId' });
    expect(console.message).toBe('sessão [token] de [e-mail]');
    expect(click.message).toBe('button[aria-label="Copiar [cpf]"]');
  });

  it.each([
    ['/cobranca/demo-disponivel', '/cobranca/:paymentId'],
    ['/Cobranca/ABC', '/Cobranca/:paymentId'],
    ['/cadastrar-senha/abc', '/cadastrar-senha/:token'],
    ['/listas?type=users&q=Ana', '/listas'],
    [
      'GET https://api.exemplo.org.br/api/associados/123 e /remessas/info/45?x=1',
      'GET https://api.exemplo.org.br/api/associados/:id e /remessas/info/:id',
    ],
    ['nascido em 24/11/1980', 'nascido em [número]'],
    ['Bearer abc.def-123', 'Bearer [token]'],
    ['CPF 11144477735 e 111.444.777-35', 'CPF [cpf] e [cpf]'],
    ['CNPJ 11.222.333/0001-81', 'CNPJ [cnpj]'],
    ['Celular (61) 99876-5432, fixo (61) 3322-1100', 'Celular [telefone], fixo [telefone]'],
    ['CEP 01310-100', 'CEP [número]'],
    ['versão 1.7.22, linha 12:345', 'versão 1.7.22, linha 12:345'],
    // Decoded before matching, and the ways a review found around it (encoded once, twice).
    ['GET /api/usuarios?email=ana.costa%40cartorio.com.br', 'GET /api/usuarios'],
    ['falhou para ana.costa%40cartorio.com.br', 'falhou para [e-mail]'],
    ['falhou para ana.costa%2540cartorio.com.br', 'falhou para [e-mail]'],
    ['CPF 111 444 777 35 inválido', 'CPF [cpf] inválido'],
    ['CNPJ 11 222 333 0001 81', 'CNPJ [cnpj]'],
    ['login falhou com senha=minhaSenha123 para o usuário', 'login falhou com senha=[removido] para o usuário'],
    ['corpo {"cpf":"x","senha":"minhaSenha123"}', 'corpo {"cpf":"x","senha":[removido]}'],
    ['password: hunter2!', 'password: [removido]'],
    ['/%63obranca/pgto-7f3a9c', '/cobranca/:paymentId'],
    ['/cadastrar%2Dsenha/b8e2c0d4', '/cadastrar-senha/:token'],
    ['/cobranca%2Fpgto-7f3a9c', '/cobranca/:paymentId'],
  ])('%s → %s', (text, scrubbed) => {
    expect(scrubText(text)).toBe(scrubbed);
  });
});
