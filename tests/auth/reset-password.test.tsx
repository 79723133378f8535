import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { getSession } from '@/lib/auth/session-store';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { hashText } from '@mocks/lib/hash';
import { sendPasswordLink } from '@mocks/lib/mailbox';
import { server } from '@mocks/node';
import { WRITE_UNCONFIRMED_ERROR_MESSAGE } from '@/lib/http/error-message';
import { location, renderApp } from '../render';
import { expectContractViolations } from '../expected-reports';
import { captureRequests } from '../requests';

type User = Awaited<ReturnType<typeof renderApp>>['user'];

/** Issues a reset link the way the forgot-password call does, and returns its path. */
async function resetLinkFor(usuarioGestao: boolean) {
  const usuario = usuarioGestao
    ? db.usuarios.findFirst((q) => q.where({ cpf: DEMO_CREDENTIALS.cpf }))!
    : db.usuarios.findFirst((q) => q.where({ usuarioGestao: false }))!;
  await sendPasswordLink(usuario, 'Cadastro de nova senha', 'Use o link abaixo.');
  const link = db.emails.all().at(-1)!.link!;
  return { usuario, link, token: link.split('/').at(-1)! };
}

async function fill(user: User, senha: string, confirmaSenha: string) {
  await screen.findByRole('heading', { name: 'Criar nova senha' });
  if (senha) await user.type(screen.getByLabelText('Nova senha'), senha);
  if (confirmaSenha) await user.type(screen.getByLabelText('Confirma nova senha'), confirmaSenha);
  await user.click(screen.getByRole('button', { name: 'SALVAR' }));
}

describe.each([
  { mode: 'staff', path: '/cadastrar-senha/qualquer' },
  { mode: 'associate', path: '/cadastrar-senha-associado/qualquer' },
])('new password validation ($mode)', ({ path }) => {
  it('shows Criar nova senha with Nova senha, Confirma nova senha and SALVAR', async () => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Criar nova senha' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toHaveAttribute('autocomplete', 'new-password');
    expect(screen.getByLabelText('Confirma nova senha')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'SALVAR' })).toBeEnabled();
  });

  it('answers every bad input with the message of the spec and sends nothing', async () => {
    const requests = captureRequests();
    const { user } = await renderApp(path);
    await fill(user, '', '');
    expect(await screen.findByText('Necessário informar nova senha.')).toBeInTheDocument();
    expect(screen.getByText('Campo obrigatório.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toHaveAccessibleDescription('Necessário informar nova senha.');
    expect(screen.getByLabelText('Confirma nova senha')).toHaveAccessibleDescription('Campo obrigatório.');

    await fill(user, 'abcd', 'abcd');
    await waitFor(() => expect(screen.getAllByText('Senha deve ter no mínimo 5 caracteres.')).toHaveLength(2));

    await user.type(screen.getByLabelText('Nova senha'), 'e');
    await user.type(screen.getByLabelText('Confirma nova senha'), 'f');
    await user.click(screen.getByRole('button', { name: 'SALVAR' }));
    expect(await screen.findByText('senha deve ser idêntica a informada acima.')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirma nova senha')).toHaveAccessibleDescription(
      'senha deve ser idêntica a informada acima.',
    );
    expect(screen.queryByText('Senha deve ter no mínimo 5 caracteres.')).not.toBeInTheDocument();
    expect(requests.of('redefinirSenha')).toHaveLength(0);
  });
});

