import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { location, renderApp } from '../render';
import { captureRequests } from '../requests';
import { dayFromToday, dialog, seededRemessa } from './remessa-helpers';
import { chooseOption, selectedText, typeDate } from '../form-controls';

const submitNova = () => screen.getByRole('button', { name: 'Cadastrar remessa' });

async function openNovaRemessa() {
  const app = await renderApp('/remessas/form/cadastro', { signedIn: true });
  await screen.findByRole('heading', { name: 'Nova remessa' });
  return app;
}
const submitEdicao = () => screen.getByRole('button', { name: 'Salvar alterações' });

describe('Nova remessa', () => {
  it('keeps Cadastrar remessa disabled until something is typed', async () => {
    const { user } = await openNovaRemessa();
    expect(submitNova()).toBeDisabled();
    await user.type(screen.getByLabelText('Descrição'), 'Anuidade');
    expect(submitNova()).toBeEnabled();
  });

  it('shows the messages of section 5 for an empty form and sends nothing', async () => {
    const requests = captureRequests();
    const { user } = await openNovaRemessa();
    await user.type(await screen.findByLabelText('Nome'), 'Rascunho');
    await user.click(submitNova());

    expect(await screen.findByText('Tipo de remessa é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Descrição é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Valor é obrigatório.')).toBeInTheDocument();
    expect(screen.getByText('Necessário informar a data atual ou uma data futura.')).toBeInTheDocument();
    expect(screen.getByText('Obrigatório informar o tipo de pagantes.')).toBeInTheDocument();
    expect(screen.getByLabelText('Descrição')).toHaveAccessibleDescription('Descrição é obrigatório.');
    expect(requests.of('criarRemessa')).toHaveLength(0);
  });

  it('creates a remessa with the payload of section 7 and opens its detail page', async () => {
    const requests = captureRequests();
    const { user, router } = await openNovaRemessa();
    const vencimento = dayFromToday(20);

    await chooseOption(user, 'Tipo de remessa', 'Arrecadação de Fundos');
    await chooseOption(user, 'Pagantes', 'Internos');
    await user.type(screen.getByLabelText('Nome'), 'Fundo 2030');
    await user.type(screen.getByLabelText('Descrição'), 'Fundo de apoio às serventias');
    await user.type(screen.getByLabelText('Parágrafo personalizado'), 'Dúvidas: financeiro@anoreg.org.br');
    await user.type(screen.getByLabelText('Valor da remessa'), '1234,5');
    await typeDate(user, 'Data de vencimento', vencimento.shown);
    await user.click(submitNova());

    await waitFor(() => expect(requests.of('criarRemessa')).toHaveLength(1));
    expect(requests.of('criarRemessa')[0].body).toEqual({
      descricao: 'Fundo de apoio às serventias',
      observacao: 'Fundo 2030',
      paragrafoPersonalizado: 'Dúvidas: financeiro@anoreg.org.br',
      tipoRemessa: { tipoRemessaId: 2, tipoRemessaNome: 'Arrecadação de Fundos' },
      dataVencimento: vencimento.iso,
      valorRemessa: 1234.5,
      tipoAssociado: { tipoAssociadoId: 2, tipoAssociadoNome: 'Internos' },
    });
    const created = db.remessas.findFirst((q) => q.where({ descricao: 'Fundo de apoio às serventias' }));
    expect(created).toBeDefined();
    await screen.findByRole('heading', { name: 'Informações da remessa' });
    expect(location(router)).toBe(`/remessas/info/${created!.remessaId}`);
    expect(await screen.findByText('R$ 1.234,50')).toBeInTheDocument();
  });

  it("hides Valor da remessa for Mensalidade, does not require it and sends valorRemessa 0 and the empty texts as '' (section 7)", async () => {
    const requests = captureRequests();
    const { user } = await openNovaRemessa();
    await user.type(await screen.findByLabelText('Valor da remessa'), '50');

    await chooseOption(user, 'Tipo de remessa', 'Mensalidade');
    expect(screen.queryByLabelText('Valor da remessa')).not.toBeInTheDocument();
    expect(
      screen.getByText('O valor varia conforme a mensalidade definida no cadastro de cada associado.'),
    ).toBeInTheDocument();

    await chooseOption(user, 'Pagantes', 'Associados');
    await user.type(screen.getByLabelText('Descrição'), 'Mensalidade de dezembro');
    await typeDate(user, 'Data de vencimento', dayFromToday(5).shown);
    await user.click(submitNova());

    await waitFor(() => expect(requests.of('criarRemessa')).toHaveLength(1));
    expect(screen.queryByText('Valor é obrigatório.')).not.toBeInTheDocument();
    expect(requests.of('criarRemessa')[0].body).toEqual({
      descricao: 'Mensalidade de dezembro',
      observacao: '',
      paragrafoPersonalizado: '',
      tipoRemessa: { tipoRemessaId: 1, tipoRemessaNome: 'Mensalidade' },
      dataVencimento: dayFromToday(5).iso,
      valorRemessa: 0,
      tipoAssociado: { tipoAssociadoId: 1, tipoAssociadoNome: 'Associados' },
    });
  });

  it('refuses a due date before today and accepts today', async () => {
    const requests = captureRequests();
    const { user } = await openNovaRemessa();
    await chooseOption(user, 'Tipo de remessa', 'Avulsa');
    await chooseOption(user, 'Pagantes', 'Associados');
    await user.type(screen.getByLabelText('Descrição'), 'Taxa de certificação');
    await user.type(screen.getByLabelText('Valor da remessa'), '80');

    await typeDate(user, 'Data de vencimento', dayFromToday(-1).shown);
    await user.click(submitNova());
    expect(await screen.findByText('Necessário informar a data atual ou uma data futura.')).toBeInTheDocument();
    expect(requests.of('criarRemessa')).toHaveLength(0);

    await typeDate(user, 'Data de vencimento', dayFromToday(0).shown);
    await user.click(submitNova());
    await waitFor(() => expect(requests.of('criarRemessa')).toHaveLength(1));
    expect(requests.of('criarRemessa')[0].body).toMatchObject({
      dataVencimento: dayFromToday(0).iso,
      valorRemessa: 80,
    });
  });

  it('on a server error shows Erro!, keeps what was typed and lets the user submit again', async () => {
    server.use(
      http.post('*/api/remessas', () =>
        HttpResponse.json({ message: 'Já existe uma remessa com esta descrição.' }, { status: 400 }),
      ),
    );
    const { user, router } = await openNovaRemessa();
    await chooseOption(user, 'Tipo de remessa', 'Evento Mensal');
    await chooseOption(user, 'Pagantes', 'Associados');
    await user.type(screen.getByLabelText('Descrição'), 'Encontro regional');
    await user.type(screen.getByLabelText('Valor da remessa'), '250');
    await typeDate(user, 'Data de vencimento', dayFromToday(3).shown);
    await user.click(submitNova());

    const alerta = await dialog(/Erro!/);
    expect(within(alerta).getByText('Já existe uma remessa com esta descrição.')).toBeInTheDocument();
    await user.click(within(alerta).getByRole('button', { name: 'OK' }));
    expect(location(router)).toBe('/remessas/form/cadastro');
    expect(screen.getByLabelText('Descrição')).toHaveValue('Encontro regional');
    // Written as Intl writes it: a no-break space after R$.
    expect((screen.getByLabelText('Valor da remessa') as HTMLInputElement).value.replace(/\s/g, ' ')).toBe('R$ 250,00');
    expect(selectedText('Tipo de remessa')).toBe('Evento Mensal');
    expect(submitNova()).toBeEnabled();
  });

  it('sends one request when Cadastrar remessa is clicked twice', async () => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/remessas', async () => {
        await held;
        return HttpResponse.json({ remessaId: 999 });
      }),
    );
    const requests = captureRequests();
    const { user } = await openNovaRemessa();
    await chooseOption(user, 'Tipo de remessa', 'Avulsa');
    await chooseOption(user, 'Pagantes', 'Associados');
    await user.type(screen.getByLabelText('Descrição'), 'Material de capacitação');
    await user.type(screen.getByLabelText('Valor da remessa'), '35');
    await typeDate(user, 'Data de vencimento', dayFromToday(1).shown);

    await user.click(submitNova());
    await waitFor(() => expect(submitNova()).toBeDisabled());
    await user.click(submitNova());
    expect(requests.of('criarRemessa')).toHaveLength(1);
    release();
  });

  it('goes back to the remessas list from Cancelar', async () => {
    const { user, router } = await openNovaRemessa();
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(location(router)).toBe('/listas?type=shipments'));
  });
});

