import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import { IDBFactory } from 'fake-indexeddb';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { sessionOwnerOf } from '@/lib/auth/session-owner';
import { getSession, SESSION_STORAGE_KEY, storeSession } from '@/lib/auth/session-store';
import { setDemoInfo } from '@/lib/demo-mode';
import { DEMO_CREDENTIALS, DEMO_PAYMENT_IDS } from '@mocks/db/seed';
import { mockRuntime } from '@mocks/lib/runtime';
import { server } from '@mocks/node';
import { location, renderApp } from '../render';
import { expectContractViolations } from '../expected-reports';
import { captureRequests } from '../requests';

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderApp>>['user'], cpf: string, senha: string) {
  await screen.findByRole('heading', { name: 'Entrar' });
  if (cpf) await user.type(screen.getByLabelText('CPF'), cpf);
  if (senha) await user.type(screen.getByLabelText('Senha'), senha);
  await user.click(screen.getByRole('button', { name: 'Entrar' }));
}

describe('sign-in page', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('shows CPF, Senha, Lembrar-me, the forgot-password link and Entrar', async () => {
    await renderApp('/');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Senha')).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByRole('checkbox', { name: 'Lembrar-me' })).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'Esqueceu sua senha?' })).toHaveAttribute('href', '/esqueceu-senha');
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('requires CPF and Senha, and sends nothing until they are given', async () => {
    const requests = captureRequests();
    const { user } = await renderApp('/');
    await fillAndSubmit(user, '', '');
    expect(await screen.findByText('CPF é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Senha é obrigatória.')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveAccessibleDescription('CPF é obrigatório.');
    expect(screen.getByLabelText('Senha')).toHaveAccessibleDescription('Senha é obrigatória.');
    expect(requests.of('autenticar')).toHaveLength(0);
  });

  it('says an incomplete CPF is not valid instead of asking the server', async () => {
    const requests = captureRequests();
    const { user } = await renderApp('/');
    await fillAndSubmit(user, '1114447', 'demo123');
    expect(await screen.findByText('Necessário informar CPF válido')).toBeInTheDocument();
    expect(screen.queryByText('Senha é obrigatória.')).not.toBeInTheDocument();
    expect(requests.of('autenticar')).toHaveLength(0);
  });

  it('masks the CPF as typed and as pasted', async () => {
    const { user } = await renderApp('/');
    const cpf = await screen.findByLabelText('CPF');
    await user.type(cpf, '11144477735');
    expect(cpf).toHaveValue('111.444.777-35');
    await user.clear(cpf);
    await user.click(cpf);
    await user.paste('111.444.777-35');
    expect(cpf).toHaveValue('111.444.777-35');
    const senha = screen.getByLabelText('Senha');
    await user.click(senha);
    await user.paste('demo123');
    expect(senha).toHaveValue('demo123');
  });

  it('shows and hides the password', async () => {
    const { user } = await renderApp('/');
    const senha = await screen.findByLabelText('Senha');
    await user.type(senha, 'demo123');
    await user.click(screen.getByRole('button', { name: 'Mostrar senha' }));
    expect(senha).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Esconder senha' }));
    expect(senha).toHaveAttribute('type', 'password');
  });

  it('in the demo, says the data are fictitious and gives the demo CPF and password', async () => {
    // What the mock backend tells the screens when the demo starts (mocks/browser.ts).
    setDemoInfo({ credentials: DEMO_CREDENTIALS, paymentIds: DEMO_PAYMENT_IDS });
    await renderApp('/');
    const notice = await screen.findByRole('note');
    expect(notice).toHaveTextContent(
      'Demonstração: os dados são fictícios. Entre com o CPF 111.444.777-35 e a senha demo123.',
    );
    expect(within(notice).getByText('111.444.777-35')).toBeVisible();
    expect(within(notice).getByText('demo123')).toBeVisible();
  });

  it('signs in with the CPF as digits, stores the whole answer as the session and lands on /listas', async () => {
    const requests = captureRequests();
    const { user, router } = await renderApp('/');
    await fillAndSubmit(user, DEMO_CREDENTIALS.cpfFormatado, DEMO_CREDENTIALS.senha);

    await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 5000 });
    expect(await screen.findByRole('heading', { name: 'Listas' }, { timeout: 5000 })).toBeInTheDocument();
    expect(requests.of('autenticar').map((request) => request.body)).toEqual([
      { cpf: '11144477735', senha: 'demo123' },
    ]);
    expect(requests.of('autenticar')[0].headers.get('authorization')).toBe('');
    const session = getSession();
    expect(session).toEqual({ accessToken: expect.any(String), nome: 'Ana Beatriz Costa' });
    // The whole answer, and who signed in as a hash: never the CPF.
    const stored = localStorage.getItem(SESSION_STORAGE_KEY) ?? 'null';
    expect(JSON.parse(stored)).toEqual({ ...session, titular: expect.stringMatching(/^[A-Za-z0-9+/]{43}=$/) });
    expect(stored).not.toContain(DEMO_CREDENTIALS.cpf);
    expect(Object.values({ ...localStorage, ...sessionStorage }).join('')).not.toContain(DEMO_CREDENTIALS.cpf);
  });

  it('on wrong credentials shows Erro! / CPF ou senha incorretos., keeps the CPF and stays signed out', async () => {
    const { user, router } = await renderApp('/');
    await fillAndSubmit(user, DEMO_CREDENTIALS.cpfFormatado, 'senha-errada');

    const dialog = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(within(dialog).getByText('CPF ou senha incorretos.')).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveValue('111.444.777-35');
    expect(getSession()).toBeNull();
    expect(location(router)).toBe('/');
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('on any other failure shows the server message, or the fallback when there is none', async () => {
    server.use(
      http.post('*/api/autenticacao', () =>
        HttpResponse.json({ message: 'Usuário bloqueado. Procure o administrador.' }, { status: 403 }),
      ),
    );
    const { user } = await renderApp('/');
    await fillAndSubmit(user, DEMO_CREDENTIALS.cpfFormatado, DEMO_CREDENTIALS.senha);
    expect(
      within(await screen.findByRole('dialog', { name: /Erro!/ })).getByText(
        'Usuário bloqueado. Procure o administrador.',
      ),
    ).toBeInTheDocument();

    server.use(http.post('*/api/autenticacao', () => new HttpResponse(null, { status: 500 })));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Entrar' }));
    const dialog = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(
      within(dialog).getByText('Ocorreu um erro ao tentar realizar essa ação. Tente novamente.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('CPF')).toHaveValue('111.444.777-35');
    expect(screen.getByLabelText('Senha')).toHaveValue('demo123');
  });

  it('shows the loading state and sends one request for a double click', async () => {
    mockRuntime.latency = { min: 150, max: 150 };
    try {
      const requests = captureRequests();
      const { user, router } = await renderApp('/');
      await user.type(await screen.findByLabelText('CPF'), DEMO_CREDENTIALS.cpf);
      await user.type(screen.getByLabelText('Senha'), DEMO_CREDENTIALS.senha);
      await user.dblClick(screen.getByRole('button', { name: 'Entrar' }));
      expect(screen.getByRole('button', { name: 'Entrar' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Entrar' })).toHaveAttribute('aria-busy', 'true');
      await user.keyboard('{Enter}');
      await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 5000 });
      expect(requests.of('autenticar')).toHaveLength(1);
    } finally {
      mockRuntime.latency = { min: 0, max: 0 };
    }
  });

  it('sends a signed-in user from / to /listas', async () => {
    const { router } = await renderApp('/', { signedIn: true });
    await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 5000 });
  });
});

describe('return to the page after signing in again', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('a signed-out visitor sent to / by the guard returns to the page they opened, calling with the new bearer token', async () => {
    const requests = captureRequests();
    const { user, router } = await renderApp('/usuarios/form/editar/2?origem=teste');
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(location(router)).toBe('/');
    await fillAndSubmit(user, DEMO_CREDENTIALS.cpf, DEMO_CREDENTIALS.senha);
    await waitFor(() => expect(location(router)).toBe('/usuarios/form/editar/2?origem=teste'));
    await waitFor(() => expect(requests.of('obterUsuario')).toHaveLength(1));
    expect(requests.of('obterUsuario')[0].headers.get('authorization')).toBe(`Bearer ${getSession()?.accessToken}`);
  });

  it('a session ended by a 401 returns to the page the user was on', async () => {
    // A stored session of the same person the server no longer knows: the page's first call answers 401.
    storeSession({ accessToken: 'sessao-expirada', nome: 'Fulano' }, await sessionOwnerOf(DEMO_CREDENTIALS.cpf));
    const { user, router } = await renderApp('/usuarios/form/editar/2');
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(getSession()).toBeNull();
    await fillAndSubmit(user, DEMO_CREDENTIALS.cpf, DEMO_CREDENTIALS.senha);
    await waitFor(() => expect(location(router)).toBe('/usuarios/form/editar/2'));
  });

  it.each([
    ['another person', () => sessionOwnerOf('52998224725')],
    ['someone not known (a session from a reset link)', () => Promise.resolve(null)],
  ])('after a 401, %s signing in lands on /listas, not on the last page', async (_who, ownerOfExpired) => {
    storeSession({ accessToken: 'sessao-expirada', nome: 'Ana Beatriz Costa' }, await ownerOfExpired());
    const { user, router } = await renderApp('/usuarios/form/editar/2');
    await screen.findByRole('heading', { name: 'Entrar' });
    await fillAndSubmit(user, DEMO_CREDENTIALS.cpf, DEMO_CREDENTIALS.senha);
    await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 5000 });
  });

  it('signing in after Sair da conta goes to /listas', async () => {
    const { user, router } = await renderApp('/usuarios/form/editar/2', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: /Menu do usuário/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair da conta' }));
    await screen.findByRole('heading', { name: 'Entrar' });
    await fillAndSubmit(user, DEMO_CREDENTIALS.cpf, DEMO_CREDENTIALS.senha);
    await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 5000 });
  });
});

