import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { SituacaoRemessaId } from '@/generated/model';
import { renderApp } from '../render';
import { findTable, openRowMenu, rowTexts } from '../listas/listas-helpers';
import { seededRemessa } from '../remessas/remessa-helpers';

/**
 * The confirm dialogs of the real screens: danger style for Deletar and Desmarcar only, info for
 * everything else (spec section 2: Inativar/Ativar, send and resend, Gerar nova senha).
 */
async function confirmButton(title: string, label: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  return within(dialog).getByRole('button', { name: label });
}

function expectInfo(button: HTMLElement) {
  expect(button).toHaveClass('ui-button--info');
  expect(button).not.toHaveClass('ui-button--danger');
}

async function cancel(user: UserEvent, title: string) {
  await user.click(
    within(await screen.findByRole('dialog', { name: title })).getByRole('button', { name: 'Cancelar' }),
  );
}

describe('confirm styles on the screens', () => {
  it('Inativar and Ativar of the members list use the info style', async () => {
    const { user } = await renderApp('/listas', { signedIn: true });
    const table = await findTable('Associados');
    const ativo = within(table).getAllByRole('button', { name: 'Inativar' })[0];
    await user.click(ativo);
    expectInfo(await confirmButton('Inativar associado', 'Inativar'));
    await cancel(user, 'Inativar associado');

    const inativo = db.associados.findFirst((q) => q.where({ ativo: false }))!;
    await user.type(screen.getByLabelText('Pesquisar associados'), inativo.cpfCnpj);
    await user.click(
      await within(await findTable('Associados')).findByRole('button', { name: 'Ativar' }, { timeout: 4000 }),
    );
    expectInfo(await confirmButton('Ativar associado', 'Ativar'));
    await cancel(user, 'Ativar associado');
  });

  it('Gerar nova senha uses the info style and Deletar the danger style', async () => {
    const { user } = await renderApp('/listas?type=users', { signedIn: true });
    const table = await findTable('Usuários');
    const [nome] = rowTexts(table)[0]!;
    await user.click(within(await openRowMenu(user, table, nome)).getByRole('menuitem', { name: 'Gerar nova senha' }));
    expectInfo(await confirmButton('Gerar nova senha', 'Gerar nova senha'));
    await cancel(user, 'Gerar nova senha');

    await user.click(within(await openRowMenu(user, table, nome)).getByRole('menuitem', { name: 'Deletar' }));
    const deletar = await screen.findByRole('dialog', { name: /deletar/i });
    expect(within(deletar).getByRole('button', { name: 'Deletar' })).toHaveClass('ui-button--danger');
  });

  it.each([
    [SituacaoRemessaId.EM_PREPARACAO, 'Iniciar envio', 'Iniciar envio'],
    [SituacaoRemessaId.ERRO_NO_ENVIO, 'Reenviar remessa', 'Reenviar'],
  ])('the send of a remessa in status %i (%s) uses the info style', async (situacao, title, label) => {
    const remessa = seededRemessa(situacao);
    const { user } = await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: label }));
    expectInfo(await confirmButton(title, label));
  });
});
