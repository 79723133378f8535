import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { formatCpf } from '@/utils/br/masks';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import { findTable, openRowMenu, rowTexts } from './listas-helpers';
import { chooseOption, optionsOf, selectedText } from '../form-controls';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
/** The users the server lists for a profile, in its order (by name). */
const usuarios = (gestao?: boolean) =>
  db.usuarios
    .all()
    .filter((usuario) => gestao === undefined || usuario.usuarioGestao === gestao)
    .sort((a, b) => collator.compare(a.nome, b.nome));

const openMenuOf = (user: UserEvent, nome: string) =>
  openRowMenu(user, screen.getByRole('table', { name: 'Usuários' }), nome);

describe('users list', () => {
  it('shows Nome, E-mail, CPF/Login, Tipo and Ações; CPF for management users, login for member users', async () => {
    const { user } = await renderApp('/listas?type=users', { signedIn: true });
    const table = await findTable('Usuários');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Selecionar', 'Nome', 'E-mail', 'CPF/Login', 'Tipo', 'Ações']);
    expect(rowTexts(table).map((cells) => cells[0])).toEqual(
      usuarios()
        .slice(0, 10)
        .map((usuario) => usuario.nome),
    );
    expect(screen.getByPlaceholderText('Pesquise por nome, e-mail ou CPF')).toHaveAccessibleName('Pesquisar usuários');
    expect(screen.getByRole('link', { name: /Novo usuário/ })).toHaveAttribute('href', '/usuarios/form/cadastro');
    expect(selectedText('Perfil')).toBe('Todos os perfis');

    await chooseOption(user, 'Perfil', 'Associado');
    const membro = usuarios(false)[0];
    await waitFor(() =>
      expect(rowTexts(screen.getByRole('table', { name: 'Usuários' }))[0]).toEqual([
        membro.nome,
        membro.email,
        membro.login,
        'Associado',
        '',
      ]),
    );
    await chooseOption(user, 'Perfil', 'Gestão');
    const gestor = usuarios(true)[0];
    await waitFor(() =>
      expect(rowTexts(screen.getByRole('table', { name: 'Usuários' }))[0]).toEqual([
        gestor.nome,
        gestor.email,
        formatCpf(gestor.cpf),
        'Gestão',
        '',
      ]),
    );
  });

  it('filters by profile (admin / associado / all) from page 1 and keeps it in the URL', async () => {
    const requests = captureRequests();
    const { user, router } = await renderApp('/listas?type=users&page=2', { signedIn: true });
    await findTable('Usuários');
    expect(optionsOf('Perfil')).toEqual(['Todos os perfis', 'Gestão', 'Associado']);

    await chooseOption(user, 'Perfil', 'Gestão');
    await waitFor(() =>
      expect(requests.of('buscarUsuarios').at(-1)?.body).toEqual({
        descricao: '',
        tipoUsuario: 'admin',
        numPage: 1,
        numRows: 10,
      }),
    );
    expect(location(router)).toBe('/listas?type=users&profile=admin');
    await waitFor(() =>
      expect(rowTexts(screen.getByRole('table', { name: 'Usuários' })).every((cells) => cells[3] === 'Gestão')).toBe(
        true,
      ),
    );

    await chooseOption(user, 'Perfil', 'Associado');
    await waitFor(() =>
      expect(requests.of('buscarUsuarios').at(-1)?.body).toMatchObject({ tipoUsuario: 'associado', numPage: 1 }),
    );
    await chooseOption(user, 'Perfil', 'Todos os perfis');
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
  });

  it('searches by the typed text after the debounce', async () => {
    const requests = captureRequests();
    const { user } = await renderApp('/listas?type=users', { signedIn: true });
    await findTable('Usuários');
    await user.type(screen.getByLabelText('Pesquisar usuários'), DEMO_CREDENTIALS.cpfFormatado);
    await waitFor(() => expect(requests.of('buscarUsuarios')).toHaveLength(2), { timeout: 2500 });
    expect(requests.of('buscarUsuarios')[1].body).toEqual({
      descricao: DEMO_CREDENTIALS.cpfFormatado,
      tipoUsuario: '',
      numPage: 1,
      numRows: 10,
    });
    await waitFor(() => expect(rowTexts(screen.getByRole('table', { name: 'Usuários' }))).toHaveLength(1));
    expect(rowTexts(screen.getByRole('table', { name: 'Usuários' }))[0][2]).toBe(DEMO_CREDENTIALS.cpfFormatado);
  });

  it('offers Editar only for management users', async () => {
    const gestor = usuarios(true)[0];
    const membro = usuarios(false)[0];
    const { user, router } = await renderApp(`/listas?type=users&q=${encodeURIComponent(membro.nome)}`, {
      signedIn: true,
    });
    await findTable('Usuários');
    const menu = await openMenuOf(user, membro.nome);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Gerar nova senha', 'Deletar']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await router.navigate(`/listas?type=users&q=${encodeURIComponent(gestor.nome)}`);
    await waitFor(() => expect(screen.getByRole('table', { name: 'Usuários' })).toHaveTextContent(gestor.nome));
    const gestorMenu = await openMenuOf(user, gestor.nome);
    expect(
      within(gestorMenu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent?.trim()),
    ).toEqual(['Editar', 'Gerar nova senha', 'Deletar']);
    await user.click(within(gestorMenu).getByRole('menuitem', { name: 'Editar' }));
    await waitFor(() => expect(location(router)).toBe(`/usuarios/form/editar/${gestor.usuarioId}`));
  });

  it.each([
    { perfil: 'management', gestao: true, operation: 'solicitarEsquecimentoSenha' as const },
    { perfil: 'member', gestao: false, operation: 'solicitarEsquecimentoSenhaAssociado' as const },
  ])(
    'generates a new password for a $perfil user after a confirm, through $operation',
    async ({ gestao, operation }) => {
      const requests = captureRequests();
      const alvo = usuarios(gestao)[1];
      const { user } = await renderApp(`/listas?type=users&q=${encodeURIComponent(alvo.email)}`, { signedIn: true });
      await findTable('Usuários');

      await user.click(within(await openMenuOf(user, alvo.nome)).getByRole('menuitem', { name: 'Gerar nova senha' }));
      const confirm = await screen.findByRole('dialog', { name: 'Gerar nova senha' });
      expect(confirm).toHaveTextContent(alvo.email);
      await user.click(within(confirm).getByRole('button', { name: 'Cancelar' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(requests.of(operation)).toHaveLength(0);

      await user.click(within(await openMenuOf(user, alvo.nome)).getByRole('menuitem', { name: 'Gerar nova senha' }));
      await user.click(
        within(await screen.findByRole('dialog', { name: 'Gerar nova senha' })).getByRole('button', {
          name: 'Gerar nova senha',
        }),
      );
      const alert = await screen.findByRole('dialog', { name: /Enviado!/ });
      expect(alert).toHaveTextContent('Geração da senha enviado para o email.');
      expect(requests.of(operation).map((request) => request.body)).toEqual([{ email: alvo.email }]);
      expect(requests.of(gestao ? 'solicitarEsquecimentoSenhaAssociado' : 'solicitarEsquecimentoSenha')).toHaveLength(
        0,
      );
    },
  );

  it('shows Erro! with the server message when the new password fails', async () => {
    server.use(
      http.post('*/api/autenticacao/esquecimento-senha', () =>
        HttpResponse.json({ message: 'E-mail não encontrado.' }, { status: 400 }),
      ),
    );
    const alvo = usuarios(true)[1];
    const { user } = await renderApp(`/listas?type=users&q=${encodeURIComponent(alvo.email)}`, { signedIn: true });
    await findTable('Usuários');
    await user.click(within(await openMenuOf(user, alvo.nome)).getByRole('menuitem', { name: 'Gerar nova senha' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Gerar nova senha' })).getByRole('button', {
        name: 'Gerar nova senha',
      }),
    );
    expect(await screen.findByRole('dialog', { name: /Erro!/ })).toHaveTextContent('E-mail não encontrado.');
  });

  it('deletes a user after a confirm and reloads the list', async () => {
    const requests = captureRequests();
    const alvo = usuarios(true).find((usuario) => usuario.cpf !== DEMO_CREDENTIALS.cpf)!;
    const { user } = await renderApp('/listas?type=users&profile=admin', { signedIn: true });
    await findTable('Usuários');
    await user.click(within(await openMenuOf(user, alvo.nome)).getByRole('menuitem', { name: 'Deletar' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deletar usuário' });
    expect(confirm).toHaveTextContent(`Deseja deletar o usuário ${alvo.nome}?`);
    await user.click(within(confirm).getByRole('button', { name: 'Deletar' }));
    await waitFor(() =>
      expect(requests.of('excluirUsuarios').map((request) => request.body)).toEqual([
        { usuariosDelete: [{ usuarioId: alvo.usuarioId }] },
      ]),
    );
    await waitFor(() => expect(screen.getByRole('table', { name: 'Usuários' })).not.toHaveTextContent(alvo.nome));
    expect(rowTexts(screen.getByRole('table', { name: 'Usuários' }))[0][0]).toBe(usuarios(true)[0].nome);
  });

  it('shows why a delete was refused', async () => {
    const demo = usuarios(true).find((usuario) => usuario.cpf === DEMO_CREDENTIALS.cpf)!;
    const { user } = await renderApp(`/listas?type=users&q=${DEMO_CREDENTIALS.cpf}`, { signedIn: true });
    await findTable('Usuários');
    await user.click(within(await openMenuOf(user, demo.nome)).getByRole('menuitem', { name: 'Deletar' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deletar usuário' })).getByRole('button', { name: 'Deletar' }),
    );
    expect(await screen.findByRole('dialog', { name: /Erro!/ })).toHaveTextContent(
      'Você não pode excluir o seu próprio usuário.',
    );
    expect(screen.getByRole('table', { name: 'Usuários' })).toHaveTextContent(demo.nome);
  });

  it('says so when nothing is found or the load fails', async () => {
    const { user } = await renderApp('/listas?type=users&q=ningu%C3%A9m-com-esse-nome', { signedIn: true });
    expect(await screen.findByText('Nenhum usuário encontrado.', {}, { timeout: 3000 })).toBeInTheDocument();
    server.use(http.post('*/api/usuarios/busca', () => HttpResponse.json({ message: 'Falha.' }, { status: 500 })));
    await user.clear(screen.getByLabelText('Pesquisar usuários'));
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Não foi possível carregar os usuários.')).toBeInTheDocument();
    expect(rowTexts(screen.getByRole('table', { name: 'Usuários' }))).toHaveLength(1);
  });
});