describe('new password (staff)', () => {
  it.each([
    ['no token', () => HttpResponse.json({ nome: 'Ana Beatriz Costa' })],
    [
      'a proxy’s HTML page',
      () => new HttpResponse('<html>Portal</html>', { status: 200, headers: { 'Content-Type': 'text/html' } }),
    ],
  ])('an answer with %s signs nobody in: the error alert of the spec, and the form stays', async (_what, answer) => {
    const violations = expectContractViolations();
    const { link } = await resetLinkFor(true);
    server.use(http.post('*/api/autenticacao/redefinir-senha', answer));
    const { user, router } = await renderApp(link);
    await fill(user, 'nova-senha', 'nova-senha');

    const dialog = await screen.findByRole('dialog', { name: /Erro!/ });
    // Not the API's answer (a gateway's page): the new password may or may not have been saved.
    expect(within(dialog).getByText(WRITE_UNCONFIRMED_ERROR_MESSAGE)).toBeInTheDocument();
    expect(getSession()).toBeNull();
    expect(location(router)).toBe(link);
    expect(screen.getByLabelText('Nova senha')).toHaveValue('nova-senha');
    expect(violations.map((violation) => violation.operationId)).toEqual(['redefinirSenha']);
  });

  it('sends token, senha and confirmaSenha, signs in from the answer and goes to /listas', async () => {
    const { link, token } = await resetLinkFor(true);
    const requests = captureRequests();
    const { user, router } = await renderApp(link);
    await fill(user, 'nova-senha', 'nova-senha');

    await waitFor(() => expect(location(router)).toBe('/listas'), { timeout: 5000 });
    expect(requests.of('redefinirSenha').map((request) => request.body)).toEqual([
      { token, senha: 'nova-senha', confirmaSenha: 'nova-senha' },
    ]);
    expect(getSession()).toEqual({ accessToken: expect.any(String), nome: 'Ana Beatriz Costa' });
    expect(await screen.findByRole('heading', { name: 'Listas' }, { timeout: 5000 })).toBeInTheDocument();
    expect(db.usuarios.findFirst((q) => q.where({ cpf: DEMO_CREDENTIALS.cpf }))!.senhaHash).toBe(
      await hashText('nova-senha'),
    );
  });

  it('shows the server message for a used link, keeps both passwords and stays', async () => {
    const { link } = await resetLinkFor(true);
    const first = await renderApp(link);
    await fill(first.user, 'nova-senha', 'nova-senha');
    await waitFor(() => expect(location(first.router)).toBe('/listas'), { timeout: 5000 });
    first.unmount();

    const { user, router } = await renderApp(link);
    await waitFor(() => expect(getSession()).toBeNull());
    await fill(user, 'outra-senha', 'outra-senha');
    const dialog = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(
      within(dialog).getByText('Este link de cadastro de senha é inválido ou já foi usado. Peça um novo link.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Nova senha')).toHaveValue('outra-senha');
    expect(screen.getByLabelText('Confirma nova senha')).toHaveValue('outra-senha');
    expect(location(router)).toBe(link);
    expect(getSession()).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByRole('button', { name: 'SALVAR' })).toBeEnabled();
  });

  it('shows the fallback text when the failure has no message', async () => {
    server.use(http.post('*/api/autenticacao/redefinir-senha', () => new HttpResponse(null, { status: 502 })));
    const { user } = await renderApp('/cadastrar-senha/abc');
    await fill(user, 'nova-senha', 'nova-senha');
    const dialog = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(
      within(dialog).getByText('Ocorreu um erro ao tentar realizar essa ação. Tente novamente.'),
    ).toBeInTheDocument();
  });

  it('links back to /', async () => {
    await renderApp('/cadastrar-senha/abc');
    expect(await screen.findByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/');
  });
});

describe('new password (associate)', () => {
  it('saves without signing in, shows Senha cadastrada! and sends the user to the associate portal', async () => {
    const { usuario, link, token } = await resetLinkFor(false);
    const requests = captureRequests();
    const { user, router } = await renderApp(link);
    expect(await screen.findByRole('link', { name: 'Voltar ao login' })).toHaveAttribute(
      'href',
      env.associatePortalUrl,
    );
    await fill(user, 'senha-do-portal', 'senha-do-portal');

    expect(await screen.findByRole('heading', { name: 'Senha cadastrada!' })).toHaveFocus();
    expect(screen.getByText('Sua nova senha foi salva. Use o botão abaixo para ir ao login.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', env.associatePortalUrl);
    expect(requests.of('redefinirSenha').map((request) => request.body)).toEqual([
      { token, senha: 'senha-do-portal', confirmaSenha: 'senha-do-portal' },
    ]);
    expect(getSession()).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(location(router)).toBe(link);
    expect(db.usuarios.findFirst((q) => q.where({ usuarioId: usuario.usuarioId }))!.senhaHash).toBe(
      await hashText('senha-do-portal'),
    );
  });

  it('shows the server message for an unknown link', async () => {
    const { user } = await renderApp('/cadastrar-senha-associado/nao-existe');
    await fill(user, 'senha-do-portal', 'senha-do-portal');
    const dialog = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(
      within(dialog).getByText('Este link de cadastro de senha é inválido ou já foi usado. Peça um novo link.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Senha cadastrada!' })).not.toBeInTheDocument();
  });
});
