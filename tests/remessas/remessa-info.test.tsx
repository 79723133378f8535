import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { server } from '@mocks/node';
import { SituacaoRemessaId } from '@/generated/model';
import { formatDate } from '@/utils/br/dates';
import { formatCpfCnpj } from '@/utils/br/masks';
import { formatMoney } from '@/utils/br/money';
import { location, renderApp } from '../render';
import { spyOnNewTabs } from '../new-tabs';
import { captureRequests } from '../requests';
import { columnTexts, dialog, resumoValue, rowOf, seededRemessa, vinculosOf } from './remessa-helpers';

const TABLE = 'Associados da remessa';

async function openRemessa(remessaId: number, query = '') {
  const app = await renderApp(`/remessas/info/${remessaId}${query}`, { signedIn: true });
  await screen.findByRole('heading', { name: 'Informações da remessa' });
  await screen.findByRole('table', { name: TABLE });
  return app;
}

const associadoOf = (associadoId: number) => db.associados.findFirst((q) => q.where({ associadoId }))!;

describe('Informações da remessa', () => {
  it('shows the remessa data in the spec order, with Variável for Mensalidade', async () => {
    const remessa = db.remessas.findFirst((q) =>
      q.where((r) => r.tipoRemessa.tipoRemessaId === 1 && r.situacaoRemessa.situacaoRemessaId === 4),
    )!;
    const vinculos = vinculosOf(remessa.remessaId);
    const pago = vinculos
      .filter((v) => v.situacaoRemessaId === SituacaoRemessaId.PAGO)
      .reduce((sum, v) => sum + v.valorPagamento, 0);
    await openRemessa(remessa.remessaId);

    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Tipo',
      'Nome',
      'Situação',
      'Descrição',
      'Parágrafo Personalizado',
      'Valor',
      'Data de vencimento',
      'Valor pago',
      'Valor pendente',
      'Pagantes',
    ]);
    expect(resumoValue('Tipo')).toBe('Mensalidade');
    expect(resumoValue('Nome')).toBe(remessa.observacao);
    // The remessa's own badge never says "Pago em".
    expect(resumoValue('Situação')).toBe('Pago');
    expect(resumoValue('Descrição')).toBe(remessa.descricao);
    expect(resumoValue('Valor')).toBe('Variável');
    expect(resumoValue('Data de vencimento')).toBe(formatDate(remessa.dataVencimento));
    expect(resumoValue('Valor pago')).toBe(formatMoney(pago));
    expect(resumoValue('Valor pendente')).toBe('R$ 0,00');
    expect(resumoValue('Pagantes')).toBe(remessa.tipoAssociado.tipoAssociadoNome);
  });

  it('lists the associates with formatted CPF/CNPJ, value and a "Pago em" badge for those who paid', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    await openRemessa(remessa.remessaId);

    expect(
      within(screen.getByRole('table', { name: TABLE }))
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Nome', 'E-mail', 'CPF/CNPJ', 'Valor Pagamento', 'Situação', 'Ações']);
    const vinculos = vinculosOf(remessa.remessaId);
    expect(columnTexts(TABLE, 0)).toHaveLength(vinculos.length);
    const pago = vinculos.find((v) => v.situacaoRemessaId === SituacaoRemessaId.PAGO)!;
    const associado = associadoOf(pago.associadoId);
    const row = rowOf(associado.nome);
    expect(row.getByText(associado.email)).toBeInTheDocument();
    expect(row.getByText(formatCpfCnpj(associado.cpfCnpj))).toBeInTheDocument();
    expect(row.getByText(formatMoney(pago.valorPagamento))).toBeInTheDocument();
    expect(row.getByText(`Pago em ${formatDate(pago.dataPagamento)}`)).toBeInTheDocument();
    const enviado = vinculos.find((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO)!;
    expect(rowOf(associadoOf(enviado.associadoId).nome).getByText('Enviado')).toBeInTheDocument();
  });

  it('searches the loaded associates by name, e-mail or CPF/CNPJ without calling the server', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.PAGO);
    const [first, second] = vinculosOf(remessa.remessaId).map((v) => associadoOf(v.associadoId));
    const { user } = await openRemessa(remessa.remessaId);
    const requests = captureRequests();
    const search = screen.getByRole('searchbox', { name: 'Pesquisar associados da remessa' });

    await user.type(search, `${first.nome.toUpperCase()}{Enter}`);
    await waitFor(() => expect(columnTexts(TABLE, 0)).toEqual([first.nome]));
    await user.clear(search);
    await user.type(search, `${formatCpfCnpj(second.cpfCnpj)}{Enter}`);
    await waitFor(() => expect(columnTexts(TABLE, 0)).toEqual([second.nome]));
    await user.clear(search);
    await user.type(search, 'ninguém-com-este-texto{Enter}');
    expect(await screen.findByText('Nenhum associado encontrado.')).toBeInTheDocument();
    expect(requests.all).toHaveLength(0);
  });

  it('goes back to the remessas list, or to the associate it was opened from', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.PAGO);
    const first = await openRemessa(remessa.remessaId);
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/listas?type=shipments');
    first.unmount();
    await openRemessa(remessa.remessaId, '?type=associates&associateId=12');
    expect(screen.getByRole('link', { name: 'Voltar' })).toHaveAttribute('href', '/associados/info/12');
  });

  it('says so when the remessa does not exist', async () => {
    await renderApp('/remessas/info/99999', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Remessa não encontrada.');
  });
});

