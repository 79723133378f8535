import { AxiosError } from 'axios';
import { http as mswHttp, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { alternarAtivoAssociado, buscarAssociados } from '@/generated/api/associados/associados';
import { autenticar } from '@/generated/api/autenticacao/autenticacao';
import { obterLinkBoleto } from '@/generated/api/giro/giro';
import { setUnauthorizedHandler } from '@/lib/http/unauthorized';
import { clearSession, getSession, SESSION_STORAGE_KEY, storeSession } from '@/lib/auth/session-store';
import {
  DEFAULT_ERROR_MESSAGE,
  getErrorMessage,
  UnconfirmedWriteError,
  WRITE_UNCONFIRMED_ERROR_MESSAGE,
} from '@/lib/http/error-message';
import { expectContractViolations } from '../expected-reports';
import { server } from '@mocks/node';
import { DEMO_PAYMENT_IDS } from '@mocks/db/seed';
import { signInAsDemoUser, TEST_TOKEN } from '../auth';
import { captureRequests } from '../requests';

const search = { descricao: '', filtros: [], numPage: 1, numRows: 10 };

describe('the HTTP client', () => {
  it('sends the bearer token on management calls', async () => {
    await signInAsDemoUser();
    const requests = captureRequests();
    await buscarAssociados(search);
    expect(requests.of('buscarAssociados')[0].headers.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('sends an empty Authorization header when there is no token', async () => {
    const requests = captureRequests();
    await expect(autenticar({ cpf: '11144477735', senha: 'errada' })).rejects.toBeInstanceOf(AxiosError);
    expect(requests.of('autenticar')[0].headers.get('authorization')).toBe('');
  });

  it('sends no Authorization header to the associates API', async () => {
    await signInAsDemoUser();
    const requests = captureRequests();
    await obterLinkBoleto(DEMO_PAYMENT_IDS.disponivel);
    expect(requests.of('obterLinkBoleto')[0].headers.has('authorization')).toBe(false);
  });

  it('a write is done only with a status and a body the contract lists for it', async () => {
    await signInAsDemoUser();
    server.use(
      mswHttp.get('*/api/associados/ativar/:id', () => HttpResponse.json({ message: 'Aceito.' }, { status: 202 })),
    );
    await expect(alternarAtivoAssociado(1)).rejects.toBeInstanceOf(UnconfirmedWriteError);
    // A gateway's block page with 200 (F5 ASM's default page, for one) is not the API's answer.
    expectContractViolations();
    server.use(
      mswHttp.get('*/api/associados/ativar/:id', () =>
        HttpResponse.html(
          '<html><head><title>Request Rejected</title></head><body>The requested URL was rejected.</body></html>',
        ),
      ),
    );
    const blocked = await alternarAtivoAssociado(1).catch((error: unknown) => error);
    expect(blocked).toBeInstanceOf(UnconfirmedWriteError);
    expect(getErrorMessage(blocked)).toBe(WRITE_UNCONFIRMED_ERROR_MESSAGE);
    // The contract's message answer says its body, when there is one, is not read: an empty 200 is done.
    server.use(mswHttp.get('*/api/associados/ativar/:id', () => new HttpResponse(null, { status: 200 })));
    await expect(alternarAtivoAssociado(1)).resolves.toBe('');
  });

  it('signs out exactly once when five parallel calls answer 401, and still rejects each call', async () => {
    await signInAsDemoUser();
    const onUnauthorized = vi.fn(() => clearSession());
    setUnauthorizedHandler(onUnauthorized);
    server.use(
      mswHttp.post('*/api/associados/busca', () => HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 })),
    );

    const results = await Promise.allSettled(Array.from({ length: 5 }, () => buscarAssociados(search)));

    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(getSession()).toBeNull();
    setUnauthorizedHandler(undefined);
  });

  it("a 401 that arrives after another tab signed someone else in ends this tab's session only", async () => {
    await signInAsDemoUser();
    setUnauthorizedHandler(() => clearSession());
    // Tab B signs in as another person; its storage event has not reached this tab yet.
    const outraPessoa = JSON.stringify({ accessToken: 'token-da-aba-b', titular: 'outra-pessoa' });
    window.localStorage.setItem(SESSION_STORAGE_KEY, outraPessoa);
    server.use(
      mswHttp.post('*/api/associados/busca', () => HttpResponse.json({ message: 'Sessão expirada.' }, { status: 401 })),
    );

    await expect(buscarAssociados(search)).rejects.toBeInstanceOf(AxiosError);

    expect(getSession()).toBeNull();
    expect(window.localStorage.getItem(SESSION_STORAGE_KEY)).toBe(outraPessoa);
    setUnauthorizedHandler(undefined);
  });

  it('does not sign out when the sign-in call itself answers 401', async () => {
    storeSession({ accessToken: 'outra-sessao' });
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    clearSession();
    await expect(autenticar({ cpf: '11144477735', senha: 'errada' })).rejects.toBeInstanceOf(AxiosError);
    expect(onUnauthorized).not.toHaveBeenCalled();
    setUnauthorizedHandler(undefined);
  });
});

describe('getErrorMessage', () => {
  const errorWith = (data: unknown, status = 400) => {
    const error = new AxiosError('falhou');
    error.response = { data, status, statusText: '', headers: {}, config: {} as never };
    return error;
  };

  it("shows the server's message", () => {
    expect(getErrorMessage(errorWith({ message: 'CPF já cadastrado.' }))).toBe('CPF já cadastrado.');
  });

  it('falls back to the spec text when the message is missing or empty', () => {
    expect(getErrorMessage(errorWith({ message: '   ' }))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(getErrorMessage(errorWith({}))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(getErrorMessage(new Error('rede'))).toBe('Ocorreu um erro ao tentar realizar essa ação. Tente novamente.');
  });

  it('never shows a raw HTML body', () => {
    expect(getErrorMessage(errorWith('<html><body>Stack trace...</body></html>', 500))).toBe(DEFAULT_ERROR_MESSAGE);
  });
});
