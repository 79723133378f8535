import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { delay, getResponse, http as mswHttp, HttpResponse } from 'msw';
import { handlers } from '@mocks/handlers';
import { criarRemessa } from '@/generated/api/remessas/remessas';
import { afterEach, describe, expect, it } from 'vitest';
import { http } from '@/lib/http/http-client';
import { WRITE_TIMEOUT_ERROR_MESSAGE } from '@/lib/http/error-message';
import { db } from '@mocks/db';
import { mockRuntime, resetAnswers } from '@mocks/lib/runtime';
import { server } from '@mocks/node';
import { fillAssociado } from '../associados/associado-form-helpers';
import { expectContractViolations } from '../expected-reports';
import { F5_BLOCK_PAGE } from '../gateway-pages';
import { formCases, novoAssociado } from '../hardening/faults/form-cases';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import { signInAsDemoUser } from '../auth';
import { dayFromToday } from '../remessas/remessa-helpers';
import { shortTimeLimit } from '../short-time-limit';

/**
 * A create (POST) done by the server but answered after the time limit is never repeated blindly.
 * The panel looks for the record through the searches: found, it says it was created and opens it;
 * not found, it says so and the form keeps everything typed for another try. A write that got no
 * answer never just says "tente novamente".
 *
 * msw/node's XMLHttpRequest stand-in never times out: as in
 * tests/hardening/faults/no-answer.test.tsx the client uses axios's fetch adapter here, with a
 * test-sized time limit.
 */
const TEST_TIMEOUT_MS = 400;
shortTimeLimit(TEST_TIMEOUT_MS);

afterEach(() => {
  resetAnswers();
});

const formCase = (name: string) => formCases.find((form) => form.name === name)!;
const NOVA_REMESSA = formCase('Nova remessa');
const NOVO_USUARIO = formCase('Novo usuário');

/**
 * Presses the form's submit again after an uncertain create: the panel asks first ("Cadastrar de
 * novo?", it may have worked); Cancelar leaves the error as it was, and nothing is sent.
 */
async function pressAgainAndCancel(user: UserEvent, form: (typeof formCases)[number]) {
  await user.click(form.submit());
  const question = await screen.findByRole('dialog', { name: 'Cadastrar de novo?' });
  expect(question).toHaveTextContent('pode ter dado certo');
  await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
  await screen.findByRole('dialog', { name: /Erro!/ });
}
const remessasNamed = (descricao: string) => db.remessas.findMany((q) => q.where({ descricao }));
const DESCRICAO = 'Fundo de apoio às serventias';
const vencimentoIso = dayFromToday(20).iso;
/** What Nova remessa's form (form-cases) sends. */
const NOVA_REMESSA_BODY = {
  descricao: DESCRICAO,
  observacao: 'Fundo 2030',
  paragrafoPersonalizado: 'Dúvidas: financeiro@anoreg.org.br',
  tipoRemessa: { tipoRemessaId: 2 as const, tipoRemessaNome: 'Arrecadação de Fundos' },
  dataVencimento: vencimentoIso,
  valorRemessa: 1234.5,
  tipoAssociado: { tipoAssociadoId: 2 as const, tipoAssociadoNome: 'Internos' },
};

