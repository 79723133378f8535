import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getSession } from '@/lib/auth/session-store';
import { location, renderApp } from '../render';

const LIST_LOAD = { timeout: 5000 };

describe("links to the page's blocks, with eMAG's access keys", () => {
  it('are the first stops of Tab on a signed-in page: the content (Alt+1), the menu (Alt+2) and the search (Alt+3)', async () => {
    const { user } = await renderApp('/listas', { signedIn: true });
    await screen.findByRole('searchbox', {}, LIST_LOAD);
    await user.tab();
    const conteudo = screen.getByRole('link', { name: 'Ir para o conteúdo' });
    expect(conteudo).toHaveFocus();
    expect(conteudo).toHaveAttribute('accesskey', '1');
    await user.tab();
    const menu = screen.getByRole('link', { name: 'Ir para o menu' });
    expect(menu).toHaveFocus();
    expect(menu).toHaveAttribute('accesskey', '2');
    await user.tab();
    const busca = screen.getByRole('link', { name: 'Ir para a busca' });
    expect(busca).toHaveFocus();
    expect(busca).toHaveAttribute('accesskey', '3');

    await user.keyboard('{Enter}');
    expect(screen.getByRole('searchbox')).toHaveFocus();
    await user.click(menu);
    expect(screen.getByRole('navigation', { name: 'Painel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'Arrecadação' })).toHaveFocus();
    await user.click(conteudo);
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('main')).toContainElement(document.activeElement as HTMLElement);
  });

  it('answer Alt+1, Alt+2 and Alt+3 off a Mac, from anywhere on the page but a dialog or a field where they may type', async () => {
    const { user } = await renderApp('/listas', { signedIn: true });
    const search = await screen.findByRole('searchbox', {}, LIST_LOAD);
    expect(screen.getByRole('link', { name: 'Ir para o conteúdo' })).toHaveAttribute('aria-keyshortcuts', 'Alt+1');
    await user.keyboard('{Alt>}2{/Alt}');
    expect(screen.getByRole('navigation', { name: 'Painel' })).toHaveFocus();
    // Control+Alt off a Mac is AltGr, the key of ¹ ² ³ on Brazilian keyboards.
    await user.keyboard('{Control>}{Alt>}1{/Alt}{/Control}');
    expect(screen.getByRole('navigation', { name: 'Painel' })).toHaveFocus();
    await user.keyboard('{Alt>}1{/Alt}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.keyboard('{Alt>}3{/Alt}');
    expect(search).toHaveFocus();
    // In a field the keys may type (AltGr, an input method): the browser's own accesskey answers there.
    await user.keyboard('{Alt>}1{/Alt}');
    expect(search).toHaveFocus();

    const table = await screen.findByRole('table', { name: 'Associados' }, LIST_LOAD);
    await waitFor(() => expect(within(table).getAllByRole('row').length).toBeGreaterThan(1), LIST_LOAD);
    await user.click(within(table).getAllByRole('button', { name: /^(Inativar|Ativar)$/ })[0]!);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    const focused = document.activeElement;
    await user.keyboard('{Alt>}1{/Alt}');
    expect(document.activeElement).toBe(focused);
  });

  it('answer Control+Option+1, 2 and 3 on a Mac, never Option alone, which types ¡ ™ £', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    );
    const { user } = await renderApp('/listas', { signedIn: true });
    const search = await screen.findByRole('searchbox', {}, LIST_LOAD);
    expect(screen.getByRole('link', { name: 'Ir para o conteúdo' })).toHaveAttribute(
      'aria-keyshortcuts',
      'Control+Alt+1',
    );
    expect(screen.getByRole('link', { name: 'Ir para o menu' })).toHaveAttribute('aria-keyshortcuts', 'Control+Alt+2');
    await user.keyboard('{Alt>}2{/Alt}');
    expect(screen.getByRole('navigation', { name: 'Painel' })).not.toHaveFocus();
    await user.keyboard('{Control>}{Alt>}2{/Alt}{/Control}');
    expect(screen.getByRole('navigation', { name: 'Painel' })).toHaveFocus();
    await user.keyboard('{Control>}{Alt>}1{/Alt}{/Control}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.keyboard('{Control>}{Alt>}3{/Alt}{/Control}');
    expect(search).toHaveFocus();
    await user.keyboard('{Control>}{Alt>}1{/Alt}{/Control}');
    expect(search).toHaveFocus();
  });

  it("offer on a page without a search of its own the header's search", async () => {
    const { user } = await renderApp('/arrecadacao', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Arrecadação' });
    expect(screen.getByRole('link', { name: 'Ir para o conteúdo' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para o menu' })).toBeInTheDocument();
    // The link comes with the header's search, which may be drawn after the page's heading.
    await user.click(await screen.findByRole('link', { name: 'Ir para a busca' }));
    expect(await screen.findByRole('combobox', { name: 'Buscar no painel' })).toHaveFocus();
  });

  it('take a public page straight to its content; it has no menu', async () => {
    const { user } = await renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Entrar' });
    await user.tab();
    expect(screen.getByRole('link', { name: 'Ir para o conteúdo' })).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Ir para o menu' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ir para a busca' })).not.toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('CPF')).toHaveFocus();
  });
});

describe('the Acessibilidade page', () => {
  it('opens from the footer of the sign-in page and says how to use the panel', async () => {
    const { user, router } = await renderApp('/');
    await user.click(within(await screen.findByRole('contentinfo')).getByRole('link', { name: 'Acessibilidade' }));
    await waitFor(() => expect(location(router)).toBe('/acessibilidade'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Acessibilidade' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Acessibilidade · Painel da Associação');
    const main = within(screen.getByRole('main'));
    expect(main.getByText(/Lei nº 13\.146\/2015, art\. 63/)).toBeInTheDocument();
    expect(main.getByRole('heading', { name: 'Teclas de acesso' })).toBeInTheDocument();
    expect(main.getByText(/Ir para o conteúdo;/)).toBeInTheDocument();
    expect(main.getByText(/Ir para o menu/)).toBeInTheDocument();
    expect(main.getByText(/Ir para a busca/)).toBeInTheDocument();
  });

  it('opens from the panel’s footer without ending the session', async () => {
    const { user, router } = await renderApp('/arrecadacao', { signedIn: true });
    await screen.findByRole('heading', { level: 1, name: 'Arrecadação' });
    await user.click(within(screen.getByRole('contentinfo')).getByRole('link', { name: 'Acessibilidade' }));
    await screen.findByRole('heading', { level: 1, name: 'Acessibilidade' });
    expect(location(router)).toBe('/acessibilidade');
    expect(getSession()).not.toBeNull();
    await user.click(screen.getByRole('link', { name: 'Voltar ao início' }));
    await screen.findByRole('heading', { level: 1, name: 'Listas' }, LIST_LOAD);
  });
});
