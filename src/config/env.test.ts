// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { APP_VERSION } from './app';
import { parseEnv } from './env';

const runtime = {
  apiUrl: 'https://hml.api.exemplo.org.br',
  cepApiUrl: 'https://cep.exemplo.org.br/api',
  associatePortalUrl: 'https://portal.exemplo.org.br/entrar',
  requestTimeoutMs: 12000,
  idleTimeoutMin: 15,
  rememberMeDays: 7,
};

describe('parseEnv', () => {
  it('the deployed live build takes every address from the settings the server wrote (/config.js)', () => {
    expect(parseEnv({ VITE_API_MODE: 'live' }, runtime)).toEqual({ mode: 'live', isMock: false, ...runtime });
  });

  it("the server's settings win over a build-time address, with today's defaults for what they omit", () => {
    expect(
      parseEnv(
        { VITE_API_MODE: 'live', VITE_API_URL: 'https://outra.exemplo.org.br' },
        { apiUrl: 'https://api.exemplo.org.br/' },
      ),
    ).toMatchObject({
      apiUrl: 'https://api.exemplo.org.br',
      cepApiUrl: 'https://brasilapi.com.br/api',
      associatePortalUrl: 'https://associados.anoreg.org.br/login',
      requestTimeoutMs: 30_000,
    });
  });

  it('development and tests: VITE_* variables, as before', () => {
    expect(
      parseEnv({ VITE_API_MODE: 'live', VITE_API_URL: 'http://127.0.0.1:3333', VITE_REQUEST_TIMEOUT_MS: '500' }),
    ).toMatchObject({
      apiUrl: 'http://127.0.0.1:3333',
      requestTimeoutMs: 500,
    });
  });

  it('error reporting: off without a DSN; with one, the environment (producao) and the release (the version) by default', () => {
    expect(parseEnv({ VITE_API_MODE: 'live' }, runtime).errorReporting).toBeUndefined();
    expect(
      parseEnv({ VITE_API_MODE: 'live' }, { ...runtime, sentryDsn: 'https://chave@erros.exemplo.org.br/7' })
        .errorReporting,
    ).toEqual({
      dsn: 'https://chave@erros.exemplo.org.br/7',
      environment: 'producao',
      release: `painel@${APP_VERSION}`,
    });
    expect(
      parseEnv(
        { VITE_API_MODE: 'live' },
        {
          ...runtime,
          sentryDsn: 'https://chave@erros.exemplo.org.br/7',
          sentryEnvironment: 'homologacao',
          sentryRelease: 'painel@1.7.22+hml',
        },
      ).errorReporting,
    ).toMatchObject({ environment: 'homologacao', release: 'painel@1.7.22+hml' });
    expect(() =>
      parseEnv({ VITE_API_MODE: 'live' }, { ...runtime, sentryDsn: 'https://erros.exemplo.org.br/7' }),
    ).toThrow('Configuração inválida: PAINEL_SENTRY_DSN deve ser o DSN do projeto');
  });

  it('mock mode (npm run dev, build:demo) needs nothing and ignores any settings file', () => {
    expect(parseEnv({}, runtime)).toEqual({
      mode: 'mock',
      isMock: true,
      apiUrl: '',
      cepApiUrl: '',
      associatePortalUrl: 'https://associados.anoreg.org.br/login',
      requestTimeoutMs: 30_000,
      idleTimeoutMin: 30,
      rememberMeDays: 30,
    });
  });

  it('the idle timeout (0 turns it off) and the days a remembered sign-in lasts', () => {
    expect(parseEnv({ VITE_API_MODE: 'live' }, { ...runtime, idleTimeoutMin: 0 }).idleTimeoutMin).toBe(0);
    expect(parseEnv({ VITE_IDLE_TIMEOUT_MIN: '5', VITE_REMEMBER_ME_DAYS: '2' })).toMatchObject({
      idleTimeoutMin: 5,
      rememberMeDays: 2,
    });
    expect(() => parseEnv({ VITE_API_MODE: 'live' }, { ...runtime, idleTimeoutMin: -1 })).toThrow(
      'PAINEL_IDLE_TIMEOUT_MIN deve ser um inteiro',
    );
    expect(() => parseEnv({ VITE_API_MODE: 'live' }, { ...runtime, rememberMeDays: 0 })).toThrow(
      'PAINEL_REMEMBER_ME_DAYS deve ser um inteiro positivo',
    );
  });

  it('a live build never calls `undefined`: no address at all, or a bad one, is an error that names the variable', () => {
    expect(() => parseEnv({ VITE_API_MODE: 'live' })).toThrow('VITE_API_URL é obrigatória no modo live');
    expect(() => parseEnv({ VITE_API_MODE: 'live' }, { apiUrl: '' })).toThrow(
      'PAINEL_API_URL é obrigatória no modo live',
    );
    expect(() => parseEnv({ VITE_API_MODE: 'live' }, { apiUrl: 'ftp://x' })).toThrow(
      'PAINEL_API_URL deve ser um endereço http(s), recebido "ftp://x"',
    );
    expect(() => parseEnv({ VITE_API_MODE: 'live' }, { ...runtime, requestTimeoutMs: 0 })).toThrow(
      'PAINEL_REQUEST_TIMEOUT_MS deve ser um inteiro positivo',
    );
  });
});