describe('a create answered after the time limit', () => {
  it('Nova remessa created on the server but answered late: one remessa, the person is told and it opens', async () => {
    mockRuntime.answers.atrasoAoCriarMs = TEST_TIMEOUT_MS * 5;
    const requests = captureRequests();
    const { user, router } = await renderApp('/remessas/form/cadastro', { signedIn: true });
    await NOVA_REMESSA.fill(user);
    await user.click(NOVA_REMESSA.submit());

    const alert = await screen.findByRole('dialog', { name: /Sucesso!/ }, { timeout: 4000 });
    expect(alert).toHaveTextContent(
      'A resposta do servidor não confirmou o cadastro, mas a remessa foi cadastrada. Ela está aberta aqui: confira os dados, sem cadastrar de novo.',
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
      'A resposta do servidor não confirmou o cadastro e, procurada até quando já deveria aparecer, nenhuma remessa nova com estes dados foi encontrada: ela não foi cadastrada. Confira os dados e tente novamente.',
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
      'A resposta do servidor não confirmou o cadastro, mas o usuário foi cadastrado.',
    );
    const criados = db.usuarios.findMany((q) => q.where({ cpf: '52998224725' }));
    expect(criados).toHaveLength(1);
    await waitFor(() => expect(location(router)).toBe(`/usuarios/form/editar/${criados[0].usuarioId}`));
    // The message is read first; its OK leads to the page that opened behind it, at its heading.
    await user.click(within(screen.getByRole('dialog', { name: /Sucesso!/ })).getByRole('button', { name: 'OK' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Edição do usuário' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('Novo associado created but answered late: found by CPF/CNPJ, told, and its page opens; no second associate', async () => {
    mockRuntime.answers.atrasoAoCriarMs = TEST_TIMEOUT_MS * 5;
    const { user, router } = await renderApp('/associados/form/cadastro', { signedIn: true });
    await screen.findByRole('heading', { name: 'Novo associado' });
    await fillAssociado(user, novoAssociado);
    await user.click(screen.getByRole('button', { name: 'Cadastrar associado' }));

    expect(await screen.findByRole('dialog', { name: /Sucesso!/ }, { timeout: 4000 })).toHaveTextContent(
      'A resposta do servidor não confirmou o cadastro, mas o associado foi cadastrado.',
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
      'A resposta do servidor não confirmou o cadastro e não foi possível conferir se o usuário foi cadastrado. Ele pode ter sido: procure-o na lista de usuários pelo CPF antes de tentar de novo.',
    );
    NOVO_USUARIO.expectKept();
  });

  it('a hurried person who closes the message and presses again is asked first; no second user unless they confirm', async () => {
    mockRuntime.answers.atrasoAoCriarMs = TEST_TIMEOUT_MS * 5;
    server.use(mswHttp.post('*/api/usuarios/busca', () => HttpResponse.error()));
    const requests = captureRequests();
    const { user } = await renderApp('/usuarios/form/cadastro', { signedIn: true });
    await NOVO_USUARIO.fill(user);
    await user.click(NOVO_USUARIO.submit());
    await screen.findByRole('dialog', { name: /Erro!/ }, { timeout: 4000 });
    await user.click(screen.getByRole('button', { name: 'OK' }));

    await pressAgainAndCancel(user, NOVO_USUARIO);
    expect(requests.of('criarUsuario')).toHaveLength(1);
    expect(db.usuarios.findMany((q) => q.where({ cpf: '52998224725' }))).toHaveLength(1);
  });

  it('a hurried person who presses again after the searches got a gateway’s block page (200, HTML) is asked first; one remessa', async () => {
    const violations = expectContractViolations();
    mockRuntime.answers.atrasoAoCriarMs = TEST_TIMEOUT_MS * 5;
    server.use(mswHttp.post('*/api/remessas/busca', () => HttpResponse.html(F5_BLOCK_PAGE)));
    const requests = captureRequests();
    const { user } = await renderApp('/remessas/form/cadastro', { signedIn: true });
    await NOVA_REMESSA.fill(user);
    await user.click(NOVA_REMESSA.submit());
    const error = await screen.findByRole('dialog', { name: /Erro!/ }, { timeout: 4000 });
    expect(error).toHaveTextContent(
      'A resposta do servidor não confirmou o cadastro e não foi possível conferir se a remessa foi cadastrada. Ela pode ter sido: procure-a na lista de remessas pela descrição antes de tentar de novo.',
    );
    expect(error).not.toHaveTextContent('Request Rejected');
    await user.click(within(error).getByRole('button', { name: 'OK' }));

    await pressAgainAndCancel(user, NOVA_REMESSA);
    expect(requests.of('criarRemessa')).toHaveLength(1);
    expect(requests.of('buscarRemessas').length).toBeGreaterThan(0);
    expect(remessasNamed(DESCRICAO)).toHaveLength(1);
    expect(new Set(violations.map((violation) => violation.operationId))).toEqual(new Set(['buscarRemessas']));
  });

  it('a second press while the first create may still be landing waits for its deadline, looking, and says so; found, it opens: one remessa, never the question', async () => {
    // A time limit that leaves a person time to read the message and press again before the deadline (twice it).
    const limit = 1500;
    http.defaults.timeout = limit;
    // The POST lands after the time limit; the search is down once, at the moment the panel looks.
    server.use(
      mswHttp.post('*/api/remessas', async ({ request }) => {
        await delay(limit * 1.5);
        return getResponse(handlers, request);
      }),
    );
    const requests = captureRequests();
    const { user, router } = await renderApp('/remessas/form/cadastro', { signedIn: true });
    await NOVA_REMESSA.fill(user);
    await user.click(NOVA_REMESSA.submit());
    await waitFor(() => expect(requests.of('criarRemessa')).toHaveLength(1));
    server.use(mswHttp.post('*/api/remessas/busca', () => HttpResponse.error(), { once: true }));
    const error = await screen.findByRole('dialog', { name: /Erro!/ }, { timeout: 4000 });
    expect(error).toHaveTextContent('Ela pode ter sido');
    await user.click(within(error).getByRole('button', { name: 'OK' }));

    await user.click(NOVA_REMESSA.submit());
    expect(
      await screen.findByText(/^Conferindo se a remessa anterior foi cadastrada… até \d{2}:\d{2}:\d{2}$/),
    ).toHaveRole('status');
    const found = await screen.findByRole('dialog', { name: /Sucesso!/ }, { timeout: 6000 });
    expect(found).toHaveTextContent('a remessa foi cadastrada');
    expect(screen.queryByRole('dialog', { name: 'Cadastrar de novo?' })).not.toBeInTheDocument();
    const [remessa] = remessasNamed(DESCRICAO);
    await waitFor(() => expect(location(router)).toBe(`/remessas/info/${remessa.remessaId}`));
    expect(remessasNamed(DESCRICAO)).toHaveLength(1);
    expect(requests.of('criarRemessa')).toHaveLength(1);
  });

  it('an identical remessa that existed before the attempt is never taken for the one it did not create', async () => {
    await signInAsDemoUser();
    await criarRemessa(NOVA_REMESSA_BODY);
    server.use(mswHttp.post('*/api/remessas', () => HttpResponse.error(), { once: true }));
    const { user, router } = await renderApp('/remessas/form/cadastro', { signedIn: true });
    await NOVA_REMESSA.fill(user);
    await user.click(NOVA_REMESSA.submit());

    expect(await screen.findByRole('dialog', { name: /Erro!/ }, { timeout: 4000 })).toHaveTextContent(
      'nenhuma remessa nova com estes dados foi encontrada: ela não foi cadastrada.',
    );
    expect(location(router)).toBe('/remessas/form/cadastro');
    expect(remessasNamed(DESCRICAO)).toHaveLength(1);
  });

  it('the server receives the remessa after the time limit; the back-off search finds it (every field compared), one remessa', async () => {
    await signInAsDemoUser();
    // An identical remessa but for its value, and an identical one, created before: never taken for the new one.
    await criarRemessa({ ...NOVA_REMESSA_BODY, valorRemessa: 99 });
    await criarRemessa(NOVA_REMESSA_BODY);
    // The POST is held past the time limit before the server takes it: it lands after the timeout.
    server.use(
      mswHttp.post('*/api/remessas', async ({ request }) => {
        await delay(TEST_TIMEOUT_MS * 1.5);
        return getResponse(handlers, request);
      }),
    );
    const antes = remessasNamed(DESCRICAO).map((remessa) => remessa.remessaId);
    const { user, router } = await renderApp('/remessas/form/cadastro', { signedIn: true });
    await NOVA_REMESSA.fill(user);
    await user.click(NOVA_REMESSA.submit());

    expect(await screen.findByRole('dialog', { name: /Sucesso!/ }, { timeout: 6000 })).toHaveTextContent(
      'a remessa foi cadastrada',
    );
    const nova = remessasNamed(DESCRICAO).find((remessa) => !antes.includes(remessa.remessaId))!;
    await waitFor(() => expect(location(router)).toBe(`/remessas/info/${nova.remessaId}`));
    expect(remessasNamed(DESCRICAO)).toHaveLength(3);
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
