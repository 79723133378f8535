import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { onAppEvent } from '@/lib/app-events';
import { renderApp } from '../render';
import { captureRequests } from '../requests';
import { catchDownloads, csvLinesOf, findTable, rowTexts } from './listas-helpers';
import { chooseOption } from '../form-controls';
import { formatCpf } from '@/utils/br/masks';
import { chooseRows, confirmAction, pressAction, reportRows, selectionStatus, selectAllOf } from './selection-helpers';

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
const usuarios = (gestao?: boolean) =>
  db.usuarios
    .all()
    .filter((usuario) => gestao === undefined || usuario.usuarioGestao === gestao)
    .sort((a, b) => collator.compare(a.nome, b.nome));
const stillThere = (usuarioId: number) => db.usuarios.findFirst((q) => q.where({ usuarioId })) !== undefined;

describe('choosing users and acting on them together', () => {
  it('keeps the choice across pages, a new search and the profile, and says politely how many', async () => {
    const { user } = await renderApp('/listas?type=users', { signedIn: true });
    const table = await findTable('Usuários');
    const status = selectionStatus();
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveTextContent('Nenhum usuário selecionado');

    const [primeiro, segundo] = rowTexts(table).map((cells) => cells[0]);
    await chooseRows(user, [primeiro!, segundo!]);
    expect(status).toHaveTextContent('2 usuários selecionados');

    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(rowTexts(screen.getByRole('table', { name: 'Usuários' }))[0]![0]).not.toBe(primeiro));
    const terceiro = rowTexts(screen.getByRole('table', { name: 'Usuários' }))[0]![0]!;
    await chooseRows(user, [terceiro]);
    expect(status).toHaveTextContent('3 usuários selecionados');

    await chooseOption(user, 'Perfil', 'Gestão');
    await waitFor(() =>
      expect(rowTexts(screen.getByRole('table', { name: 'Usuários' })).every((cells) => cells[3] === 'Gestão')).toBe(
        true,
      ),
    );
    await user.type(screen.getByLabelText('Pesquisar usuários'), 'zz-nada{Enter}');
    await screen.findByText('Nenhum usuário encontrado.');
    expect(status).toHaveTextContent('3 usuários selecionados');

    await user.click(screen.getByRole('button', { name: 'Limpar seleção' }));
    expect(status).toHaveTextContent('Nenhum usuário selecionado');
  });

  it('Selecionar todos os N chooses every user the profile matches, as the server counts them', async () => {
    const requests = captureRequests();
    const { user } = await renderApp('/listas?type=users&profile=associado', { signedIn: true });
    await findTable('Usuários');
    const membros = usuarios(false);

    await selectAllOf(user, membros.length);

    expect(selectionStatus()).toHaveTextContent(`${membros.length} usuários selecionados`);
    expect(requests.of('buscarUsuarios').at(-1)?.body).toEqual({
      descricao: '',
      tipoUsuario: 'associado',
      numPage: 1,
      numRows: membros.length,
    });
  });

  it('an action with nothing chosen says so and sends nothing', async () => {
    const requests = captureRequests();
    const { user } = await renderApp('/listas?type=users', { signedIn: true });
    await findTable('Usuários');
    await pressAction(user, 'Deletar');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Nenhum usuário selecionado. Marque ao menos um na lista antes de Deletar.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.of('excluirUsuarios')).toHaveLength(0);
  });

  it('Deletar asks once with the count, deletes in lists of fifty and names every user in the report', async () => {
    const requests = captureRequests();
    const membros = usuarios(false).slice(0, 60);
    const { user } = await renderApp('/listas?type=users&profile=associado&size=30', { signedIn: true });
    await findTable('Usuários');
    await user.click(screen.getByLabelText('Selecionar todos desta página'));
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(screen.getByLabelText('Selecionar todos desta página')).not.toBeChecked());
    await waitFor(() => expect(screen.getByLabelText('Selecionar todos desta página')).toBeEnabled());
    await user.click(screen.getByLabelText('Selecionar todos desta página'));
    expect(selectionStatus()).toHaveTextContent('60 usuários selecionados');

    await pressAction(user, 'Deletar');
    const confirm = await screen.findByRole('dialog', { name: 'Deletar 60 usuários?' });
    expect(confirm).toHaveTextContent('Os 60 usuários selecionados serão deletados. Esta ação não pode ser desfeita.');
    await confirmAction(user, confirm, 'Deletar');

    const report = await reportRows('Deletar usuários');
    expect(report).toHaveLength(60);
    expect(report.every(([, resultado]) => resultado === 'Feito')).toBe(true);
    expect(report.map(([nome]) => nome).sort()).toEqual(membros.map((usuario) => usuario.nome).sort());
    expect(
      requests
        .of('excluirUsuarios')
        .map((request) => (request.body as { usuariosDelete: unknown[] }).usuariosDelete.length)
        .sort((a, b) => b - a),
    ).toEqual([50, 10]);
    expect(membros.some((usuario) => stillThere(usuario.usuarioId))).toBe(false);
    // The rows it did leave the choice; the list reloads without them.
    expect(selectionStatus()).toHaveTextContent('Nenhum usuário selecionado');
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Usuários' })).not.toHaveTextContent(membros[0]!.nome),
    );
  });

  it('the signed-in user among them: the refused list is sent one by one, the others are deleted and the refusal named', async () => {
    const requests = captureRequests();
    const gestores = usuarios(true);
    const demo = gestores.find((usuario) => usuario.cpf === DEMO_CREDENTIALS.cpf)!;
    const outros = gestores.filter((usuario) => usuario !== demo).slice(0, 2);
    const { user } = await renderApp('/listas?type=users&profile=admin&size=50', { signedIn: true });
    await findTable('Usuários');
    await chooseRows(user, [demo.nome, ...outros.map((usuario) => usuario.nome)]);

    await pressAction(user, 'Deletar');
    await confirmAction(user, await screen.findByRole('dialog', { name: 'Deletar 3 usuários?' }), 'Deletar');

    const report = Object.fromEntries((await reportRows('Deletar usuários')).map(([nome, ...rest]) => [nome, rest]));
    expect(report[demo.nome]).toEqual(['Falhou', 'Você não pode excluir o seu próprio usuário.']);
    outros.forEach((usuario) => expect(report[usuario.nome]).toEqual(['Feito', '']));
    expect(stillThere(demo.usuarioId)).toBe(true);
    expect(
      requests
        .of('excluirUsuarios')
        .map((request) => (request.body as { usuariosDelete: unknown[] }).usuariosDelete.length),
    ).toEqual([3, 1, 1, 1]);
    // What failed stays chosen, for another try.
    expect(selectionStatus()).toHaveTextContent('1 usuário selecionado');
  });

  it('reports a user a colleague deleted meanwhile as skipped, and deletes the others', async () => {
    const [a, b, colega] = usuarios(false);
    const requests = captureRequests();
    const { user } = await renderApp('/listas?type=users&profile=associado&size=50', { signedIn: true });
    await findTable('Usuários');
    await chooseRows(user, [a!.nome, b!.nome, colega!.nome]);
    expect(selectionStatus()).toHaveTextContent('3 usuários selecionados');
    db.usuarios.delete((q) => q.where({ usuarioId: colega!.usuarioId }));

    await pressAction(user, 'Deletar');
    await confirmAction(user, await screen.findByRole('dialog', { name: 'Deletar 3 usuários?' }), 'Deletar');

    const report = Object.fromEntries((await reportRows('Deletar usuários')).map(([nome, ...rest]) => [nome, rest]));
    expect(report[colega!.nome]).toEqual(['Ignorado', 'Já tinha sido excluído por outra pessoa.']);
    expect(report[a!.nome]).toEqual(['Feito', '']);
    expect(report[b!.nome]).toEqual(['Feito', '']);
    expect(stillThere(a!.usuarioId) || stillThere(b!.usuarioId)).toBe(false);
    // The list of three is refused for the one gone; each is then sent alone.
    const sent = requests
      .of('excluirUsuarios')
      .map((request) =>
        (request.body as { usuariosDelete: { usuarioId: number }[] }).usuariosDelete.map(({ usuarioId }) => usuarioId),
      );
    const ids = [a!, b!, colega!].map(({ usuarioId }) => usuarioId).sort((x, y) => x - y);
    expect(sent.map((list) => list.length)).toEqual([3, 1, 1, 1]);
    expect([...sent[0]!].sort((x, y) => x - y)).toEqual(ids);
    expect(
      sent
        .slice(1)
        .flat()
        .sort((x, y) => x - y),
    ).toEqual(ids);
    expect(selectionStatus()).toHaveTextContent('Nenhum usuário selecionado');
  });

  it('Exportar selecionados writes the chosen users with the list’s columns, after its confirm', async () => {
    const files = catchDownloads();
    const heard: { fileName: string; rows: number }[] = [];
    const stop = onAppEvent('painel:csv', (detail) => heard.push(detail));
    const [ana, bia] = usuarios(true);
    const { user } = await renderApp('/listas?type=users&profile=admin', { signedIn: true });
    await findTable('Usuários');
    await chooseRows(user, [ana!.nome, bia!.nome]);

    await pressAction(user, 'Exportar selecionados');
    const confirm = await screen.findByRole('dialog', { name: 'Exportar 2 usuários?' });
    expect(confirm).toHaveTextContent('Um arquivo CSV com os 2 usuários selecionados será baixado.');
    await confirmAction(user, confirm, 'Exportar');

    await waitFor(() => expect(files).toHaveLength(1));
    stop();
    expect(await csvLinesOf(files[0]!)).toEqual([
      '\uFEFF"Nome";"Email";"CPF/Login";"Tipo"',
      `"${ana!.nome}";"${ana!.email}";"${formatCpf(ana!.cpf)}";"Gestão"`,
      `"${bia!.nome}";"${bia!.email}";"${formatCpf(bia!.cpf)}";"Gestão"`,
    ]);
    expect(files[0]!.name).toMatch(/^ListaUsuarios_\d{2}-\d{2}-\d{4}\.csv$/);
    expect(heard).toEqual([{ fileName: files[0]!.name, rows: 2, situacao: undefined }]);
  });
});
