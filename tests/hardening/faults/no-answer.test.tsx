import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { SituacaoRemessaId } from '@/generated/model';
import { http } from '@/lib/http/http-client';
import { NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from '@/lib/http/error-message';
import { DEMO_PAYMENT_IDS } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { findTable, rowTexts } from '../../listas/listas-helpers';
import { formCases } from './form-cases';
import { seededRemessa } from '../../remessas/remessa-helpers';
import { renderApp } from '../../render';
import { captureRequests } from '../../requests';

/** What Novo usuário says when its POST got no answer and the user is not found by CPF. */
const USUARIO_NOT_CREATED = formCases.find((form) => form.name === 'Novo usuário')!.noAnswer!;

/** A test-sized time limit: the panel's is VITE_REQUEST_TIMEOUT_MS (30 s by default). */
const TEST_TIMEOUT_MS = 300;
const never = async () => {
  await delay('infinite');
  return HttpResponse.json({});
};

/** Answers `times` calls with `resolver` and lets the next ones reach the mock backend. */
function failNext(method: 'get' | 'post', url: string, resolver: () => unknown, times = 1) {
  let left = times;
  server.use(
    mswHttp[method](url, () => {
      if (left <= 0) return undefined;
      left -= 1;
      return resolver() as Response;
    }),
  );
}

const browserDefaults = {
  timeout: http.defaults.timeout,
  adapter: http.defaults.adapter,
  baseURL: http.defaults.baseURL,
};

afterEach(() => {
  Object.assign(http.defaults, browserDefaults);
  onlineManager.setOnline(true);
});

describe('a call that never answers', () => {
  beforeEach(() => {
    // msw/node's stand-in for XMLHttpRequest never fires its timeout, so here the client uses
    // axios's fetch adapter, which honours the same `timeout` option (and needs absolute URLs).
    // In the browser the XHR adapter times out by itself (tests/e2e/live/faults.e2e.ts).
    Object.assign(http.defaults, { timeout: TEST_TIMEOUT_MS, adapter: 'fetch', baseURL: window.location.origin });
  });

  it('has a time limit of VITE_REQUEST_TIMEOUT_MS, 30 s unless configured', () => {
    expect(env.requestTimeoutMs).toBe(30_000);
    expect(browserDefaults.timeout).toBe(env.requestTimeoutMs);
  });

  it('ends a list load in the time limit with a clear message and Tentar novamente, not an endless skeleton', async () => {
    failNext('post', '*/api/associados/busca', never);
    const { user } = await renderApp('/listas', { signedIn: true });

    expect(
      await screen.findByText('Não foi possível carregar os associados.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(TIMEOUT_ERROR_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByText(/Carregando associados/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(rowTexts(screen.getByRole('table', { name: 'Associados' }))).toHaveLength(10), {
      timeout: 4000,
    });
  });

  it('ends a save in the time limit: the message, everything typed, the button back', async () => {
    const requests = captureRequests();
    failNext('post', '*/api/usuarios', never);
    const { user } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await user.type(await screen.findByLabelText('Nome'), 'Joana Prado');
    await user.type(screen.getByLabelText('E-mail'), 'joana@exemplo.com.br');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Cadastrar usuário' }));

    // The create may have been done: it was looked for (create-once.test.tsx) and, not found, the person may try again.
    expect(await screen.findByRole('dialog', { name: /Erro!/ })).toHaveTextContent(USUARIO_NOT_CREATED);
    expect(screen.getByLabelText('Nome')).toHaveValue('Joana Prado');
    expect(screen.getByRole('button', { name: 'Cadastrar usuário' })).toBeEnabled();
    expect(requests.of('criarUsuario')).toHaveLength(1);
  });

  it.each([
    ['Informações do associado', '/associados/info/1', 'get', '*/api/associados/:id'],
    ['Editar associado', '/associados/form/editar/1', 'get', '*/api/associados/:id'],
    ['Edição do usuário', '/usuarios/form/editar/2', 'get', '*/api/usuarios/:id'],
    ['Informações da remessa', '/remessas/info/{remessa}', 'get', '*/api/remessas/:id'],
    ['Editar remessa', '/remessas/form/editar/{remessa}', 'get', '*/api/remessas/:id'],
  ] as const)(
    '%s: a load that never answers says so and Tentar novamente loads the page',
    async (title, path, method, url) => {
      const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
      failNext(method, url, never);
      const { user } = await renderApp(path.replace('{remessa}', String(remessa.remessaId)), { signedIn: true });

      const problem = await screen.findByRole('alert', {}, { timeout: 4000 });
      expect(problem).toHaveTextContent(TIMEOUT_ERROR_MESSAGE);
      expect(screen.queryByRole('status', { name: /Carregando/ })).not.toBeInTheDocument();
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();

      await user.click(within(problem).getByRole('button', { name: 'Tentar novamente' }));
      await waitFor(() => expect(screen.queryByText(TIMEOUT_ERROR_MESSAGE)).not.toBeInTheDocument());
      await waitFor(() => expect(screen.queryByText('Carregando')).not.toBeInTheDocument());
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    },
  );

  it("the payment-slip page keeps the spec's support text when the connection fails, and offers Tentar novamente", async () => {
    failNext('get', '*/api/giro/boleto/link/:paymentId', () => HttpResponse.error());
    const { user } = await renderApp(`/cobranca/${DEMO_PAYMENT_IDS.disponivel}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro, entre em contato com o suporte.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByText('Seu boleto está disponivel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });

  it("the payment-slip page keeps the spec's support text for a server failure, with Tentar novamente", async () => {
    failNext('get', '*/api/giro/boleto/link/:paymentId', () => new HttpResponse('<html>erro</html>', { status: 500 }));
    await renderApp(`/cobranca/${DEMO_PAYMENT_IDS.disponivel}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro, entre em contato com o suporte.');
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });

  it('the payment-slip page offers no Tentar novamente for a known reason', async () => {
    await renderApp(`/cobranca/${DEMO_PAYMENT_IDS.vencido}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('Boleto vencido.');
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).not.toBeInTheDocument();
  });
});

describe('the browser offline', () => {
  it('a list fails at once with the connection message instead of waiting paused behind the skeleton', async () => {
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    onlineManager.setOnline(false);
    failNext('post', '*/api/associados/busca', () => HttpResponse.error());

    await user.click(
      within(screen.getByRole('navigation', { name: 'Paginação dos associados' })).getByRole('button', {
        name: 'Página 2',
      }),
    );
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();

    onlineManager.setOnline(true);
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByText(NETWORK_ERROR_MESSAGE)).not.toBeInTheDocument());
    await waitFor(() => expect(rowTexts(screen.getByRole('table', { name: 'Associados' }))).toHaveLength(10));
  });

  it('a save fails at once with the connection message and is not sent later by itself', async () => {
    const requests = captureRequests();
    const { user } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await user.type(await screen.findByLabelText('Nome'), 'Joana Prado');
    await user.type(screen.getByLabelText('E-mail'), 'joana@exemplo.com.br');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    onlineManager.setOnline(false);
    failNext('post', '*/api/usuarios', () => HttpResponse.error());
    // The create then looks for the user until twice the time limit: a test-sized one.
    http.defaults.timeout = 300;

    await user.click(screen.getByRole('button', { name: 'Cadastrar usuário' }));
    expect(await screen.findByRole('dialog', { name: /Erro!/ })).toHaveTextContent(USUARIO_NOT_CREATED);
    expect(screen.getByRole('button', { name: 'Cadastrar usuário' })).toBeEnabled();

    onlineManager.setOnline(true);
    await delay(200);
    expect(requests.of('criarUsuario')).toHaveLength(1);
  });
});