describe('an answer that is not a session', () => {
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it.each([
    [
      'a proxy’s HTML page',
      () =>
        new HttpResponse('<html><body>Portal de acesso</body></html>', {
          status: 200,
          headers: { 'Content-Type': 'text/html' },
        }),
    ],
    ['an empty object', () => HttpResponse.json({})],
    ['an empty accessToken', () => HttpResponse.json({ accessToken: '', nome: 'Ana' })],
    ['a token that is not text', () => HttpResponse.json({ accessToken: 42 })],
  ])('%s is a failed sign-in: Erro! / CPF ou senha incorretos., nothing stored, still on /', async (_what, answer) => {
    const violations = expectContractViolations();
    server.use(http.post('*/api/autenticacao', answer));
    const { user, router } = await renderApp('/');
    await fillAndSubmit(user, DEMO_CREDENTIALS.cpfFormatado, DEMO_CREDENTIALS.senha);

    const dialog = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(within(dialog).getByText('CPF ou senha incorretos.')).toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(location(router)).toBe('/');
    expect(screen.getByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(violations.map((violation) => violation.operationId)).toEqual(['autenticar']);
  });
});

describe('remember-me storage that never answers', () => {
  it('does not hold up Entrar: the session starts and the user lands on /listas', async () => {
    // An IndexedDB whose open() never calls back (blocked by another tab's upgrade, a broken profile).
    globalThis.indexedDB = {
      open: () => ({}) as IDBOpenDBRequest,
      deleteDatabase: () => ({}) as IDBOpenDBRequest,
    } as unknown as IDBFactory;
    const { user, router } = await renderApp('/');
    await screen.findByRole('heading', { name: 'Entrar' });
    await user.click(screen.getByRole('checkbox', { name: 'Lembrar-me' }));
    await fillAndSubmit(user, DEMO_CREDENTIALS.cpfFormatado, DEMO_CREDENTIALS.senha);
    await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 2000 });
    expect(getSession()).not.toBeNull();
  });
});
