import { screen, waitFor, within } from '@testing-library/react';
import { delay, getResponse, http as mswHttp, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { handlers } from '@mocks/handlers';
import { searchAssociados } from '@mocks/handlers/associados';
import { mockRuntime } from '@mocks/lib/runtime';
import { server } from '@mocks/node';
import { NOT_SENT } from '@/lib/batch/run-batch';
import { onAppEvent } from '@/lib/app-events';
import { http } from '@/lib/http/http-client';
import { formatCount } from '@/utils/br/numbers';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import { catchDownloads, csvLinesOf, findTable } from './listas-helpers';
import {
  batchPanel,
  chooseRows,
  confirmAction,
  pressAction,
  reportRows,
  selectAllOf,
  selectionStatus,
} from './selection-helpers';

/*
 * Inativar, Ativar and Exportar selecionados of many associates, through the batch engine: what the
 * person sees (the confirm, the progress, the report) and what the server receives.
 */

const firstPage = (numRows = 10) => searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows }).data;
const ativoNoBanco = (associadoId: number) => db.associados.findFirst((q) => q.where({ associadoId }))!.ativo;
/** A colleague's change in another browser: the server's record changes, this screen's list does not. */
const colleagueSets = (associadoId: number, ativo: boolean) =>
  db.associados.update((q) => q.where({ associadoId }), { data: (record) => void (record.ativo = ativo) });
/** The status of every answer the mock gives from now on, by path. */
function answersHeard() {
  const heard: { path: string; status: number }[] = [];
  server.events.on('response:mocked', ({ request, response }) =>
    heard.push({ path: new URL(request.url).pathname, status: response.status }),
  );
  return heard;
}
const reportOf = async (title: string) =>
  Object.fromEntries((await reportRows(title)).map(([nome, ...rest]) => [nome, rest]));

afterEach(() => {
  mockRuntime.latency = { min: 0, max: 0 };
});