describe('Editar remessa', () => {
  it('starts from the remessa, keeps Salvar alterações disabled until a change, and sends the update with the current situação', async () => {
    const remessa = seededRemessa(1);
    const requests = captureRequests();
    const { user, router } = await renderApp(`/remessas/form/editar/${remessa.remessaId}`, { signedIn: true });

    expect(await screen.findByRole('heading', { name: 'Editar remessa' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue(remessa.descricao)).toBeInTheDocument();
    expect(selectedText('Situação')).toBe('Em preparação');
    expect(submitEdicao()).toBeDisabled();

    const nome = screen.getByLabelText('Nome');
    await user.clear(nome);
    await user.type(nome, 'Nome novo');
    await user.click(submitEdicao());

    await waitFor(() => expect(requests.of('atualizarRemessa')).toHaveLength(1));
    expect(requests.of('atualizarRemessa')[0].body).toEqual({
      remessaId: remessa.remessaId,
      descricao: remessa.descricao,
      observacao: 'Nome novo',
      paragrafoPersonalizado: remessa.paragrafoPersonalizado ?? null,
      tipoRemessa: remessa.tipoRemessa,
      dataVencimento: remessa.dataVencimento,
      valorRemessa: remessa.valorRemessa,
      tipoAssociado: remessa.tipoAssociado,
      situacaoRemessa: { situacaoRemessaId: 1, situacaoRemessaNome: 'Em preparação' },
    });
    await waitFor(() => expect(location(router)).toBe('/listas?type=shipments'));
  });

  it('sends the situação chosen on the form', async () => {
    const remessa = seededRemessa(5);
    const requests = captureRequests();
    const { user } = await renderApp(`/remessas/form/editar/${remessa.remessaId}`, { signedIn: true });
    await screen.findByDisplayValue(remessa.descricao);
    expect(selectedText('Situação')).toBe('Erro no envio');
    await typeDate(user, 'Data de vencimento', dayFromToday(10).shown);
    await chooseOption(user, 'Situação', 'Em preparação');
    await user.click(submitEdicao());

    await waitFor(() => expect(requests.of('atualizarRemessa')).toHaveLength(1));
    expect(requests.of('atualizarRemessa')[0].body).toMatchObject({
      dataVencimento: dayFromToday(10).iso,
      situacaoRemessa: { situacaoRemessaId: 1, situacaoRemessaNome: 'Em preparação' },
    });
  });

  it('returns to the associate when opened from one', async () => {
    const remessa = seededRemessa(1);
    const { user, router } = await renderApp(
      `/remessas/form/editar/${remessa.remessaId}?type=associates&associateId=7`,
      { signedIn: true },
    );
    await screen.findByDisplayValue(remessa.descricao);
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/associados/info/7');
    await user.type(screen.getByLabelText('Descrição'), ' (revisada)');
    await user.click(submitEdicao());
    await waitFor(() => expect(location(router)).toBe('/associados/info/7'));
  });

  it('shows a remessa that was already sent as read-only', async () => {
    const remessa = seededRemessa(3);
    await renderApp(`/remessas/form/editar/${remessa.remessaId}`, { signedIn: true });
    expect(await screen.findByRole('note')).toHaveTextContent('Esta remessa não pode mais ser editada');
    expect(screen.getByLabelText('Descrição')).toBeDisabled();
    expect(submitEdicao()).toBeDisabled();
  });

  it('says so when the remessa does not exist', async () => {
    await renderApp('/remessas/form/editar/99999', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Remessa não encontrada.');
  });
});

describe('field order', () => {
  /** Elements in the order the page has them (and a screen reader or the Tab key meets them). */
  const inDocumentOrder = (elements: HTMLElement[]) =>
    [...elements].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));

  const SPEC_ORDER = [
    'Tipo de remessa',
    'Nome',
    'Descrição',
    'Parágrafo personalizado',
    'Valor da remessa',
    'Data de vencimento',
    'Pagantes',
  ];

  it('shows the fields in the order of the spec: Tipo de remessa, Nome, Descrição, Parágrafo personalizado, Valor da remessa, Data de vencimento, Pagantes', async () => {
    await openNovaRemessa();
    const fields = SPEC_ORDER.map((label) => screen.getByLabelText(label));
    expect(inDocumentOrder(fields).map((field) => SPEC_ORDER[fields.indexOf(field)])).toEqual(SPEC_ORDER);
  });

  it('keeps the same order on the edit form, Situação after them', async () => {
    const remessa = seededRemessa(1);
    await renderApp(`/remessas/form/editar/${remessa.remessaId}`, { signedIn: true });
    await screen.findByLabelText('Tipo de remessa');
    const labels = [
      ...SPEC_ORDER.filter((label) => remessa.tipoRemessa.tipoRemessaId !== 1 || label !== 'Valor da remessa'),
      'Situação',
    ];
    const fields = labels.map((label) => screen.getByLabelText(label));
    expect(inDocumentOrder(fields).map((field) => labels[fields.indexOf(field)])).toEqual(labels);
  });
});
