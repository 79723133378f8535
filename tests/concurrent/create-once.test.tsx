import { screen, waitFor } from '@testing-library/react';
import { delay, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/http-client';
import { WRITE_TIMEOUT_ERROR_MESSAGE } from '@/lib/http/error-message';
import { db } from '@mocks/db';
import { mockRuntime, resetAnswers } from '@mocks/lib/runtime';
import { server } from '@mocks/node';
import { fillAssociado } from '../associados/associado-form-helpers';
import { formCases, novoAssociado } from '../hardening/faults/form-cases';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';

/**
 * Issue 22, item 5 and table row 4: a create (POST) done by the server but answered after the
 * time limit is never repeated blindly. The panel looks for the record through the searches:
 * found, it says it was created and opens it; not found, it says so and the form keeps everything
 * typed for another try. A write that got no answer never just says "tente novamente".
 *
 * msw/node's XMLHttpRequest stand-in never times out: as in tests/hardening/faults/no-answer.test.tsx
 * the client uses axios's fetch adapter here, with a test-sized time limit.
 */
const TEST_TIMEOUT_MS = 400;
const browserDefaults = {
  timeout: http.defaults.timeout,
  adapter: http.defaults.adapter,
  baseURL: http.defaults.baseURL,
};

beforeEach(() => {
  Object.assign(http.defaults, { timeout: TEST_TIMEOUT_MS, adapter: 'fetch', baseURL: window.location.origin });
});
afterEach(() => {
  Object.assign(http.defaults, browserDefaults);
  resetAnswers();
});

const formCase = (name: string) => formCases.find((form) => form.name === name)!;
const NOVA_REMESSA = formCase('Nova remessa');
const NOVO_USUARIO = formCase('Novo usuário');
const remessasNamed = (descricao: string) => db.remessas.findMany((q) => q.where({ descricao }));
const DESCRICAO = 'Fundo de apoio às serventias';

describe('a create answered after the time limit', () => {
  it('row 4: Nova remessa created on the server but answered late: one remessa, the person is told and it opens', async () => {
    mockRuntime.answers.atrasoAoCriarMs = TEST_TIMEOUT_MS * 5;
    const requests = captureRequests();
    const { user, router } = await renderApp('/remessas/form/cadastro', { signedIn: true });
    await NOVA_REMESSA.fill(user);
    await user.click(NOVA_REMESSA.submit());

    const alert = await screen.findByRole('dialog', { name: /Sucesso!/ }, { timeout: 4000 });
    expect(alert).toHaveTextContent(
      'A resposta do servidor não chegou a tempo, mas a remessa foi cadastrada. Ela está aberta aqui: confira os dados, sem cadastrar de novo.',
    );
    const [remessa] = remessasNamed(DESCRICAO);
    await waitFor(() => expect(location(router)).toBe(`/remessas/info/${remessa.remessaId}`));
    expect(remessasNamed(DESCRICAO)).toHaveLength(1);
    expect(requests.of('criarRemessa')).toHaveLength(1);
    expect(requests.of('buscarRemessas')[0].body).toMatchObject({ descricao: DESCRICAO, numPage: 1 });
  });

  it('Nova remessa whose POST never reached the server: not found, says so, keeps the form, and the next try creates one', async () => {
    server.use(mswHttp.post('*/api/remessas', () => HttpResponse.error(), { once: true }));
    const { user, router } = await renderApp('/remessas/form/cadastro', { signedIn: true });
    await NOVA_REMESSA.fill(user);
    await user.click(NOVA_REMESSA.submit());

    expect(await screen.findByRole('dialog', { name: /Erro!/ })).toHaveTextContent(
      'A resposta do servidor não chegou e nenhuma remessa com esta descrição e este vencimento foi encontrada: ela não foi cadastrada. Confira os dados e tente novamente.',
    );
    NOVA_REMESSA.expectKept();
    expect(remessasNamed(DESCRICAO)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'OK' }));
    await user.click(NOVA_REMESSA.submit());
    await waitFor(() => expect(location(router)).toMatch(/^\/remessas\/info\/\d+$/));
    expect(remessasNamed(DESCRICAO)).toHaveLength(1);
  });

  it('Novo usuário created but answered late: found by CPF, told, and its edit page opens; no second user', async () => {
    mockRuntime.answers.atrasoAoCriarMs = TEST_TIMEOUT_MS * 5;
    const { user, router } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await NOVO_USUARIO.fill(user);
    await user.click(NOVO_USUARIO.submit());

    expect(await screen.findByRole('dialog', { name: /Sucesso!/ }, { timeout: 4000 })).toHaveTextContent(
      'A resposta do servidor não chegou a tempo, mas o usuário foi cadastrado.',
    );
    const criados = db.usuarios.findMany((q) => q.where({ cpf: '52998224725' }));
    expect(criados).toHaveLength(1);
    await waitFor(() => expect(location(router)).toBe(`/usuarios/form/editar/${criados[0].usuarioId}`));
  });

  it('Novo associado created but answered late: found by CPF/CNPJ, told, and its page opens; no second associate', async () => {
    mockRuntime.answers.atrasoAoCriarMs = TEST_TIMEOUT_MS * 5;
    const { user, router } = await renderApp('/associados/form/cadastro', { signedIn: true });
    await screen.findByRole('heading', { name: 'Novo associado' });
    await fillAssociado(user, novoAssociado);
    await user.click(screen.getByRole('button', { name: 'Cadastrar associado' }));

    expect(await screen.findByRole('dialog', { name: /Sucesso!/ }, { timeout: 4000 })).toHaveTextContent(
      'A resposta do servidor não chegou a tempo, mas o associado foi cadastrado.',
    );
    const criados = db.associados.findMany((q) => q.where({ cpfCnpj: novoAssociado.cpfCnpj }));
    expect(criados).toHaveLength(1);
    await waitFor(() => expect(location(router)).toBe(`/associados/info/${criados[0].associadoId}`));
  });

  it('when the search cannot answer either, the message says the create may have happened, never just "tente novamente"', async () => {
    mockRuntime.answers.atrasoAoCriarMs = TEST_TIMEOUT_MS * 5;
    server.use(mswHttp.post('*/api/usuarios/busca', () => HttpResponse.error()));
    const { user } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await NOVO_USUARIO.fill(user);
    await user.click(NOVO_USUARIO.submit());

    expect(await screen.findByRole('dialog', { name: /Erro!/ }, { timeout: 4000 })).toHaveTextContent(
      WRITE_TIMEOUT_ERROR_MESSAGE,
    );
    expect(WRITE_TIMEOUT_ERROR_MESSAGE).toContain('A operação pode ter sido realizada');
    NOVO_USUARIO.expectKept();
  });

  it('an edit whose save got no answer in time says it may have been saved', async () => {
    server.use(
      mswHttp.put('*/api/usuarios', async () => {
        await delay('infinite');
        return HttpResponse.json({});
      }),
    );
    const edicao = formCase('Edição do usuário');
    const { user } = await renderApp(edicao.path, { signedIn: true });
    await edicao.fill(user);
    await user.click(edicao.submit());
    expect(await screen.findByRole('dialog', { name: /Erro!/ }, { timeout: 4000 })).toHaveTextContent(
      WRITE_TIMEOUT_ERROR_MESSAGE,
    );
    edicao.expectKept();
  });
});
