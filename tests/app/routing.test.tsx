import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getSession } from '@/lib/auth/session-store';
import { appPages, exampleAddress } from '../lib/app-routes';
import { location, renderApp } from '../render';

/** Every route of the router as it runs: a new screen is in these tests at once. */
const pages = appPages();

const routesInside = (element: string) =>
  pages.filter((page) => page.around.includes(element)).map((page) => exampleAddress(page.pattern));

const internalRoutes = [...routesInside('RequireSession'), '/listas?type=users'];

describe('routes and guards', () => {
  it.each(internalRoutes)('sends a signed-out user from %s to the sign-in page', async (path) => {
    const { router } = await renderApp(path);
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(location(router)).toBe('/');
  });

  it('takes a signed-in user from / to /listas', async () => {
    const { router } = await renderApp('/', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Listas' })).toBeInTheDocument();
    expect(location(router)).toBe('/listas');
  });

  it("shows a signed-in user the panel's frame while the page's code downloads", async () => {
    await renderApp('/associados/info/1', { signedIn: true });
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    expect(screen.getByRole('banner')).toHaveTextContent('Associação Nacional');
    expect(await screen.findByRole('button', { name: /^Menu do usuário/ })).toBeInTheDocument();
  });

  it('shows a signed-out visitor only the spinner while the sign-in page downloads', async () => {
    await renderApp('/');
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
  });

  it('keeps a signed-in user on the internal page they opened', async () => {
    const { router } = await renderApp('/remessas/form/cadastro', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Nova remessa' })).toBeInTheDocument();
    expect(location(router)).toBe('/remessas/form/cadastro');
  });

  it('guards the routes the spec has behind the sign-in, and clears a session before the public ones', () => {
    expect(internalRoutes).toEqual(
      expect.arrayContaining(['/listas', '/arrecadacao', '/associados/form/editar/122', '/remessas/info/36']),
    );
    expect(routesInside('ClearSessionFirst')).toEqual(
      expect.arrayContaining([
        '/esqueceu-senha',
        '/cadastrar-senha-associado/token-de-exemplo',
        '/cobranca/demo-disponivel',
      ]),
    );
  });

  it.each(routesInside('ClearSessionFirst'))('clears a stored session before opening %s', async (path) => {
    const { router } = await renderApp(path, { signedIn: true });
    await waitFor(() => expect(getSession()).toBeNull());
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    expect(location(router)).toBe(path);
  });

  it('shows the version in the footer of both layouts', async () => {
    await renderApp('/');
    expect(await screen.findByText('Versão 1.7.22')).toBeInTheDocument();
    await renderApp('/listas', { signedIn: true });
    expect(await screen.findAllByText('Versão 1.7.22')).not.toHaveLength(0);
  });

  it('shows the welcome banner on staff pages and hides it on associate-facing ones', async () => {
    const staff = await renderApp('/esqueceu-senha');
    expect(await screen.findByRole('region', { name: 'Boas-vindas' })).toBeInTheDocument();
    staff.unmount();
    await renderApp('/esqueceu-senha-associado');
    await screen.findByRole('heading', { name: 'Esqueceu sua senha?' });
    expect(screen.queryByRole('region', { name: 'Boas-vindas' })).not.toBeInTheDocument();
  });

  it('opens the Acessibilidade page to anyone: a visitor, and a signed-in user, whose session stays', async () => {
    const publicPages = pages
      .filter((page) => !page.around.some((element) => element === 'RequireSession' || element === 'ClearSessionFirst'))
      .map((page) => page.pattern);
    expect(publicPages).toContain('/acessibilidade');
    const visitor = await renderApp('/acessibilidade');
    expect(await screen.findByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeInTheDocument();
    visitor.unmount();
    const { router } = await renderApp('/acessibilidade', { signedIn: true });
    expect(await screen.findByRole('heading', { level: 1, name: 'Acessibilidade' })).toBeInTheDocument();
    expect(location(router)).toBe('/acessibilidade');
    expect(getSession()).not.toBeNull();
  });

  it('signs out from the user menu and returns to /', async () => {
    const { user, router } = await renderApp('/listas', { signedIn: true });
    await user.click(await screen.findByRole('button', { name: /Menu do usuário/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair da conta' }));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(location(router)).toBe('/');
    expect(getSession()).toBeNull();
  });
});