describe('what may be done in each status', () => {
  it('in preparation: edit, add, send and delete; links not sent yet show Em preparação and their Deletar is enabled', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    await openRemessa(remessa.remessaId, '?type=associates&associateId=3');
    expect(screen.getByRole('link', { name: 'Editar' })).toHaveAttribute(
      'href',
      `/remessas/form/editar/${remessa.remessaId}?type=associates&associateId=3`,
    );
    expect(screen.getByRole('button', { name: 'Adicionar associado' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Iniciar envio' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Deletar Remessa' })).toBeEnabled();
    expect(screen.queryByText('Necessário adicionar associado na remessa')).not.toBeInTheDocument();
    const vinculos = vinculosOf(remessa.remessaId);
    expect(vinculos.length).toBeGreaterThan(0);
    for (const vinculo of vinculos) {
      const row = rowOf(associadoOf(vinculo.associadoId).nome);
      expect(row.getByText('Em preparação')).toBeInTheDocument();
      expect(row.getByRole('button', { name: 'Deletar' })).toBeEnabled();
    }
  });

  it('removes an associate not sent yet from the remessa after the confirm, re-posting the others', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const vinculos = vinculosOf(remessa.remessaId);
    const alvo = associadoOf(vinculos[0].associadoId);
    const requests = captureRequests();
    const { user } = await openRemessa(remessa.remessaId);

    await user.click(rowOf(alvo.nome).getByRole('button', { name: 'Deletar' }));
    const confirmacao = await dialog('Deletar associado da remessa');
    expect(within(confirmacao).getByRole('button', { name: 'Deletar' })).toHaveClass('ui-button--danger');
    await user.click(within(confirmacao).getByRole('button', { name: 'Deletar' }));

    await waitFor(() => expect(requests.of('vincularAssociadosRemessa')).toHaveLength(1));
    const enviados = (
      requests.of('vincularAssociadosRemessa')[0].body as { associadosRemessa: { associadoId: number }[] }
    ).associadosRemessa;
    expect(enviados.map((associado) => associado.associadoId).sort()).toEqual(
      vinculos
        .slice(1)
        .map((v) => v.associadoId)
        .sort(),
    );
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: TABLE })).queryByText(alvo.nome)).not.toBeInTheDocument(),
    );
    expect(vinculosOf(remessa.remessaId)).toHaveLength(vinculos.length - 1);
  });

  it('shows the others as soon as the server takes the list, and reads the remessa again behind it', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const [alvo, outro] = vinculosOf(remessa.remessaId).map((vinculo) => associadoOf(vinculo.associadoId));
    let linked = false;
    let release = () => {};
    const reread = new Promise<void>((resolve) => (release = resolve));
    // Both fall through to the mock once they return: one notes the write, the other holds the read after it.
    server.use(
      http.post('*/api/remessas/vincular', () => void (linked = true)),
      http.get('*/api/remessas/:remessaId', async () => void (linked && (await reread))),
    );
    const { user } = await openRemessa(remessa.remessaId);
    const requests = captureRequests();

    await user.click(rowOf(alvo.nome).getByRole('button', { name: 'Deletar' }));
    await user.click(within(await dialog('Deletar associado da remessa')).getByRole('button', { name: 'Deletar' }));

    const table = screen.getByRole('table', { name: TABLE });
    await waitFor(() => expect(within(table).queryByText(alvo.nome)).not.toBeInTheDocument());
    expect(within(table).getByText(outro.nome)).toBeInTheDocument();
    // The fresh read before the write, then the one behind it, still unanswered.
    expect(requests.of('obterRemessa')).toHaveLength(2);
    release();
    await waitFor(() => expect(requests.of('obterRemessa')).toHaveLength(2));
    expect(within(table).queryByText(alvo.nome)).not.toBeInTheDocument();
  });

  it('keeps Deletar disabled for an associate whose own status is 1 Em preparação or 4 Pago', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const [primeiro, segundo] = vinculosOf(remessa.remessaId);
    await db.vinculos.update((q) => q.where({ remessaId: remessa.remessaId, associadoId: primeiro.associadoId }), {
      data: (record) => void (record.situacaoRemessaId = SituacaoRemessaId.EM_PREPARACAO),
    });
    await db.vinculos.update((q) => q.where({ remessaId: remessa.remessaId, associadoId: segundo.associadoId }), {
      data: (record) => void (record.situacaoRemessaId = SituacaoRemessaId.PAGO),
    });
    await openRemessa(remessa.remessaId);
    expect(rowOf(associadoOf(primeiro.associadoId).nome).getByRole('button', { name: 'Deletar' })).toBeDisabled();
    expect(rowOf(associadoOf(segundo.associadoId).nome).getByRole('button', { name: 'Deletar' })).toBeDisabled();
  });

  it.each([
    ['Enviando', SituacaoRemessaId.ENVIANDO],
    ['Enviado', SituacaoRemessaId.ENVIADO],
    ['Pago', SituacaoRemessaId.PAGO],
    ['Enviando (reenvio)', SituacaoRemessaId.REENVIANDO],
  ])('%s: the remessa cannot be changed; only associates in Enviado offer Deletar', async (_label, situacao) => {
    const remessa = seededRemessa(situacao);
    await openRemessa(remessa.remessaId);
    for (const name of ['Editar', 'Adicionar associado', 'Iniciar envio', 'Reenviar', 'Deletar Remessa']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('link', { name: 'Editar' })).not.toBeInTheDocument();
    for (const vinculo of vinculosOf(remessa.remessaId)) {
      const deletar = rowOf(associadoOf(vinculo.associadoId).nome).getByRole('button', { name: 'Deletar' });
      if (vinculo.situacaoRemessaId === SituacaoRemessaId.ENVIADO) expect(deletar).toBeEnabled();
      else expect(deletar).toBeDisabled();
    }
  });

  it('an associate in Enviado offers Baixar boleto and Deletar whatever the remessa status, and leaves after the confirm', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    const vinculos = vinculosOf(remessa.remessaId);
    const enviado = vinculos.find((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO)!;
    const alvo = associadoOf(enviado.associadoId);
    const { user } = await openRemessa(remessa.remessaId);
    const row = rowOf(alvo.nome);
    expect(row.getByRole('button', { name: 'Baixar boleto' })).toBeEnabled();
    await user.click(row.getByRole('button', { name: 'Deletar' }));
    await user.click(within(await dialog('Deletar associado da remessa')).getByRole('button', { name: 'Deletar' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: TABLE })).queryByText(alvo.nome)).not.toBeInTheDocument(),
    );
    expect(vinculosOf(remessa.remessaId)).toHaveLength(vinculos.length - 1);
  });

  it('Erro no envio: Reenviar, and Deletar on the rows not paid', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ERRO_NO_ENVIO);
    await openRemessa(remessa.remessaId);
    expect(screen.getByRole('button', { name: 'Reenviar' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Iniciar envio' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deletar Remessa' })).toBeEnabled();
    for (const vinculo of vinculosOf(remessa.remessaId)) {
      const deletar = rowOf(associadoOf(vinculo.associadoId).nome).getByRole('button', { name: 'Deletar' });
      if (vinculo.situacaoRemessaId === SituacaoRemessaId.PAGO) expect(deletar).toBeDisabled();
      else expect(deletar).toBeEnabled();
    }
  });
});

