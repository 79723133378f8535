import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { timings } from '@/config/app';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import { findTable, rowTexts } from './listas-helpers';
import { chooseOption, selectedText } from '../form-controls';

describe('/listas', () => {
  it('opens on Associados, with the tabs Associados, Remessas and Usuários', async () => {
    await renderApp('/listas', { signedIn: true });
    expect(await screen.findByRole('heading', { name: 'Listas', level: 1 })).toBeInTheDocument();
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Associados', 'Remessas', 'Usuários']);
    expect(screen.getByRole('tab', { name: 'Associados' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Associados' })).toBeInTheDocument();
    expect(await findTable('Associados')).toBeInTheDocument();
  });

  it('writes the tab to ?type= once the underline has slid (about 160 ms)', async () => {
    const { user, router } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    const clickedAt = Date.now();
    // A synchronous click: the underline moves at once, the URL only after the slide.
    fireEvent.click(screen.getByRole('tab', { name: 'Usuários' }));
    expect(screen.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
    expect(location(router)).toBe('/listas');
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
    expect(Date.now() - clickedAt).toBeGreaterThanOrEqual(timings.tabIndicatorMs - 10);
    expect(await findTable('Usuários')).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'Usuários' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Remessas' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=shipments'));
    expect(await findTable('Remessas')).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user, router } = await renderApp('/listas?type=shipments', { signedIn: true });
    await findTable('Remessas');
    screen.getByRole('tab', { name: 'Remessas' }).focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Usuários' })).toHaveFocus();
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(location(router)).toBe('/listas?type=associates'));
  });

  it('treats an unknown type as associates', async () => {
    await renderApp('/listas?type=outra', { signedIn: true });
    expect(await screen.findByRole('tab', { name: 'Associados' })).toHaveAttribute('aria-selected', 'true');
    expect(await findTable('Associados')).toBeInTheDocument();
  });

  it('restores a pasted link: tab, search, filter, page and page size', async () => {
    const requests = captureRequests();
    await renderApp('/listas?type=users&q=ana&profile=admin&page=2&size=25', { signedIn: true });
    await waitFor(() =>
      expect(requests.of('buscarUsuarios')[0]?.body).toEqual({
        descricao: 'ana',
        tipoUsuario: 'admin',
        numPage: 2,
        numRows: 25,
      }),
    );
    expect(screen.getByRole('tab', { name: 'Usuários' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Pesquisar usuários')).toHaveValue('ana');
    expect(selectedText('Perfil')).toBe('Gestão');
  });

  it('restores the members list state with several filters', async () => {
    const requests = captureRequests();
    await renderApp('/listas?type=associates&q=S%C3%A3o&filter=Cidade&filter=Cart%C3%B3rio&size=30&page=2', {
      signedIn: true,
    });
    await waitFor(() =>
      expect(requests.of('buscarAssociados')[0]?.body).toEqual({
        descricao: 'São',
        filtros: ['Cidade', 'Cartório'],
        numPage: 2,
        numRows: 30,
      }),
    );
    const chips = await screen.findByRole('list', { name: 'Filtros aplicados' });
    expect(
      within(chips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cidade', 'Cartório', 'Limpar filtros']);
    expect(selectedText('Itens por página')).toBe('30');
  });

  it('follows back and forward: page, search and tab', async () => {
    const requests = captureRequests();
    const { user, router } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Paginação dos associados' })).getByRole('button', {
        name: 'Página 2',
      }),
    );
    await waitFor(() => expect(location(router)).toBe('/listas?page=2'));
    await user.type(screen.getByLabelText('Pesquisar associados'), 'Silva{Enter}');
    await waitFor(() => expect(location(router)).toBe('/listas?q=Silva'));
    await user.click(screen.getByRole('tab', { name: 'Remessas' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=shipments'));
    await findTable('Remessas');

    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'Associados' })).toHaveAttribute('aria-selected', 'true'),
    );
    expect(await findTable('Associados')).toBeInTheDocument();
    expect(screen.getByLabelText('Pesquisar associados')).toHaveValue('Silva');

    await router.navigate(-1);
    await waitFor(() => expect(location(router)).toBe('/listas?page=2'));
    await waitFor(() => expect(screen.getByLabelText('Pesquisar associados')).toHaveValue(''));
    await waitFor(() =>
      expect(
        within(screen.getByRole('navigation', { name: 'Paginação dos associados' })).getByRole('button', {
          name: 'Página 2',
        }),
      ).toHaveAttribute('aria-current', 'true'),
    );

    await router.navigate(1);
    await waitFor(() => expect(screen.getByLabelText('Pesquisar associados')).toHaveValue('Silva'));
    expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ descricao: 'Silva', numPage: 1 });
  });

  it('keeps a search with digits (a CPF) out of the address, and still restores it on back/forward', async () => {
    const alvo = db.associados.all()[3];
    const requests = captureRequests();
    const { user, router } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await user.type(screen.getByLabelText('Pesquisar associados'), `${alvo.cpfCnpj}{Enter}`);
    await waitFor(() =>
      expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ descricao: alvo.cpfCnpj, numPage: 1 }),
    );
    expect(location(router)).toBe('/listas');
    expect(location(router)).not.toMatch(/\d/);

    await user.click(screen.getByRole('tab', { name: 'Remessas' }));
    await findTable('Remessas');
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByLabelText('Pesquisar associados')).toHaveValue(alvo.cpfCnpj));
    expect(location(router)).not.toMatch(/\d/);
    await waitFor(() =>
      expect(requests.of('buscarAssociados').at(-1)?.body).toMatchObject({ descricao: alvo.cpfCnpj }),
    );
  });

  it('pulls a page beyond the last back to the last one', async () => {
    const requests = captureRequests();
    const { router } = await renderApp('/listas?type=shipments&page=99', { signedIn: true });
    await waitFor(() => expect(requests.of('buscarRemessas')[0]?.body).toMatchObject({ numPage: 99 }));
    const total = db.remessas.all().length;
    const lastPage = Math.ceil(total / 10);
    await waitFor(() => expect(location(router)).toBe(`/listas?type=shipments&page=${lastPage}`));
    const table = await findTable('Remessas');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(total - (lastPage - 1) * 10 + 1));
  });

  it('checks the server again when a list is opened again (back from a form)', async () => {
    const { router } = await renderApp('/listas', { signedIn: true });
    const table = await findTable('Associados');
    const [primeiro = ''] = rowTexts(table)[0]!;
    const record = db.associados.all().find((associado) => associado.nome === primeiro)!;
    await router.navigate(`/associados/form/editar/${record.associadoId}`);
    await waitFor(() => expect(screen.queryByRole('tablist', { name: 'Listas' })).not.toBeInTheDocument());
    await db.associados.update((q) => q.where({ associadoId: record.associadoId }), {
      data: (associado) => void (associado.nome = `${primeiro} (editado)`),
    });
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Associados' })).toHaveTextContent(`${primeiro} (editado)`),
    );
  });

  it('starts a tab afresh: the other list’s state is not carried over', async () => {
    const { user, router } = await renderApp('/listas?q=Silva&size=25', { signedIn: true });
    await findTable('Associados');
    await user.click(screen.getByRole('tab', { name: 'Usuários' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
    expect(await screen.findByLabelText('Pesquisar usuários')).toHaveValue('');
    await chooseOption(user, 'Perfil', 'Gestão');
    await waitFor(() => expect(location(router)).toBe('/listas?type=users&profile=admin'));
  });
});
