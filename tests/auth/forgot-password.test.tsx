import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { solicitarEsquecimentoSenhaBodyEmailMax } from '@/generated/zod/autenticacao/autenticacao.zod';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';

const modes = [
  {
    mode: 'staff',
    path: '/esqueceu-senha',
    operationId: 'solicitarEsquecimentoSenha' as const,
    endpoint: '*/api/autenticacao/esquecimento-senha',
    registeredEmail: () => db.usuarios.findFirst((q) => q.where({ cpf: DEMO_CREDENTIALS.cpf }))!.email,
    resetPath: '/cadastrar-senha/',
  },
  {
    mode: 'associate',
    path: '/esqueceu-senha-associado',
    operationId: 'solicitarEsquecimentoSenhaAssociado' as const,
    endpoint: '*/api/autenticacao/esquecimento-senha-associado',
    registeredEmail: () => db.usuarios.findFirst((q) => q.where({ usuarioGestao: false }))!.email,
    resetPath: '/cadastrar-senha-associado/',
  },
];

describe.each(modes)('forgot password ($mode)', ({ path, operationId, endpoint, registeredEmail, resetPath }) => {
  it('asks for the e-mail under Esqueceu sua senha?', async () => {
    await renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Esqueceu sua senha?' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('type', 'email');
    // The contract's limit, which the page holds as a number (it paints before zod arrives).
    expect(screen.getByLabelText('E-mail')).toHaveAttribute(
      'maxLength',
      String(solicitarEsquecimentoSenhaBodyEmailMax),
    );
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
  });

  it('requires a valid e-mail and sends nothing until then', async () => {
    const requests = captureRequests();
    const { user } = await renderApp(path);
    await user.click(await screen.findByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('E-mail é obrigatório.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription('E-mail é obrigatório.');

    await user.type(screen.getByLabelText('E-mail'), 'fulano@');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Necessário informar e-mail válido.')).toBeInTheDocument();
    expect(screen.queryByText('E-mail é obrigatório.')).not.toBeInTheDocument();
    expect(requests.of(operationId)).toHaveLength(0);
  });

  it('sends the e-mail, shows E-mail enviado! and the mock mails a one-time link to a registered address', async () => {
    const email = registeredEmail();
    const requests = captureRequests();
    const { user } = await renderApp(path);
    await user.type(await screen.findByLabelText('E-mail'), `  ${email} `);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));

    expect(await screen.findByRole('heading', { name: 'E-mail enviado!' })).toHaveFocus();
    expect(screen.getByText(/o link para cadastrar uma nova senha/)).toHaveTextContent(
      `Enviamos para o e-mail ${email} o link para cadastrar uma nova senha.`,
    );
    expect(requests.of(operationId).map((request) => request.body)).toEqual([{ email }]);
    expect(requests.of(operationId)[0].headers.get('authorization')).toBe(
      operationId === 'solicitarEsquecimentoSenha' ? '' : null,
    );
    const sent = db.emails.all();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ para: email, link: expect.stringContaining(resetPath) });
  });

  it('answers the same for an address nobody has, and mails nothing', async () => {
    const { user } = await renderApp(path);
    await user.type(await screen.findByLabelText('E-mail'), 'ninguem@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'E-mail enviado!' })).toBeInTheDocument();
    expect(db.emails.all()).toHaveLength(0);
  });

  it('shows the server message in Erro!, keeps the e-mail typed and lets the user send again', async () => {
    server.use(
      http.post(endpoint, () =>
        HttpResponse.json({ message: 'Muitas tentativas. Aguarde alguns minutos.' }, { status: 429 }),
      ),
    );
    const requests = captureRequests();
    const { user } = await renderApp(path);
    await user.type(await screen.findByLabelText('E-mail'), 'maria@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(within(dialog).getByText('Muitas tentativas. Aguarde alguns minutos.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('maria@exemplo.com.br');
    expect(screen.queryByRole('heading', { name: 'E-mail enviado!' })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('heading', { name: 'E-mail enviado!' })).toBeInTheDocument();
    expect(requests.of(operationId)).toHaveLength(2);
  });

  it('shows the fallback text when the failure has no message', async () => {
    server.use(http.post(endpoint, () => new HttpResponse(null, { status: 500 })));
    const { user } = await renderApp(path);
    await user.type(await screen.findByLabelText('E-mail'), 'maria@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const dialog = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(
      within(dialog).getByText('Ocorreu um erro ao tentar realizar essa ação. Tente novamente.'),
    ).toBeInTheDocument();
  });
});

describe('forgot password: Voltar ao login', () => {
  it('goes to / for staff, from the form and from the success state', async () => {
    const { user, router } = await renderApp('/esqueceu-senha');
    await user.click(await screen.findByRole('link', { name: 'Voltar ao login' }));
    await waitFor(() => expect(location(router)).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Esqueceu sua senha?' }));
    await user.type(await screen.findByLabelText('E-mail'), 'maria@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('heading', { name: 'E-mail enviado!' });
    expect(screen.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', '/');
  });

  it('leaves for the associate portal login in associate mode', async () => {
    const { user } = await renderApp('/esqueceu-senha-associado');
    expect(await screen.findByRole('link', { name: 'Voltar ao login' })).toHaveAttribute(
      'href',
      env.associatePortalUrl,
    );
    expect(env.associatePortalUrl).toBe('https://associados.anoreg.org.br/login');
    await user.type(screen.getByLabelText('E-mail'), 'maria@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('heading', { name: 'E-mail enviado!' });
    expect(screen.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', env.associatePortalUrl);
  });
});

describe('forgot password: the staff and the associate pages are two pages', () => {
  it('opens the other one empty, not on the E-mail enviado! of the one before', async () => {
    const { user, router } = await renderApp('/esqueceu-senha');
    await user.type(await screen.findByLabelText('E-mail'), 'maria@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await screen.findByRole('heading', { name: 'E-mail enviado!' });

    await act(() => router.navigate('/esqueceu-senha-associado'));
    expect(await screen.findByRole('heading', { name: 'Esqueceu sua senha?' })).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveValue('');
    expect(screen.getByRole('link', { name: 'Voltar ao login' })).toHaveAttribute('href', env.associatePortalUrl);
  });
});