describe('boletos', () => {
  const enviadoOf = (remessaId: number) =>
    vinculosOf(remessaId).find((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO)!;

  async function baixarBoleto() {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    const enviado = enviadoOf(remessa.remessaId);
    const view = await openRemessa(remessa.remessaId);
    await view.user.click(rowOf(associadoOf(enviado.associadoId).nome).getByRole('button', { name: 'Baixar boleto' }));
    return { ...view, enviado };
  }

  it('offers Baixar boleto only on rows in Enviado and opens the link in a new tab, detached', async () => {
    const tabs = spyOnNewTabs();
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    const vinculos = vinculosOf(remessa.remessaId);
    const enviado = enviadoOf(remessa.remessaId);
    const requests = captureRequests();
    const { user } = await openRemessa(remessa.remessaId);

    expect(
      within(screen.getByRole('table', { name: TABLE })).getAllByRole('button', { name: 'Baixar boleto' }),
    ).toHaveLength(vinculos.filter((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO).length);
    await user.click(rowOf(associadoOf(enviado.associadoId).nome).getByRole('button', { name: 'Baixar boleto' }));

    await waitFor(() => expect(tabs.opened[0]?.href).not.toBeNull());
    expect(tabs.opened).toHaveLength(1);
    expect(requests.of('obterLinkBoleto')[0].url).toContain(`/api/giro/boleto/link/${enviado.pagamentoGiroId}`);
    expect(tabs.opened[0]).toMatchObject({ args: ['about:blank', '_blank'], opener: null, closed: false });
    expect(tabs.opened[0].href).toMatch(/^http:\/\/.+\/boleto-exemplo\.html\?pagamento=GIRO/);
  });

  it('opens the tab within the click, before the link arrives, so a slow answer is not blocked as a pop-up', async () => {
    let answer: (link: string) => void = () => {};
    server.use(
      http.get(
        '*/api/giro/boleto/link/:paymentId',
        () => new Promise<Response>((resolve) => (answer = (link) => resolve(HttpResponse.json({ link })))),
      ),
    );
    const tabs = spyOnNewTabs();
    await baixarBoleto();

    expect(tabs.opened).toHaveLength(1);
    expect(tabs.opened[0]).toMatchObject({ args: ['about:blank', '_blank'], opener: null, href: null });
    answer('https://banco.example/boleto.pdf?id=9');
    await waitFor(() => expect(tabs.opened[0].href).toBe('https://banco.example/boleto.pdf?id=9'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it.each(['http://banco.example/boleto.pdf', 'javascript:alert(1)'])(
    'never opens %s (not https), closes the tab and says so',
    async (link) => {
      const tabs = spyOnNewTabs();
      server.use(http.get('*/api/giro/boleto/link/:paymentId', () => HttpResponse.json({ link })));
      await baixarBoleto();

      const alerta = await dialog(/Erro!/);
      expect(
        within(alerta).getByText('O endereço do boleto recebido não é válido. Entre em contato com o suporte.'),
      ).toBeInTheDocument();
      expect(tabs.opened).toHaveLength(1);
      expect(tabs.opened[0]).toMatchObject({ href: null, closed: true });
    },
  );

  it('shows the server message when the boleto cannot be delivered, and closes the tab', async () => {
    const tabs = spyOnNewTabs();
    server.use(
      http.get('*/api/giro/boleto/link/:paymentId', () =>
        HttpResponse.json({ message: 'Boleto vencido.' }, { status: 422 }),
      ),
    );
    await baixarBoleto();

    expect(within(await dialog(/Erro!/)).getByText('Boleto vencido.')).toBeInTheDocument();
    expect(tabs.opened[0]).toMatchObject({ href: null, closed: true });
  });

  it('when the browser blocks the new tab, shows the link to click, in a new tab detached from the panel', async () => {
    spyOnNewTabs({ blocked: true });
    server.use(
      http.get('*/api/giro/boleto/link/:paymentId', () =>
        HttpResponse.json({ link: 'https://banco.example/boleto.pdf?id=3' }),
      ),
    );
    await baixarBoleto();

    const link = await screen.findByRole('link', { name: 'Abrir o boleto' });
    expect(link.closest('[role="status"]')).toHaveTextContent('O navegador bloqueou a nova aba. Abrir o boleto');
    expect(link).toHaveAttribute('href', 'https://banco.example/boleto.pdf?id=3');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('sending', () => {
  it('Iniciar envio asks first, queues the remessa, shows the server text in Sucesso! and follows it to Pago', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const requests = captureRequests();
    const { user } = await openRemessa(remessa.remessaId);

    await user.click(screen.getByRole('button', { name: 'Iniciar envio' }));
    const confirmacao = await dialog('Iniciar envio');
    expect(within(confirmacao).queryByLabelText('Mensagem (opcional)')).not.toBeInTheDocument();
    await user.click(within(confirmacao).getByRole('button', { name: 'Iniciar envio' }));

    const sucesso = await dialog(/Sucesso!/);
    expect(
      within(sucesso).getByText(
        'Remessa adicionada à fila de envio. Os boletos serão enviados por e-mail aos associados.',
      ),
    ).toBeInTheDocument();
    expect(requests.of('enfileirarEnvioRemessa')).toHaveLength(1);
    expect(requests.of('definirMensagemReenvioRemessa')).toHaveLength(0);
    await user.click(within(sucesso).getByRole('button', { name: 'OK' }));

    // The page refreshes by itself while the mock moves the remessa on.
    await waitFor(() => expect(resumoValue('Situação')).toBe('Pago'), { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Iniciar envio' })).not.toBeInTheDocument();
    expect(resumoValue('Valor pendente')).toBe('R$ 0,00');
  });

  it('a remessa with no associates cannot be sent: Iniciar envio is disabled and says an associate is needed', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO, { withAssociados: false });
    const requests = captureRequests();
    const { user } = await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    expect(await screen.findByText('Nenhum associado nesta remessa.')).toBeVisible();
    const iniciarEnvio = screen.getByRole('button', { name: 'Iniciar envio' });
    expect(iniciarEnvio).toBeDisabled();
    expect(screen.getByText('Necessário adicionar associado na remessa')).toBeVisible();
    expect(iniciarEnvio).toHaveAccessibleDescription('Necessário adicionar associado na remessa');
    expect(screen.getByRole('button', { name: 'Adicionar associado' })).toBeEnabled();
    await user.click(iniciarEnvio);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requests.of('enfileirarEnvioRemessa')).toHaveLength(0);
  });

  it('a cancelled confirmation sends nothing', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const requests = captureRequests();
    const { user } = await openRemessa(remessa.remessaId);
    await user.click(screen.getByRole('button', { name: 'Iniciar envio' }));
    await user.click(within(await dialog('Iniciar envio')).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.of('enfileirarEnvioRemessa')).toHaveLength(0);
  });

  it('Reenviar sends the optional message first (msgreenvio), then queues the remessa (filadeenvio)', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ERRO_NO_ENVIO);
    const requests = captureRequests();
    const { user } = await openRemessa(remessa.remessaId);

    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    const confirmacao = await dialog('Reenviar remessa');
    await user.type(within(confirmacao).getByLabelText('Mensagem (opcional)'), 'Corrigimos o endereço de e-mail.');
    await user.click(within(confirmacao).getByRole('button', { name: 'Reenviar' }));

    await dialog(/Sucesso!/);
    const order = requests.all
      .map((request) => request.operationId)
      .filter((id) => id === 'definirMensagemReenvioRemessa' || id === 'enfileirarEnvioRemessa');
    expect(order).toEqual(['definirMensagemReenvioRemessa', 'enfileirarEnvioRemessa']);
    const mensagem = requests.of('definirMensagemReenvioRemessa')[0];
    expect(mensagem.method).toBe('PATCH');
    expect(mensagem.url).toContain(`/api/remessas/msgreenvio/${remessa.remessaId}`);
    expect(mensagem.body).toEqual({ msgReenvio: 'Corrigimos o endereço de e-mail.' });
    expect(requests.of('enfileirarEnvioRemessa')[0].url).toContain(`/api/remessas/filadeenvio/${remessa.remessaId}`);
  });

  it('Reenviar without a message still clears the previous one before queueing', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ERRO_NO_ENVIO);
    const requests = captureRequests();
    const { user } = await openRemessa(remessa.remessaId);
    await user.click(screen.getByRole('button', { name: 'Reenviar' }));
    await user.click(within(await dialog('Reenviar remessa')).getByRole('button', { name: 'Reenviar' }));
    await dialog(/Sucesso!/);
    expect(requests.of('definirMensagemReenvioRemessa')[0].body).toEqual({ msgReenvio: '' });
  });

  it('a failed send shows Erro! with the server message and keeps the remessa as it was', async () => {
    server.use(
      http.get('*/api/remessas/filadeenvio/:remessaId', () =>
        HttpResponse.json({ message: 'Fila de envio indisponível.' }, { status: 400 }),
      ),
    );
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const { user } = await openRemessa(remessa.remessaId);
    await user.click(screen.getByRole('button', { name: 'Iniciar envio' }));
    await user.click(within(await dialog('Iniciar envio')).getByRole('button', { name: 'Iniciar envio' }));
    expect(within(await dialog(/Erro!/)).getByText('Fila de envio indisponível.')).toBeInTheDocument();
    expect(resumoValue('Situação')).toBe('Em preparação');
    expect(screen.getByRole('button', { name: 'Iniciar envio' })).toBeEnabled();
  });
});

describe('deleting', () => {
  it('Deletar Remessa asks, deletes it and returns to the remessas list', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const requests = captureRequests();
    const { user, router } = await openRemessa(remessa.remessaId);
    await user.click(screen.getByRole('button', { name: 'Deletar Remessa' }));
    const confirmacao = await dialog('Deletar remessa');
    expect(confirmacao).toHaveTextContent(remessa.descricao);
    await user.click(within(confirmacao).getByRole('button', { name: 'Deletar' }));

    await waitFor(() => expect(location(router)).toBe('/listas?type=shipments'));
    expect(requests.of('excluirRemessas')[0].body).toEqual({ remessasDelete: [{ remessaId: remessa.remessaId }] });
    expect(db.remessas.findFirst((q) => q.where({ remessaId: remessa.remessaId }))).toBeUndefined();
    // The page it left does not ask for the remessa it deleted (a 404 in the browser's console).
    await screen.findByRole('table', { name: 'Remessas' });
    const sinceDelete = requests.all.slice(requests.all.indexOf(requests.of('excluirRemessas')[0]!));
    expect(sinceDelete.filter((request) => request.operationId === 'obterRemessa')).toEqual([]);
  });

  it('returns to the associate after deleting when opened from one', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const { user, router } = await openRemessa(remessa.remessaId, '?type=associates&associateId=5');
    await user.click(screen.getByRole('button', { name: 'Deletar Remessa' }));
    await user.click(within(await dialog('Deletar remessa')).getByRole('button', { name: 'Deletar' }));
    await waitFor(() => expect(location(router)).toBe('/associados/info/5'));
  });

  it('removes an associate by re-posting the remaining list with vincular', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ERRO_NO_ENVIO);
    const vinculos = vinculosOf(remessa.remessaId);
    const removido = associadoOf(vinculos.find((v) => v.situacaoRemessaId !== SituacaoRemessaId.PAGO)!.associadoId);
    const requests = captureRequests();
    const { user } = await openRemessa(remessa.remessaId);
    const nomesAntes = columnTexts(TABLE, 0);

    await user.click(rowOf(removido.nome).getByRole('button', { name: 'Deletar' }));
    const confirmacao = await dialog('Deletar associado da remessa');
    expect(confirmacao).toHaveTextContent(removido.nome);
    await user.click(within(confirmacao).getByRole('button', { name: 'Deletar' }));

    await waitFor(() => expect(columnTexts(TABLE, 0)).toEqual(nomesAntes.filter((nome) => nome !== removido.nome)));
    const body = requests.of('vincularAssociadosRemessa')[0].body as {
      remessaId: number;
      associadosRemessa: { associadoId: number }[];
    };
    expect(body).toMatchObject({
      remessaId: remessa.remessaId,
      descricao: remessa.descricao,
      tipoRemessa: remessa.tipoRemessa,
      tipoAssociado: remessa.tipoAssociado,
      dataVencimento: remessa.dataVencimento,
    });
    expect(body.associadosRemessa.map((a) => a.associadoId).sort()).toEqual(
      vinculos
        .map((v) => v.associadoId)
        .filter((id) => id !== removido.associadoId)
        .sort(),
    );
    expect(body.associadosRemessa[0]).not.toHaveProperty('associadoRemessas');
  });
});
