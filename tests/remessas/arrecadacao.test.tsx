import { screen, waitFor, within } from '@testing-library/react';
import { getResponse, http, HttpResponse } from 'msw';
import { handlers } from '@mocks/handlers';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { SituacaoRemessaId } from '@/generated/model';
import { presentRemessa } from '@mocks/db/presenters';
import { server } from '@mocks/node';
import { formatDate } from '@/utils/br/dates';
import { formatMoney } from '@/utils/br/money';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import { capSearchPages } from '../capped-searches';
import { chooseOption } from '../form-controls';
import { bytesOf, catchDownloads, findTable, rowTexts, rowWith } from '../listas/listas-helpers';

/** `2026-05` for a month `back` months before today's. */
function mesAtras(back: number) {
  const today = new Date();
  const month = new Date(today.getFullYear(), today.getMonth() - back, 1);
  return `${month.getFullYear()}-${String(month.getMonth() + 1).padStart(2, '0')}`;
}
const mmAaaa = (mes: string) => `${mes.slice(5)}/${mes.slice(0, 4)}`;

/** The remessas the busca answers, as the API shows them, due in `mes` (and of `tipo`). */
const remessasDe = (mes: string, tipo?: number) =>
  db.remessas
    .all()
    .map(presentRemessa)
    .filter((remessa) => remessa.dataVencimento.startsWith(mes))
    .filter((remessa) => tipo === undefined || remessa.tipoRemessa.tipoRemessaId === tipo);

/** The remessas that billed someone: those that left Em preparação. */
const cobradas = (remessas: ReturnType<typeof remessasDe>) =>
  remessas.filter((remessa) => remessa.situacaoRemessa.situacaoRemessaId !== SituacaoRemessaId.EM_PREPARACAO);

/** A month's line of the table, added up from the busca's rows by hand. */
function linhaEsperada(mes: string, tipo?: number) {
  const rows = cobradas(remessasDe(mes, tipo));
  const cents = (pick: (remessa: (typeof rows)[number]) => number) =>
    rows.reduce((sum, remessa) => sum + Math.round(pick(remessa) * 100), 0);
  const pago = cents((remessa) => remessa.totalPago);
  const pendente = cents((remessa) => remessa.totalPendente);
  const cobrado = pago + pendente;
  const percent = cobrado ? `${((pago / cobrado) * 100).toFixed(1).replace('.', ',')}%` : '—';
  return [
    mmAaaa(mes),
    String(rows.length),
    formatMoney(cobrado / 100),
    formatMoney(pago / 100),
    formatMoney(pendente / 100),
    percent,
  ];
}

const TABLE = 'Arrecadação por mês';

