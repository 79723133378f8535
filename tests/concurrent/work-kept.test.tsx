import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { SituacaoRemessaId } from '@/generated/model';
import { section } from '../associados/associado-form-helpers';
import { selectedText } from '../form-controls';
import { dialog, seededRemessa } from '../remessas/remessa-helpers';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';

/** What a person typed is not dropped by Sair da conta, a failed Reenviar or a late CEP answer. */

describe('Sair da conta with unsaved changes asks first, as leaving the page does', () => {
  const openMenu = async (user: Awaited<ReturnType<typeof renderApp>>['user']) => {
    await user.click(screen.getByRole('button', { name: /Menu do usuário/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sair da conta' }));
  };

  it('Cancelar keeps the session and everything typed; Sair sem salvar signs out', async () => {
    const { user, router } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await user.type(await screen.findByLabelText('Nome'), 'Joana Prado');

    await openMenu(user);
    const pergunta = await dialog('Sair sem salvar?');
    expect(pergunta).toHaveTextContent(
      'As alterações feitas neste formulário ainda não foram salvas e serão perdidas.',
    );
    await user.click(within(pergunta).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location(router)).toBe('/usuarios/form/cadastro');
    expect(screen.getByLabelText('Nome')).toHaveValue('Joana Prado');

    await openMenu(user);
    await user.click(within(await dialog('Sair sem salvar?')).getByRole('button', { name: 'Sair sem salvar' }));
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(location(router)).toBe('/');
  });

  it('without changes it signs out at once', async () => {
    const { user, router } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await screen.findByLabelText('Nome');
    await openMenu(user);
    await screen.findByRole('heading', { name: 'Entrar' });
    expect(location(router)).toBe('/');
  });
});

describe('the Reenviar message stays when the call fails', () => {
  it('the message typed comes back in the dialog, and is the one sent on the next try', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ERRO_NO_ENVIO);
    server.use(
      http.get(
        '*/api/remessas/filadeenvio/:id',
        () => HttpResponse.json({ message: 'Fila indisponível.' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const requests = captureRequests();
    const { user } = await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    const mensagem = 'Corrigimos o endereço de e-mail.';

    await user.click(await screen.findByRole('button', { name: 'Reenviar' }));
    let confirmacao = await dialog('Reenviar remessa');
    await user.type(within(confirmacao).getByLabelText('Mensagem (opcional)'), mensagem);
    await user.click(within(confirmacao).getByRole('button', { name: 'Reenviar' }));
    const erro = await dialog(/Erro!/);
    expect(erro).toHaveTextContent('Fila indisponível.');
    await user.click(within(erro).getByRole('button', { name: 'OK' }));

    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    confirmacao = await dialog('Reenviar remessa');
    expect(within(confirmacao).getByLabelText('Mensagem (opcional)')).toHaveValue(mensagem);
    await user.click(within(confirmacao).getByRole('button', { name: 'Reenviar' }));
    await dialog(/Sucesso!/);
    expect(requests.of('definirMensagemReenvioRemessa').map((request) => request.body)).toEqual([
      { msgReenvio: mensagem },
      { msgReenvio: mensagem },
    ]);
  });
});

describe('the CEP lookup fills only what is empty or untouched, and never empties a field', () => {
  /** The postal-code service answers `answer` only when released. */
  function lateCepAnswer(answer: Record<string, unknown>) {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/cep/v1/:cep', async ({ params }) => {
        await released;
        return HttpResponse.json({ cep: params.cep, ...answer });
      }),
    );
    return () => release();
  }

  it('a street typed while the answer was on its way stays; the empty fields are filled', async () => {
    const release = lateCepAnswer({
      state: 'DF',
      city: 'Brasília',
      neighborhood: 'Zona Cívico-Administrativa',
      street: 'Praça dos Três Poderes',
    });
    const { user } = await renderApp('/associados/form/cadastro', { signedIn: true });
    await screen.findByRole('region', { name: 'Endereço' });
    const endereco = section('Endereço');
    await user.type(await endereco.findByLabelText('CEP'), '70150900');
    await user.tab();
    await user.type(endereco.getByLabelText('Logradouro'), 'Rua que digitei');
    release();

    await waitFor(() => expect(endereco.getByLabelText('Cidade')).toHaveValue('Brasília'));
    expect(endereco.getByLabelText('Logradouro')).toHaveValue('Rua que digitei');
    expect(endereco.getByLabelText('Bairro')).toHaveValue('Zona Cívico-Administrativa');
    expect(selectedText(endereco.getByLabelText('UF'))).toBe('DF');
  });

  it('the CEP of a whole city (no street, no neighbourhood) keeps the street and neighbourhood the form had', async () => {
    const associado = db.associados.all()[0];
    const release = lateCepAnswer({ state: 'SP', city: 'Campinas', neighborhood: null, street: null });
    const { user } = await renderApp(`/associados/form/editar/${associado.associadoId}`, { signedIn: true });
    await screen.findByRole('region', { name: 'Endereço' });
    const endereco = section('Endereço');
    const cep = await endereco.findByLabelText('CEP');
    await waitFor(() => expect(endereco.getByLabelText('Logradouro')).toHaveValue(associado.endereco.logradouro));
    await user.clear(cep);
    await user.type(cep, '13000000');
    await user.tab();
    release();

    await waitFor(() => expect(endereco.getByLabelText('Cidade')).toHaveValue('Campinas'));
    expect(endereco.getByLabelText('Logradouro')).toHaveValue(associado.endereco.logradouro);
    expect(endereco.getByLabelText('Bairro')).toHaveValue(associado.endereco.bairro);
    expect(selectedText(endereco.getByLabelText('UF'))).toBe('SP');
  });
});
