import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '@tests/render';

/**
 * Dialogs give the focus back to what opened them (the browser journey in
 * tests/e2e/keyboard.e2e.ts checks the same with real key presses and the focus trap).
 */
describe('focus after a dialog', () => {
  it('returns to the row button after the confirm dialog is cancelled with Escape', async () => {
    const { user } = await renderApp('/listas', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Associados' });
    const [firstRow] = within(table).getAllByRole('row').slice(1);
    const toggle = within(firstRow).getByRole('button', { name: /^(Inativar|Ativar)$/ });
    await user.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: /associado$/ });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(toggle).toHaveFocus();
  });

  it('returns to the row menu button after an item opened a confirm and then the success alert', async () => {
    const { user } = await renderApp('/listas?type=users', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Usuários' });
    const [firstRow] = within(table).getAllByRole('row').slice(1);
    const menuButton = within(firstRow).getByRole('button', { name: /^Ações de / });
    await user.click(menuButton);
    await user.click(screen.getByRole('menuitem', { name: 'Gerar nova senha' }));
    const confirmDialog = await screen.findByRole('dialog', { name: 'Gerar nova senha' });
    await user.click(within(confirmDialog).getByRole('button', { name: 'Gerar nova senha' }));
    const alert = await screen.findByRole('dialog', { name: /Enviado!/ });
    await user.click(within(alert).getByRole('button', { name: 'OK' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(menuButton).toHaveFocus();
  });

  it('returns to Adicionar associado when the add-associates dialog is closed', async () => {
    const { user } = await renderApp('/listas?type=shipments&status=1', { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Remessas' });
    const [firstRow] = within(table).getAllByRole('row').slice(1);
    await user.click(within(firstRow).getByRole('link', { name: 'Ver informações' }));
    const open = await screen.findByRole('button', { name: 'Adicionar associado' });
    await user.click(open);
    const dialog = await screen.findByRole('dialog', { name: /Adicionar associado à remessa/ });
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(open).toHaveFocus();
  });
});
