import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { CSV_BOM } from '@/utils/csv';
import { renderApp } from '../../render';
import { bytesOf, catchDownloads, findTable, openRowMenu, rowWith } from '../../listas/listas-helpers';
import { parseCsv } from './csv-parser';
import { addHostileRecords, expectNothingInjected, hostil, shownLiterally } from './hostile-records';
import { payloads } from './hostile-text';

/** Lists: text holding markup, scripts and javascript: links is shown as text. */

beforeEach(addHostileRecords);

/** Opens a confirm, checks its text is the literal sentence, and cancels it. */
async function expectConfirmText(user: UserEvent, title: string, description: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(within(dialog).getByText(description, { exact: true })).toBeVisible();
  expectNothingInjected();
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
}

describe('hostile text in the lists', () => {
  it('associates: the row, its title and the Inativar confirm show the name as typed', async () => {
    const { user } = await renderApp('/listas?q=Hostil', { signedIn: true });
    const table = await findTable('Associados');
    const row = rowWith(table, hostil.associado.nome);
    expect(within(row).getByText(hostil.associado.nome, { exact: true })).toHaveAttribute(
      'title',
      hostil.associado.nome,
    );
    expectNothingInjected();

    await user.click(within(row).getByRole('button', { name: 'Inativar' }));
    await expectConfirmText(user, 'Inativar associado', `Deseja inativar o associado ${hostil.associado.nome}?`);
  });

  it('associates: a search typed in the address is shown in the box as text', async () => {
    await renderApp(`/listas?q=${encodeURIComponent(payloads.img)}`, { signedIn: true });
    await findTable('Associados');
    expect(screen.getByRole('searchbox', { name: 'Pesquisar associados' })).toHaveValue(payloads.img);
    expectNothingInjected();
  });

  it('associates: the CSV export holds the text as it is', async () => {
    const files = catchDownloads();
    const { user } = await renderApp('/listas?q=Hostil', { signedIn: true });
    await findTable('Associados');
    await user.click(screen.getByRole('button', { name: 'Exportar Associados' }));
    await waitFor(() => expect(files).toHaveLength(1));
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(await bytesOf(files[0].blob));
    const [header, row] = parseCsv(text.slice(CSV_BOM.length));
    const cell = (name: string) => row[header.indexOf(name)];
    expect(cell('Associado')).toBe(`${hostil.associado.nome} - 11.222.333/0001-81`);
    expect(cell('Logradouro')).toBe(hostil.associado.logradouro);
    expect(cell('Numero')).toBe(hostil.associado.numero);
    expect(cell('Complemento')).toBe(hostil.associado.complemento);
    expect(cell('Bairro')).toBe(hostil.associado.bairro);
    expect(cell('Tipo_Associado')).toBe(hostil.associado.tipoAssociadoNome);
    expectNothingInjected();
  });

  it('users: the row, the actions menu and the Gerar nova senha and Deletar confirms show the name as typed', async () => {
    const { user } = await renderApp('/listas?type=users&q=Hostil', { signedIn: true });
    const table = await findTable('Usuários');
    expect(within(rowWith(table, hostil.gestor.nome)).getByText(hostil.gestor.nome, { exact: true })).toBeVisible();
    expect(
      within(rowWith(table, hostil.usuarioDoAssociado.nome)).getByText(hostil.usuarioDoAssociado.login, {
        exact: true,
      }),
    ).toBeVisible();
    expectNothingInjected();

    const chooseAction = async (action: string) =>
      user.click(within(await openRowMenu(user, table, hostil.gestor.nome)).getByRole('menuitem', { name: action }));
    await chooseAction('Gerar nova senha');
    await expectConfirmText(
      user,
      'Gerar nova senha',
      `Uma nova senha será gerada para ${hostil.gestor.nome} e enviada para o e-mail ${hostil.gestor.email}.`,
    );

    await chooseAction('Deletar');
    await expectConfirmText(
      user,
      'Deletar usuário',
      `Deseja deletar o usuário ${hostil.gestor.nome}? Esta ação não pode ser desfeita.`,
    );
  });

  it('remessas: the row and the Deletar confirm show the description as typed', async () => {
    const { user } = await renderApp('/listas?type=shipments&q=Hostil', { signedIn: true });
    const table = await findTable('Remessas');
    const row = rowWith(table, hostil.remessa.descricao);
    expect(shownLiterally(hostil.remessa.descricao).length).toBeGreaterThan(0);
    expect(shownLiterally(hostil.remessaEnviada.descricao).length).toBeGreaterThan(0);
    expectNothingInjected();

    await user.click(within(row).getByRole('button', { name: 'Deletar' }));
    await expectConfirmText(
      user,
      'Deletar remessa',
      `Deseja deletar a remessa ${hostil.remessa.descricao}? Esta ação não pode ser desfeita.`,
    );
  });
});