describe('Inativar and Ativar of the chosen associates', () => {
  it('asks once with the count, and leaves alone an associate a colleague inactivated meanwhile', async () => {
    const ativos = firstPage()
      .filter((associado) => associado.ativo)
      .slice(0, 3);
    const [colega, ...outros] = ativos;
    const requests = captureRequests();
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await chooseRows(
      user,
      ativos.map((associado) => associado.nome),
    );
    await colleagueSets(colega!.associadoId, false);

    await pressAction(user, 'Inativar');
    const confirm = await screen.findByRole('dialog', { name: 'Inativar 3 associados?' });
    expect(confirm).toHaveTextContent(
      'Os 3 associados selecionados serão inativados. Quem já estiver inativo quando chegar a sua vez fica como está, e o relatório diz quem.',
    );
    await confirmAction(user, confirm, 'Inativar');

    const report = await reportOf('Inativar associados');
    expect(report[colega!.nome]).toEqual(['Ignorado', 'Já tinha sido inativado por outra pessoa.']);
    outros.forEach((associado) => expect(report[associado.nome]).toEqual(['Feito', '']));
    expect(screen.getByText(/Inativar associados: concluído\. 2 feitos · 1 ignorado · 0 com falha\./)).toBeVisible();
    expect(
      requests
        .of('alternarAtivoAssociado')
        .map((request) => new URL(request.url).pathname)
        .sort(),
    ).toEqual(outros.map((associado) => `/api/associados/ativar/${associado.associadoId}`).sort());
    ativos.forEach((associado) => expect(ativoNoBanco(associado.associadoId)).toBe(false));
  });

  it('Ativar leaves an associate chosen inactive that a colleague activated, and one that is already active', async () => {
    const [inativo, ativo] = firstPage().filter((associado) => associado.ativo);
    await colleagueSets(inativo!.associadoId, false);
    const requests = captureRequests();
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await chooseRows(user, [inativo!.nome, ativo!.nome]);
    await colleagueSets(inativo!.associadoId, true);

    await pressAction(user, 'Ativar');
    await confirmAction(user, await screen.findByRole('dialog', { name: 'Ativar 2 associados?' }), 'Ativar');

    const report = await reportOf('Ativar associados');
    expect(report[inativo!.nome]).toEqual(['Ignorado', 'Já tinha sido ativado por outra pessoa.']);
    expect(report[ativo!.nome]).toEqual(['Ignorado', 'Já estava ativo.']);
    expect(ativoNoBanco(inativo!.associadoId)).toBe(true);
    // Neither is toggled: the one the colleague activated would be flipped back to inactive.
    expect(requests.of('alternarAtivoAssociado')).toEqual([]);
  });

  it('after Selecionar todos, reads the associates where the search found them, ten a call, right before their toggles', async () => {
    const requests = captureRequests();
    const { user } = await renderApp(`/listas?q=${encodeURIComponent('Cartório')}&size=50`, { signedIn: true });
    await findTable('Associados');
    const cartorios = searchAssociados({ descricao: 'Cartório', filtros: [], numPage: 1, numRows: 500 }).data;
    expect(cartorios.length).toBeGreaterThan(50);
    await selectAllOf(user, cartorios.length);

    await pressAction(user, 'Inativar');
    await confirmAction(
      user,
      await screen.findByRole('dialog', { name: `Inativar ${cartorios.length} associados?` }),
      'Inativar',
    );
    await reportRows('Inativar associados');

    // The list reads pages of 50 and Selecionar todos every row at once: these are the windows.
    const windowReads = requests
      .of('buscarAssociados')
      .filter((request) => ![50, cartorios.length].includes((request.body as { numRows: number }).numRows));
    expect(windowReads.length).toBe(Math.ceil(cartorios.length / 10));
    windowReads.forEach((request) => expect(request.body).toMatchObject({ descricao: 'Cartório', filtros: [] }));
    expect(requests.of('obterAssociado')).toHaveLength(0);
    expect(requests.of('alternarAtivoAssociado')).toHaveLength(cartorios.filter((associado) => associado.ativo).length);
    cartorios.forEach((associado) => expect(ativoNoBanco(associado.associadoId)).toBe(false));
  });

  it('reports an associate deleted meanwhile as skipped, and does the others', async () => {
    const [apagado, outro] = firstPage().filter((associado) => associado.ativo);
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await chooseRows(user, [apagado!.nome, outro!.nome]);
    db.associados.delete((q) => q.where({ associadoId: apagado!.associadoId }));

    await pressAction(user, 'Inativar');
    await confirmAction(user, await screen.findByRole('dialog', { name: 'Inativar 2 associados?' }), 'Inativar');

    const report = await reportOf('Inativar associados');
    expect(report[apagado!.nome]).toEqual(['Ignorado', 'Já tinha sido excluído por outra pessoa.']);
    expect(report[outro!.nome]).toEqual(['Feito', '']);
  });

  it('reports a failure in the middle in the server’s words; Tentar de novo os que falharam does it, once', async () => {
    const ativos = firstPage()
      .filter((associado) => associado.ativo)
      .slice(0, 4);
    const falha = ativos[2]!;
    server.use(
      mswHttp.get(
        `*/api/associados/ativar/${falha.associadoId}`,
        () => HttpResponse.json({ message: 'Falha ao gravar o status.' }, { status: 500 }),
        { once: true },
      ),
    );
    const requests = captureRequests();
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await chooseRows(
      user,
      ativos.map((associado) => associado.nome),
    );
    await pressAction(user, 'Inativar');
    await confirmAction(user, await screen.findByRole('dialog', { name: 'Inativar 4 associados?' }), 'Inativar');

    const report = await reportOf('Inativar associados');
    expect(report[falha.nome]).toEqual(['Falhou', 'Falha ao gravar o status.']);
    expect(screen.getByText('Inativar associados: concluído. 3 feitos · 0 ignorados · 1 com falha.')).toBeVisible();
    expect(ativoNoBanco(falha.associadoId)).toBe(true);
    // What failed stays chosen; the rest leave the choice.
    expect(selectionStatus()).toHaveTextContent('1 associado selecionado');

    await user.click(screen.getByRole('button', { name: 'Tentar de novo os que falharam' }));
    expect(await reportOf('Inativar associados')).toEqual({ [falha.nome]: ['Feito', ''] });
    expect(ativoNoBanco(falha.associadoId)).toBe(false);
    expect(requests.of('alternarAtivoAssociado')).toHaveLength(5);
    expect(selectionStatus()).toHaveTextContent('Nenhum associado selecionado');
  });

  it('waits when the server is busy (503, Retry-After) and goes on, each toggled once', async () => {
    const ativos = firstPage()
      .filter((associado) => associado.ativo)
      .slice(0, 3);
    const answers = answersHeard();
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await chooseRows(
      user,
      ativos.map((associado) => associado.nome),
    );
    mockRuntime.answers.indisponiveis = 2;
    await pressAction(user, 'Inativar');
    await confirmAction(user, await screen.findByRole('dialog', { name: 'Inativar 3 associados?' }), 'Inativar');

    const report = await reportOf('Inativar associados');
    expect(Object.values(report)).toEqual([
      ['Feito', ''],
      ['Feito', ''],
      ['Feito', ''],
    ]);
    ativos.forEach((associado) => expect(ativoNoBanco(associado.associadoId)).toBe(false));
    // Two calls refused, asked again after the second the server asked for.
    expect(answers.filter(({ status }) => status === 503)).toHaveLength(2);
    expect(
      answers.filter(({ path, status }) => path.startsWith('/api/associados/ativar/') && status === 200),
    ).toHaveLength(3);
  });

  it('a toggle whose answer came after the time limit, but was done, is looked up and counted once', async () => {
    const browserDefaults = {
      timeout: http.defaults.timeout,
      adapter: http.defaults.adapter,
      baseURL: http.defaults.baseURL,
    };
    Object.assign(http.defaults, { timeout: 300, adapter: 'fetch', baseURL: window.location.origin });
    try {
      const [alvo] = firstPage().filter((associado) => associado.ativo);
      server.use(
        mswHttp.get(
          `*/api/associados/ativar/${alvo!.associadoId}`,
          async ({ request }) => {
            const answer = await getResponse(handlers, request);
            await delay(900);
            return answer;
          },
          { once: true },
        ),
      );
      const requests = captureRequests();
      const { user } = await renderApp('/listas', { signedIn: true });
      await findTable('Associados');
      await chooseRows(user, [alvo!.nome]);
      await pressAction(user, 'Inativar');
      await confirmAction(user, await screen.findByRole('dialog', { name: 'Inativar 1 associado?' }), 'Inativar');

      expect(await reportOf('Inativar associados')).toEqual({ [alvo!.nome]: ['Feito', ''] });
      expect(requests.of('alternarAtivoAssociado')).toHaveLength(1);
      expect(ativoNoBanco(alvo!.associadoId)).toBe(false);
    } finally {
      Object.assign(http.defaults, browserDefaults);
    }
  });

  it('Cancelar sends no new toggle; those not sent are reported and stay chosen', async () => {
    mockRuntime.latency = { min: 60, max: 60 };
    const requests = captureRequests();
    const { user } = await renderApp('/listas?size=50', { signedIn: true });
    await findTable('Associados');
    await user.click(screen.getByLabelText('Selecionar todos desta página'));
    await pressAction(user, 'Inativar');
    await confirmAction(user, await screen.findByRole('dialog', { name: 'Inativar 50 associados?' }), 'Inativar');

    const panel = batchPanel('Inativar associados');
    await within(panel).findByText(/^[1-9]\d* de 50$/);
    await user.click(within(panel).getByRole('button', { name: 'Cancelar' }));
    const toggled = requests.of('alternarAtivoAssociado').length;

    const report = await reportRows('Inativar associados');
    expect(screen.getByText(/^Inativar associados: cancelado\./)).toBeVisible();
    const naoEnviados = report.filter(([, resultado, motivo]) => resultado === 'Falhou' && motivo === NOT_SENT);
    expect(naoEnviados.length).toBeGreaterThan(20);
    // The calls in flight when it was pressed end; no other is sent.
    expect(requests.of('alternarAtivoAssociado').length).toBeLessThanOrEqual(toggled + 4);
    expect(selectionStatus()).toHaveTextContent(`${naoEnviados.length} associados selecionados`);
  });

  it('asks before leaving the list while it sends: staying goes on, leaving stops sending', async () => {
    mockRuntime.latency = { min: 60, max: 60 };
    const requests = captureRequests();
    const { user, router } = await renderApp('/listas?size=50', { signedIn: true });
    await findTable('Associados');
    await user.click(screen.getByLabelText('Selecionar todos desta página'));
    await pressAction(user, 'Inativar');
    await confirmAction(user, await screen.findByRole('dialog', { name: 'Inativar 50 associados?' }), 'Inativar');
    await within(batchPanel('Inativar associados')).findByText(/^[1-9]\d* de 50$/);

    // Paging stays in the list: no question.
    await user.click(screen.getByRole('button', { name: 'Página 2' }));
    await waitFor(() => expect(location(router)).toBe('/listas?size=50&page=2'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Usuários' }));
    const question = await screen.findByRole('dialog', { name: 'Sair com a ação em andamento?' });
    await user.click(within(question).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(location(router)).toBe('/listas?size=50&page=2');
    expect(batchPanel('Inativar associados')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Usuários' }));
    await confirmAction(
      user,
      await screen.findByRole('dialog', { name: 'Sair com a ação em andamento?' }),
      'Sair e parar o envio',
    );
    await waitFor(() => expect(location(router)).toBe('/listas?type=users'));
    const sent = requests.of('alternarAtivoAssociado').length;
    expect(sent).toBeLessThan(50);
    // The users' list takes its skeleton's half second: a batch still sending would send some 30 more meanwhile.
    await findTable('Usuários');
    expect(requests.of('alternarAtivoAssociado').length).toBeLessThanOrEqual(sent + 4);
  });
});

describe('Exportar selecionados of associates', () => {
  it('writes the chosen associates with the columns of Exportar Associados, after its confirm', async () => {
    const files = catchDownloads();
    const [a, b] = firstPage();
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await chooseRows(user, [a!.nome, b!.nome]);
    await pressAction(user, 'Exportar selecionados');
    await confirmAction(user, await screen.findByRole('dialog', { name: 'Exportar 2 associados?' }), 'Exportar');

    await waitFor(() => expect(files).toHaveLength(1));
    const lines = await csvLinesOf(files[0]!);
    expect(lines[0]).toBe(
      '\uFEFF"Associado";"Email";"Telefone";"Mensalidade";"Associacao";"Ativo";"Logradouro";"Numero";"Complemento";"Bairro";"Cidade";"UF";"Tipo_Associado"',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain(`"${a!.email}"`);
    expect(lines[2]).toContain(`"${b!.email}"`);
    expect(files[0]!.name).toMatch(/^ListaAssociados_\d{2}-\d{2}-\d{4}\.csv$/);
  });

  it('after Selecionar todos os N, writes every associate the search matches, and tells the page so', async () => {
    const files = catchDownloads();
    const heard: { fileName: string; rows: number }[] = [];
    const stop = onAppEvent('painel:csv', (detail) => heard.push(detail));
    const { data, total } = searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 10 });
    expect(total).toBeGreaterThan(10);
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await chooseRows(user, [data[0]!.nome]);
    expect(selectionStatus()).toHaveTextContent('1 associado selecionado');
    await selectAllOf(user, total);
    expect(selectionStatus()).toHaveTextContent(`${formatCount(total)} associados selecionados`);

    await pressAction(user, 'Exportar selecionados');
    await confirmAction(
      user,
      await screen.findByRole('dialog', { name: `Exportar ${formatCount(total)} associados?` }),
      'Exportar',
    );

    await waitFor(() => expect(files).toHaveLength(1));
    stop();
    const lines = await csvLinesOf(files[0]!);
    expect(lines).toHaveLength(total + 1);
    expect(heard).toEqual([expect.objectContaining({ fileName: files[0]!.name, rows: total })]);
  });
});