describe('Arrecadação', () => {
  it("reads every remessa in one busca and shows each month's sums of its rows, and the total under them", async () => {
    const requests = captureRequests();
    await renderApp('/arrecadacao', { signedIn: true });
    const table = await findTable(TABLE);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Mês', 'Remessas', 'Cobrado', 'Pago', 'Pendente', '% pago']);

    const meses = Array.from({ length: 12 }, (_, index) => mesAtras(11 - index));
    const rows = rowTexts(table);
    expect(rows.slice(0, 12)).toEqual(meses.map((mes) => linhaEsperada(mes)));
    // The padrão data set bills something every month of the year.
    expect(rows.slice(0, 12).every(([, count]) => Number(count) > 0)).toBe(true);
    const inYear = cobradas(meses.flatMap((mes) => remessasDe(mes)));
    const sum = (pick: (remessa: (typeof inYear)[number]) => number) =>
      inYear.reduce((total, remessa) => total + Math.round(pick(remessa) * 100), 0) / 100;
    expect(rows[12]).toEqual([
      'Total',
      String(inYear.length),
      formatMoney(sum((remessa) => remessa.totalPago + remessa.totalPendente)),
      formatMoney(sum((remessa) => remessa.totalPago)),
      formatMoney(sum((remessa) => remessa.totalPendente)),
      expect.stringMatching(/^\d{1,3},\d%$/),
    ]);

    const total = db.remessas.all().length;
    expect(requests.of('buscarRemessas').map((request) => request.body)).toContainEqual({
      descricao: '',
      situacaoRemessaId: null,
      numPage: 1,
      numRows: total,
    });
    expect(screen.getByRole('figure', { name: 'Pago e pendente por mês' })).toHaveAccessibleDescription(
      expect.stringMatching(/^Em \w+ de \d{4}, \d{1,3},\d% pago\.$/),
    );
  });

  it('a server that answers at most 25 rows a page: every remessa is still read, page after page, and every month adds them all', async () => {
    capSearchPages(25);
    const requests = captureRequests();
    await renderApp('/arrecadacao', { signedIn: true });
    const table = await findTable(TABLE);
    const meses = Array.from({ length: 12 }, (_, index) => mesAtras(11 - index));
    expect(db.remessas.all().length).toBeGreaterThan(25);
    await waitFor(() => expect(rowTexts(table).slice(0, 12)).toEqual(meses.map((mes) => linhaEsperada(mes))));
    const pages = requests.of('buscarRemessas').map((request) => request.body as { numPage: number; numRows: number });
    expect(pages).toContainEqual(expect.objectContaining({ numPage: 2, numRows: 25 }));
    // Nothing is said missing (the "Faltam … remessas" alert of a read that lost rows), and the
    // year's Total counts every remessa billed in it.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const inYear = cobradas(meses.flatMap((mes) => remessasDe(mes)));
    expect(rowTexts(table)[12]?.slice(0, 2)).toEqual(['Total', String(inYear.length)]);
  });

  it('a server that caps its pages and stops giving rows: the screen says how many remessas are missing', async () => {
    server.use(
      http.post('*/api/remessas/busca', async ({ request }) => {
        const body = (await request.clone().json()) as { numPage: number; numRows: number };
        const capped = new Request(request.url, {
          method: 'POST',
          headers: request.headers,
          body: JSON.stringify({ ...body, numRows: Math.min(body.numRows, 25) }),
        });
        const answer = (await (await getResponse(handlers, capped))!.json()) as { data: unknown[] };
        return HttpResponse.json({ ...answer, data: body.numPage === 1 ? answer.data : [] });
      }),
    );
    await renderApp('/arrecadacao', { signedIn: true });
    const total = db.remessas.all().length;
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `Faltam ${total - 25} de ${total} remessas: o servidor não as enviou, e os valores abaixo não as incluem.`,
    );
  });

  it('a remessa still in preparation bills nobody: the month’s Cobrado and Pendente leave it out until it is sent', async () => {
    const mes = mesAtras(0);
    const antes = linhaEsperada(mes);
    const remessaId = db.remessas.nextId();
    await db.remessas.create({
      remessaId,
      descricao: 'Contribuição ainda em preparação',
      observacao: '',
      paragrafoPersonalizado: '',
      tipoRemessa: { tipoRemessaId: 2, tipoRemessaNome: 'Arrecadação de Fundos' },
      dataVencimento: `${mes}-15`,
      valorRemessa: 1000,
      tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
      msgReenvio: null,
      situacaoRemessa: { situacaoRemessaId: SituacaoRemessaId.EM_PREPARACAO, situacaoRemessaNome: 'Em preparação' },
    });
    for (const { associadoId } of db.associados.all().slice(0, 3))
      await db.vinculos.create({
        remessaId,
        associadoId,
        situacaoRemessaId: null,
        valorPagamento: 1000,
        dataPagamento: null,
        pagamentoGiroId: null,
      });

    await renderApp('/arrecadacao', { signedIn: true });
    const table = await findTable(TABLE);
    const linha = rowTexts(table).find(([mesCell]) => mesCell === mmAaaa(mes));
    // Remessas, Cobrado, Pago and Pendente as they were before it: it billed nobody yet.
    expect(linha).toEqual(antes);
  });

  it('counts only the remessas of the Tipo de remessa chosen, kept in the address', async () => {
    const { user, router } = await renderApp('/arrecadacao', { signedIn: true });
    await findTable(TABLE);
    await chooseOption(user, 'Tipo de remessa', 'Avulsa');
    await waitFor(() => expect(location(router)).toBe('/arrecadacao?tipo=4'));
    const meses = Array.from({ length: 12 }, (_, index) => mesAtras(11 - index));
    expect(rowTexts(screen.getByRole('table', { name: TABLE })).slice(0, 12)).toEqual(
      meses.map((mes) => linhaEsperada(mes, 4)),
    );
    expect(meses.some((mes) => linhaEsperada(mes, 4)[1] !== linhaEsperada(mes)[1])).toBe(true);
  });

  it("lists a month's remessas, chosen in the table or in the chart, with the Remessas list's columns and links", async () => {
    const { user, router } = await renderApp('/arrecadacao', { signedIn: true });
    const mes = mesAtras(1);
    await user.click(within(await findTable(TABLE)).getByRole('button', { name: mmAaaa(mes) }));
    await waitFor(() => expect(location(router)).toBe(`/arrecadacao?mes=${mes}`));
    const list = screen.getByRole('table', { name: `Remessas de ${mmAaaa(mes)}` });
    expect(
      within(list)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Descrição', 'Valor', 'Data de vencimento', 'Situação', 'Total pago', 'Total pendente', 'Ações']);
    const expected = remessasDe(mes);
    expect(
      rowTexts(list)
        .map((cells) => cells[0])
        .sort(),
    ).toEqual(expected.map((remessa) => remessa.descricao).sort());
    const first = expected[0]!;
    const row = rowWith(list, formatDate(first.dataVencimento));
    expect(within(row).getByRole('link', { name: 'Ver informações' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/remessas\/info\/\d+$/),
    );
    expect(
      within(list)
        .getAllByRole('link', { name: 'Ver informações' })
        .map((link) => link.getAttribute('href'))
        .sort(),
    ).toEqual(expected.map((remessa) => `/remessas/info/${remessa.remessaId}`).sort());

    // The chart's bar of another month chooses it; pressed again, it lets it go.
    const other = mesAtras(3);
    const bar = screen.getByRole('button', { name: new RegExp(`^${mmAaaa(other).replace('/', '\\/')}: pago R\\$`) });
    await user.click(bar);
    expect(bar).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('table', { name: `Remessas de ${mmAaaa(other)}` })).toBeInTheDocument();
    expect(screen.getByRole('figure', { name: 'Pago e pendente por mês' })).toHaveAccessibleDescription(
      new RegExp(`^Em \\w+ de ${other.slice(0, 4)}, `),
    );
    await user.click(bar);
    await waitFor(() => expect(location(router)).toBe('/arrecadacao'));
    expect(screen.queryByRole('table', { name: /^Remessas de/ })).not.toBeInTheDocument();
  });

  it('Exportar downloads the table as CSV (BOM, ";", every cell quoted), with the filter applied', async () => {
    const files = catchDownloads();
    const { user } = await renderApp('/arrecadacao?tipo=1', { signedIn: true });
    await findTable(TABLE);
    await user.click(screen.getByRole('button', { name: 'Exportar' }));
    await waitFor(() => expect(files).toHaveLength(1));
    expect(files[0]!.name).toMatch(/^Arrecadacao_\d{2}-\d{2}-\d{4}\.csv$/);
    const bytes = await bytesOf(files[0]!.blob);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
    const quoted = (cells: string[]) => cells.map((cell) => `"${cell}"`).join(';');
    expect(lines[0]).toBe(quoted(['Mês', 'Remessas', 'Cobrado', 'Pago', 'Pendente', '% pago']));
    expect(lines[12]).toBe(quoted(linhaEsperada(mesAtras(0), 1)));
    expect(lines[13]).toMatch(/^"Total";"\d+";/);
  });

  it('is reached from the header beside the user menu and from the Remessas tab; /listas stays the landing page', async () => {
    const requests = captureRequests();
    const { user, router } = await renderApp('/', { signedIn: true });
    await waitFor(() => expect(location(router)).toBe('/listas'));
    await screen.findByRole('table', { name: 'Associados' });
    // In the header's navigation, beside the user menu.
    const header = screen.getByRole('navigation', { name: 'Painel' });
    expect(within(header).getByRole('button', { name: /^Menu do usuário/ })).toBeInTheDocument();
    await user.click(within(header).getByRole('link', { name: 'Arrecadação' }));
    expect(await screen.findByRole('heading', { name: 'Arrecadação', level: 1 })).toBeInTheDocument();
    expect(location(router)).toBe('/arrecadacao');
    expect(within(header).getByRole('link', { name: 'Arrecadação' })).toHaveAttribute('aria-current', 'page');
    await findTable(TABLE);
    const readsBefore = requests.of('buscarRemessas').length;

    await router.navigate('/listas?type=shipments');
    await user.click(await screen.findByRole('link', { name: 'Ver arrecadação' }));
    await findTable(TABLE);
    expect(location(router)).toBe('/arrecadacao');
    // Opened again, the screen reads every remessa again.
    const total = db.remessas.all().length;
    await waitFor(() =>
      expect(
        requests
          .of('buscarRemessas')
          .slice(readsBefore)
          .map((request) => (request.body as { numRows: number }).numRows),
      ).toContain(total),
    );
  });

  it('opened from the Remessas tab, asks for every remessa in its first call: the tab’s search told how many', async () => {
    const requests = captureRequests();
    // A page of 50: not the page of 10 this screen would ask for first without the total.
    const { user } = await renderApp('/listas?type=shipments&size=50', { signedIn: true });
    await findTable('Remessas');
    const readsBefore = requests.of('buscarRemessas').length;
    await user.click(screen.getByRole('link', { name: 'Ver arrecadação' }));
    await findTable(TABLE);
    const total = db.remessas.all().length;
    expect(total).toBeGreaterThan(10);
    expect(
      requests
        .of('buscarRemessas')
        .slice(readsBefore)
        .map((request) => (request.body as { numRows: number }).numRows),
    ).toEqual([total]);
  });

  it('sends a signed-out visitor to the sign-in page', async () => {
    const { router } = await renderApp('/arrecadacao');
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(location(router)).toBe('/');
  });

  it('shows the panel’s error with Tentar novamente when the remessas cannot be read', async () => {
    let fail = true;
    server.use(
      http.post('*/api/remessas/busca', () =>
        fail ? HttpResponse.json({ message: 'Serviço de remessas indisponível.' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = await renderApp('/arrecadacao', { signedIn: true });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Serviço de remessas indisponível.');
    expect(screen.queryByRole('table', { name: TABLE })).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await findTable(TABLE)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('sorting Arrecadação', () => {
  const amount = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

  it("sorts the months by a figure, ascending then descending, with the year's total kept as the last row", async () => {
    const { user, router } = await renderApp('/arrecadacao', { signedIn: true });
    const table = await findTable(TABLE);
    const header = () => within(table).getByRole('columnheader', { name: 'Pago' });

    await user.click(within(header()).getByRole('button', { name: 'Pago' }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'ascending'));
    let rows = rowTexts(table);
    expect(rows.at(-1)![0]).toBe('Total');
    const paid = rows.slice(0, -1).map((cells) => amount(cells[3]));
    expect(paid).toEqual([...paid].sort((a, b) => a - b));
    expect(location(router)).toBe('/arrecadacao?sort=pago');

    await user.click(within(header()).getByRole('button', { name: 'Pago' }));
    await waitFor(() => expect(header()).toHaveAttribute('aria-sort', 'descending'));
    rows = rowTexts(table);
    expect(rows.at(-1)![0]).toBe('Total');
    expect(rows.slice(0, -1).map((cells) => amount(cells[3]))).toEqual([...paid].sort((a, b) => b - a));
    // Every column sorts.
    for (const name of ['Mês', 'Remessas', 'Cobrado', 'Pago', 'Pendente', '% pago'])
      expect(within(table).getByRole('button', { name })).toBeInTheDocument();
  });
});
