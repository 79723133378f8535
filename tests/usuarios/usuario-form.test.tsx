import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';

/** The lists page loads its code on first use and shows its skeleton for at least 500 ms. */
const LIST_LOAD = { timeout: 5000 };

const managementUser = () => {
  const usuario = db.usuarios.findFirst((q) => q.where((u) => u.usuarioGestao && u.cpf !== '11144477735'));
  if (!usuario) throw new Error('semente sem usuário de gestão');
  return usuario;
};

describe('user form: new user', () => {
  it('shows the title, the password notice and a disabled submit until something is typed', async () => {
    const { user } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Novo usuário' })).toBeInTheDocument();
    expect(
      screen.getByText(/A senha do usuário é gerada automaticamente e enviada para o e-mail cadastrado/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Em caso de esquecimento, ela pode ser redefinida por e-mail/)).toBeInTheDocument();
    const submit = screen.getByRole('button', { name: 'Cadastrar usuário' });
    expect(submit).toBeDisabled();
    await user.type(screen.getByLabelText('Nome'), 'A');
    expect(submit).toBeEnabled();
  });

  it('answers every bad input at its field', async () => {
    const { user } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await user.type(await screen.findByLabelText('Nome'), ' ');
    await user.click(screen.getByRole('button', { name: 'Cadastrar usuário' }));
    expect(await screen.findByText('Nome é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('E-mail é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('CPF é obrigatório.')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome')).toHaveAccessibleDescription('Nome é obrigatório.');

    await user.type(screen.getByLabelText('E-mail'), 'maria@');
    await user.type(screen.getByLabelText('CPF'), '1114447');
    await user.click(screen.getByRole('button', { name: 'Cadastrar usuário' }));
    expect(await screen.findByText('Informe um e-mail válido.')).toBeInTheDocument();
    expect(screen.getByText('Necessário informar CPF válido')).toBeInTheDocument();
  });

  it('limits nome and e-mail to 250 characters', async () => {
    await renderApp('/usuarios/form/cadastro', { signedIn: true });
    expect(await screen.findByLabelText('Nome')).toHaveAttribute('maxLength', '250');
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('maxLength', '250');
  });

  it('masks the CPF as typed, hints at wrong check digits and sends digits, then returns to the users list', async () => {
    const requests = captureRequests();
    const { user, router } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await user.type(await screen.findByLabelText('Nome'), '  Joana Prado ');
    await user.type(screen.getByLabelText('E-mail'), 'joana.prado@exemplo.com.br');
    const cpf = screen.getByLabelText('CPF');
    await user.type(cpf, '52998224700');
    expect(cpf).toHaveValue('529.982.247-00');
    expect(cpf).toHaveAccessibleDescription('Os dígitos verificadores deste CPF não conferem. Confira o número.');
    await user.clear(cpf);
    await user.type(cpf, '52998224725');
    expect(cpf).toHaveValue('529.982.247-25');
    expect(screen.queryByText(/dígitos verificadores/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cadastrar usuário' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
    expect(requests.of('criarUsuario').map((request) => request.body)).toEqual([
      { nome: 'Joana Prado', email: 'joana.prado@exemplo.com.br', cpf: '52998224725' },
    ]);
    expect(db.usuarios.findFirst((q) => q.where({ cpf: '52998224725' }))).toMatchObject({
      nome: 'Joana Prado',
      usuarioGestao: true,
    });
  });

  it('shows the server message in the Erro! alert, keeps what was typed and lets the user try again', async () => {
    const taken = managementUser();
    const requests = captureRequests();
    const { user, router } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await user.type(await screen.findByLabelText('Nome'), 'Outro Nome');
    await user.type(screen.getByLabelText('E-mail'), 'outro@exemplo.com.br');
    await user.type(screen.getByLabelText('CPF'), taken.cpf ?? '');
    await user.click(screen.getByRole('button', { name: 'Cadastrar usuário' }));

    const dialog = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(within(dialog).getByText('Já existe um usuário com este CPF.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(location(router)).toBe('/usuarios/form/cadastro');
    expect(screen.getByLabelText('Nome')).toHaveValue('Outro Nome');
    expect(screen.getByLabelText('E-mail')).toHaveValue('outro@exemplo.com.br');
    expect(screen.getByRole('button', { name: 'Cadastrar usuário' })).toBeEnabled();
    expect(requests.of('criarUsuario')).toHaveLength(1);
  });

  it('falls back to the generic message when the server gives none', async () => {
    server.use(http.post('*/api/usuarios', () => HttpResponse.json({}, { status: 500 })));
    const { user } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await user.type(await screen.findByLabelText('Nome'), 'Joana');
    await user.type(screen.getByLabelText('E-mail'), 'joana@exemplo.com.br');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    await user.click(screen.getByRole('button', { name: 'Cadastrar usuário' }));
    const dialog = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(
      within(dialog).getByText('Ocorreu um erro ao tentar realizar essa ação. Tente novamente.'),
    ).toBeInTheDocument();
  });

  it('sends nothing more while the request runs', async () => {
    let release: () => void = () => {};
    server.use(
      http.post('*/api/usuarios', async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ message: 'ok' });
      }),
    );
    const requests = captureRequests();
    const { user, router } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await user.type(await screen.findByLabelText('Nome'), 'Joana');
    await user.type(screen.getByLabelText('E-mail'), 'joana@exemplo.com.br');
    await user.type(screen.getByLabelText('CPF'), '52998224725');
    const submit = screen.getByRole('button', { name: 'Cadastrar usuário' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    await user.click(submit);
    release();
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
    expect(requests.of('criarUsuario')).toHaveLength(1);
  });

  it('Cancelar goes back to the users list at once when nothing was typed', async () => {
    const { user, router } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('Cancelar asks first when something was typed, and stays when the user says so', async () => {
    const { user, router } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await user.type(await screen.findByLabelText('Nome'), 'Rascunho');
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location(router)).toBe('/usuarios/form/cadastro');
    expect(screen.getByLabelText('Nome')).toHaveValue('Rascunho');

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Sair sem salvar?' })).getByRole('button', {
        name: 'Sair sem salvar',
      }),
    );
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
  });
});

describe('user form: editing', () => {
  it('loads the user, locks the CPF and sends the update with usuarioId and the CPF digits', async () => {
    const usuario = managementUser();
    const requests = captureRequests();
    const { user, router } = await renderApp(`/usuarios/form/editar/${usuario.usuarioId}`, { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Edição do usuário' })).toBeInTheDocument();
    const nome = await screen.findByLabelText('Nome');
    expect(nome).toHaveValue(usuario.nome);
    expect(screen.getByLabelText('E-mail')).toHaveValue(usuario.email);
    const cpf = screen.getByLabelText('CPF');
    expect(cpf).toBeDisabled();
    expect(cpf).toHaveValue(usuario.cpf?.replace(/(\d{3})(\d{3})(\d{3})(\d{2})/, '$1.$2.$3-$4'));
    const submit = screen.getByRole('button', { name: 'Salvar alterações' });
    expect(submit).toBeDisabled();

    await user.clear(nome);
    await user.type(nome, 'Nome Corrigido');
    await user.click(submit);
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
    expect(requests.of('atualizarUsuario').map((request) => request.body)).toEqual([
      { nome: 'Nome Corrigido', email: usuario.email, cpf: usuario.cpf, usuarioId: usuario.usuarioId },
    ]);
    expect(db.usuarios.findFirst((q) => q.where({ usuarioId: usuario.usuarioId }))?.nome).toBe('Nome Corrigido');
  });

  it('shows the server message when the update fails and keeps the edits', async () => {
    const usuario = managementUser();
    server.use(
      http.put('*/api/usuarios', () => HttpResponse.json({ message: 'Serviço indisponível.' }, { status: 503 })),
    );
    const { user, router } = await renderApp(`/usuarios/form/editar/${usuario.usuarioId}`, { signedIn: true });
    const email = await screen.findByLabelText('E-mail');
    await user.clear(email);
    await user.type(email, 'novo@exemplo.com.br');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    const dialog = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(within(dialog).getByText('Serviço indisponível.')).toBeInTheDocument();
    expect(location(router)).toBe(`/usuarios/form/editar/${usuario.usuarioId}`);
    expect(email).toHaveValue('novo@exemplo.com.br');
  });

  it('does not offer a form for a member user, nor for an unknown one', async () => {
    const member = db.usuarios.findFirst((q) => q.where({ usuarioGestao: false }));
    const first = await renderApp(`/usuarios/form/editar/${member?.usuarioId}`, { signedIn: true });
    expect(
      await screen.findByText('Usuários de associados são editados no cadastro do associado.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Salvar alterações' })).not.toBeInTheDocument();
    first.unmount();

    await renderApp('/usuarios/form/editar/99999', { signedIn: true });
    expect(await screen.findByText('Usuário não encontrado.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Voltar para a lista de usuários/ })).toHaveAttribute(
      'href',
      '/listas?type=users',
    );
  });
});

describe('user form: the users list afterwards', () => {
  it('shows the saved change in a search of the users list', async () => {
    const usuario = managementUser();
    const searchPath = `/listas?type=users&q=${encodeURIComponent(usuario.email)}`;
    const { user, router } = await renderApp(searchPath, { signedIn: true });
    expect(
      await within(await screen.findByRole('table', { name: 'Usuários' }, LIST_LOAD)).findByText(usuario.nome),
    ).toBeInTheDocument();

    await router.navigate(`/usuarios/form/editar/${usuario.usuarioId}`);
    const nome = await screen.findByLabelText('Nome');
    await user.clear(nome);
    await user.type(nome, 'Nome Depois da Edição');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));

    await router.navigate(searchPath);
    const table = await screen.findByRole('table', { name: 'Usuários' });
    expect(await within(table).findByText('Nome Depois da Edição')).toBeInTheDocument();
    expect(within(table).queryByText(usuario.nome)).not.toBeInTheDocument();
  });
});
