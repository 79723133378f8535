import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { location, renderApp } from '../render';

/** The lists page loads its code on first use and shows its skeleton for at least 500 ms. */
const LIST_LOAD = { timeout: 5000 };

/** The page's main heading has the focus: a screen reader reads it, and the next Tab goes on from it. */
async function expectFocusOnHeading(name: string) {
  const heading = await screen.findByRole('heading', { level: 1, name }, LIST_LOAD);
  await waitFor(() => expect(heading).toHaveFocus());
}

const firstAssociadoRow = async () => {
  const table = await screen.findByRole('table', { name: 'Associados' }, LIST_LOAD);
  await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), LIST_LOAD);
  return within(within(table).getAllByRole('row')[1]!);
};

describe('a page opened inside the panel is announced at its heading', () => {
  it('leaves the first page loaded to the browser, which reads its title', async () => {
    await renderApp('/listas', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Listas' });
    await firstAssociadoRow();
    expect(document.body).toHaveFocus();
  });

  it('after signing in with the keyboard, the focus is on Listas', async () => {
    const { user, router } = await renderApp('/');
    await user.type(await screen.findByLabelText('CPF'), '11144477735');
    await user.type(screen.getByLabelText('Senha'), 'demo123{Enter}');
    await waitFor(() => expect(location(router)).toMatch(/^\/listas/), LIST_LOAD);
    await expectFocusOnHeading('Listas');
  });

  it("after a link to an associate's page, after Editar and after going back, the focus is on the new page's heading", async () => {
    const { user, router } = await renderApp('/listas', { signedIn: true });
    const row = await firstAssociadoRow();
    await user.click(row.getByRole('link', { name: 'Ver informações' }));
    await expectFocusOnHeading('Informações do associado');

    await user.click(await screen.findByRole('link', { name: 'Editar informações' }));
    await expectFocusOnHeading('Editar associado');

    await router.navigate(-1);
    await expectFocusOnHeading('Informações do associado');
    await router.navigate(-1);
    await expectFocusOnHeading('Listas');
  });

  it("keeps the focus where it is when only the list's view changes (a tab, the search)", async () => {
    const { user, router } = await renderApp('/listas', { signedIn: true });
    await firstAssociadoRow();
    const tab = screen.getByRole('tab', { name: 'Remessas' });
    await user.click(tab);
    await waitFor(() => expect(location(router)).toContain('type=shipments'));
    await screen.findByRole('table', { name: 'Remessas' }, LIST_LOAD);
    expect(tab).toHaveFocus();

    const search = screen.getByRole('searchbox');
    await user.type(search, 'Cartório{Enter}');
    await waitFor(() => expect(location(router)).toContain('Cart'));
    expect(search).toHaveFocus();
  });

  it('after leaving a form with unsaved changes through its question, the focus is on the page left to', async () => {
    const { user } = await renderApp('/usuarios/form/editar/1', { signedIn: true });
    await user.type(await screen.findByLabelText('Nome', {}, LIST_LOAD), ' Filho');
    await user.click(screen.getByRole('link', { name: /Voltar/ }));
    const question = await screen.findByRole('dialog', { name: 'Sair sem salvar?' });
    await user.click(within(question).getByRole('button', { name: 'Sair sem salvar' }));
    await expectFocusOnHeading('Listas');
  });

  it('after a save that goes to another page, the focus is on that page’s heading', async () => {
    const { user } = await renderApp('/usuarios/form/editar/1', { signedIn: true });
    const nome = await screen.findByLabelText('Nome', {}, LIST_LOAD);
    await user.type(nome, ' Filho');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));
    await expectFocusOnHeading('Listas');
  });
});
