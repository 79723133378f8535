import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../render';
import { associadoFormShown, section } from '../../associados/associado-form-helpers';
import { resumoValue } from '../../remessas/remessa-helpers';
import { addHostileRecords, expectNothingInjected, hostil } from './hostile-records';

/** Detail pages, forms and their confirms: server text stays text. */

beforeEach(addHostileRecords);

/** The value beside a label of a detail block, as text. */
const valueOf = (block: ReturnType<typeof within>, label: string) =>
  block.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

async function expectConfirmText(user: UserEvent, title: string, description: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  expect(within(dialog).getByText(description, { exact: true })).toBeVisible();
  expectNothingInjected();
  await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
  await waitFor(() => expect(screen.queryByRole('dialog', { name: title })).not.toBeInTheDocument());
}

const tableRow = (table: string, text: string) =>
  within(
    within(screen.getByRole('table', { name: table }))
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(text))!,
  );

describe('hostile text on the associate pages', () => {
  it('the detail shows every field, its users and its remessas as text, and the confirms quote them as text', async () => {
    const { associado, usuarioDoAssociado, remessa } = hostil;
    const { user } = await renderApp(`/associados/info/${associado.associadoId}`, { signedIn: true });
    await screen.findByRole('region', { name: 'Associação' });

    expect(valueOf(section('Associação'), 'Nome')).toBe(associado.nome);
    expect(valueOf(section('Associação'), 'Tipo de associado')).toBe(associado.tipoAssociadoNome);
    expect(valueOf(section('Associação'), 'Nome do cartório')).toBe(associado.nomeCartorio);
    expect(valueOf(section('Informações de cobrança'), 'Último erro de envio')).toBe(associado.erroRemessa);
    await user.click(screen.getByRole('button', { name: 'Endereço' }));
    const endereco = section('Endereço');
    expect(valueOf(endereco, 'Logradouro')).toBe(associado.logradouro);
    expect(valueOf(endereco, 'Número')).toBe(associado.numero);
    expect(valueOf(endereco, 'Complemento')).toBe(associado.complemento);
    expect(valueOf(endereco, 'Bairro')).toBe(associado.bairro);
    expect(valueOf(endereco, 'Cidade')).toBe(associado.cidade);
    const usuario = tableRow('Usuários do associado', usuarioDoAssociado.login);
    expect(usuario.getByText(usuarioDoAssociado.nome, { exact: true })).toBeVisible();
    expect(usuario.getByText(usuarioDoAssociado.login, { exact: true })).toBeVisible();
    expect(
      tableRow('Últimas remessas do associado', remessa.descricao).getByText(remessa.descricao, { exact: true }),
    ).toBeVisible();
    expectNothingInjected();

    await user.click(screen.getByRole('button', { name: 'Deletar associado' }));
    await expectConfirmText(
      user,
      'Deletar associado',
      `Deseja deletar o associado ${associado.nome}? Os usuários dele também serão removidos. Esta ação não pode ser desfeita.`,
    );
    await user.click(
      tableRow('Últimas remessas do associado', remessa.descricao).getByRole('button', {
        name: 'Deletar vínculo com a remessa',
      }),
    );
    await expectConfirmText(
      user,
      'Deletar vínculo com a remessa',
      `Deseja remover o associado ${associado.nome} da remessa ${remessa.descricao}?`,
    );
  });

  it('the edit form holds every field as the typed value of its input', async () => {
    const { associado, usuarioDoAssociado } = hostil;
    await renderApp(`/associados/form/editar/${associado.associadoId}`, { signedIn: true });
    await associadoFormShown();
    const associacao = section('Associação');
    await waitFor(() => expect(associacao.getByLabelText('Nome')).toHaveValue(associado.nome));
    expect(associacao.getByLabelText('Nome do cartório')).toHaveValue(associado.nomeCartorio);
    const endereco = section('Endereço');
    expect(endereco.getByLabelText('Logradouro')).toHaveValue(associado.logradouro);
    expect(endereco.getByLabelText('Número')).toHaveValue(associado.numero);
    expect(endereco.getByLabelText('Complemento')).toHaveValue(associado.complemento);
    expect(endereco.getByLabelText('Bairro')).toHaveValue(associado.bairro);
    expect(endereco.getByLabelText('Cidade')).toHaveValue(associado.cidade);
    const bloco = within(screen.getByRole('group', { name: 'Usuário 1' }));
    expect(bloco.getByLabelText('Nome')).toHaveValue(usuarioDoAssociado.nome);
    expect(bloco.getByLabelText('Login')).toHaveValue(usuarioDoAssociado.login);
    expectNothingInjected();
  });
});

describe('hostile text on the remessa pages', () => {
  it('the detail shows its data and associates as text, in the add dialog too, and its confirms quote them as text', async () => {
    const { associado, remessa } = hostil;
    const { user } = await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    await screen.findByRole('table', { name: 'Associados da remessa' });
    expect(resumoValue('Nome')).toBe(remessa.observacao);
    expect(resumoValue('Descrição')).toBe(remessa.descricao);
    expect(resumoValue('Parágrafo Personalizado')).toBe(remessa.paragrafoPersonalizado);
    expect(tableRow('Associados da remessa', associado.nome).getByText(associado.nome, { exact: true })).toBeVisible();
    expectNothingInjected();

    await user.click(screen.getByRole('button', { name: 'Deletar Remessa' }));
    await expectConfirmText(
      user,
      'Deletar remessa',
      `Tem certeza que deseja deletar a remessa "${remessa.descricao}"? Esta ação não pode ser desfeita.`,
    );

    await user.click(screen.getByRole('button', { name: 'Adicionar associado' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Adicionar associado à remessa' }));
    await user.type(dialog.getByRole('searchbox', { name: 'Pesquisar associados' }), 'Hostil');
    expect(
      await dialog.findByRole('checkbox', { name: `${associado.nome} está na remessa` }, { timeout: 4000 }),
    ).toBeInTheDocument();
    expect(dialog.getByText(associado.nome, { exact: true })).toBeVisible();
    expectNothingInjected();
  });

  it('removing an associate quotes its name as text', async () => {
    const { associado, remessaEnviada } = hostil;
    const { user } = await renderApp(`/remessas/info/${remessaEnviada.remessaId}`, { signedIn: true });
    await screen.findByRole('table', { name: 'Associados da remessa' });
    expect(resumoValue('Descrição')).toBe(remessaEnviada.descricao);
    await user.click(tableRow('Associados da remessa', associado.nome).getByRole('button', { name: 'Deletar' }));
    await expectConfirmText(
      user,
      'Deletar associado da remessa',
      `Tem certeza que deseja remover ${associado.nome} desta remessa?`,
    );
  });

  it('the edit form holds the texts as the values of its inputs', async () => {
    const { remessa } = hostil;
    await renderApp(`/remessas/form/editar/${remessa.remessaId}`, { signedIn: true });
    await waitFor(() => expect(screen.getByLabelText('Descrição')).toHaveValue(remessa.descricao));
    expect(screen.getByLabelText('Nome')).toHaveValue(remessa.observacao);
    expect(screen.getByLabelText('Parágrafo personalizado')).toHaveValue(remessa.paragrafoPersonalizado);
    expectNothingInjected();
  });
});

describe('hostile text on the user form', () => {
  it('holds the name as the value of its input', async () => {
    await renderApp(`/usuarios/form/editar/${hostil.gestor.usuarioId}`, { signedIn: true });
    await waitFor(() => expect(screen.getByLabelText('Nome')).toHaveValue(hostil.gestor.nome));
    expectNothingInjected();
  });
});
