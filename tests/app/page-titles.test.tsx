import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { appPages, exampleAddress, isSignedIn, type AppPage as Page } from '../lib/app-routes';
import { location, renderApp } from '../render';

const pages = appPages();
const titleOf = (page: Page) => (page.handle as { title?: unknown } | undefined)?.title;
const addressOf = (page: Page) =>
  page.pattern.endsWith('*') ? '/endereco-que-nao-existe' : exampleAddress(page.pattern);

describe("each page's title", () => {
  it('is given by every route of the router, in its handle, so a new screen without one fails here', () => {
    expect(pages.length).toBeGreaterThanOrEqual(19);
    const untitled = pages.filter((page) => typeof titleOf(page) !== 'string' || !(titleOf(page) as string).trim());
    expect(
      untitled.map((page) => page.pattern),
      "give these routes `handle: { title: '<the page's heading>' }` in src/app/router.tsx",
    ).toEqual([]);
  });

  it('is its own: no two pages share one, but the staff and associate forms of the same password page', () => {
    const screenOf = (page: Page) => page.pattern.replace('-associado', '');
    const shared = pages.filter((page) =>
      pages.some((other) => titleOf(other) === titleOf(page) && screenOf(other) !== screenOf(page)),
    );
    expect(shared.map((page) => `${page.pattern}: ${String(titleOf(page))}`)).toEqual([]);
  });

  it.each(pages.map((page) => [addressOf(page), page] as const))(
    '%s: is the page’s main heading, then the panel',
    async (address, page) => {
      await renderApp(address, { signedIn: isSignedIn(page) });
      const heading = await screen.findByRole('heading', { level: 1, name: titleOf(page) as string });
      const name = heading.textContent!;
      // A record's page adds its name once the record is there.
      const panel = ' · Painel da Associação';
      await waitFor(() => {
        const withName = document.title.startsWith(`${name} — `) && document.title.endsWith(panel);
        expect(withName ? document.title : `${name}${panel}`).toBe(document.title);
      });
    },
  );

  it("adds the record's name once loaded, and the next page has only its own", async () => {
    const associado = db.associados.findFirst((q) => q.where({ associadoId: 1 }))!;
    const { user, router } = await renderApp('/associados/info/1', { signedIn: true });
    await waitFor(() =>
      expect(document.title).toBe(`Informações do associado — ${associado.nome} · Painel da Associação`),
    );

    await user.click(await screen.findByRole('link', { name: 'Editar informações' }));
    await waitFor(() => expect(document.title).toBe(`Editar associado — ${associado.nome} · Painel da Associação`));

    await user.click(screen.getByRole('link', { name: /Voltar para as informações do associado/ }));
    await screen.findByRole('heading', { name: 'Informações do associado' });
    await user.click(screen.getByRole('link', { name: /Voltar para a lista de associados/ }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
    await waitFor(() => expect(document.title).toBe('Listas · Painel da Associação'));
  });

  it('is the not-found page’s own for an unknown address', async () => {
    await renderApp('/nada-aqui');
    await waitFor(() => expect(document.title).toBe('Página não encontrada · Painel da Associação'));
  });
});
