import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { obterLinkBoleto } from '@/generated/api/giro/giro';
import { MensagemErroBoleto } from '@/generated/model';
import { DEMO_PAYMENT_IDS } from '@mocks/db/seed';
import { server } from '@mocks/node';
import { renderApp } from '../render';
import { spyOnNewTabs } from '../new-tabs';
import { captureRequests } from '../requests';

const FALLBACK = 'Ocorreu um erro, entre em contato com o suporte.';
const slipEndpoint = '*/api/giro/boleto/link/:paymentId';

describe('payment-slip page', () => {
  it('shows Seu boleto está disponivel and opens the link in a new tab, detached from the panel', async () => {
    const tabs = spyOnNewTabs();
    const requests = captureRequests();
    const { user } = await renderApp(`/cobranca/${DEMO_PAYMENT_IDS.disponivel}`);
    expect(screen.getByRole('status')).toHaveTextContent('Carregando');

    expect(await screen.findByText('Seu boleto está disponivel')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download' }));
    expect(tabs.opened).toHaveLength(1);
    // The demo's own sample slip, on the page's origin (mock mode alone takes it over http).
    expect(tabs.opened[0]).toMatchObject({
      args: ['about:blank', '_blank'],
      opener: null,
      href: `${window.location.origin}/boleto-exemplo.html?pagamento=demo-disponivel`,
    });
    expect(screen.queryByText(/O navegador bloqueou a nova aba/)).not.toBeInTheDocument();
    // Associates API: no Authorization header at all.
    expect(requests.of('obterLinkBoleto')[0].headers.get('authorization')).toBeNull();
  });

  it.each([
    [DEMO_PAYMENT_IDS.naoEncontrado, MensagemErroBoleto.BOLETO_NAO_ENCONTRADO],
    [DEMO_PAYMENT_IDS.pagamentoConfirmado, MensagemErroBoleto.PAGAMENTO_JA_CONFIRMADO],
    [DEMO_PAYMENT_IDS.cobrancaPaga, MensagemErroBoleto.COBRANCA_JA_PAGA],
    [DEMO_PAYMENT_IDS.dataLimite, MensagemErroBoleto.DATA_LIMITE_ATINGIDA],
    [DEMO_PAYMENT_IDS.vencido, MensagemErroBoleto.BOLETO_VENCIDO],
    [DEMO_PAYMENT_IDS.expirado, MensagemErroBoleto.BOLETO_EXPIRADO],
  ])('for %s shows the server message "%s" as written', async (paymentId, message) => {
    await renderApp(`/cobranca/${paymentId}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.queryByText('Seu boleto está disponivel')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
  });

  it('shows the support text for a server failure', async () => {
    await renderApp(`/cobranca/${DEMO_PAYMENT_IDS.falha}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK);
  });

  it('shows the support text, not the server wording, for a message outside the six', async () => {
    server.use(
      http.get(slipEndpoint, () =>
        HttpResponse.json({ message: 'NullReferenceException em GiroService' }, { status: 422 }),
      ),
    );
    await renderApp('/cobranca/qualquer');
    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK);
    expect(screen.queryByText(/NullReferenceException/)).not.toBeInTheDocument();
  });

  it('shows the support text when the network fails', async () => {
    server.use(http.get(slipEndpoint, () => HttpResponse.error()));
    await renderApp('/cobranca/qualquer');
    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK);
  });

  it.each([
    'http://banco.example/boleto.pdf',
    'javascript:alert(document.cookie)',
    'data:text/html,<script>alert(1)</script>',
    '/relativo.pdf',
  ])('never offers a link that is not https: %s', async (link) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    server.use(http.get(slipEndpoint, () => HttpResponse.json({ link })));
    await renderApp('/cobranca/qualquer');
    expect(await screen.findByRole('alert')).toHaveTextContent(FALLBACK);
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
  });

  it('when the browser blocks the new tab, shows the link to click, in a new tab detached from the panel', async () => {
    server.use(http.get(slipEndpoint, () => HttpResponse.json({ link: 'https://banco.example/boleto.pdf?id=7' })));
    spyOnNewTabs({ blocked: true });
    const { user } = await renderApp('/cobranca/qualquer');
    await user.click(await screen.findByRole('button', { name: 'Download' }));

    expect(await screen.findByRole('status')).toHaveTextContent('O navegador bloqueou a nova aba. Abrir o boleto');
    const link = screen.getByRole('link', { name: 'Abrir o boleto' });
    expect(link).toHaveAttribute('href', 'https://banco.example/boleto.pdf?id=7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('asks for the payment id of the address', async () => {
    const requests = captureRequests();
    await renderApp('/cobranca/GIRO-123_A');
    await waitFor(() => expect(requests.of('obterLinkBoleto')).toHaveLength(1));
    expect(new URL(requests.of('obterLinkBoleto')[0].url).pathname).toBe('/api/giro/boleto/link/GIRO-123_A');
  });

  it.each(['..%2F..%2Fusuarios%2F2%3Fx%3D1', 'GIRO%20123', 'GIRO%3F1', '%2E%2E'])(
    'calls nothing for the payment id %s and shows the support text',
    async (paymentId) => {
      const requests = captureRequests();
      await renderApp(`/cobranca/${paymentId}`);
      expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro, entre em contato com o suporte.');
      expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
      expect(requests.all).toEqual([]);
    },
  );

  it('the generated client keeps a path parameter in its own segment, encoded', async () => {
    const requests = captureRequests();
    server.use(
      http.get(slipEndpoint, () =>
        HttpResponse.json({ message: MensagemErroBoleto.BOLETO_NAO_ENCONTRADO }, { status: 404 }),
      ),
    );
    await expect(obterLinkBoleto('../../usuarios/2?x=1')).rejects.toThrow();
    expect(requests.all.map((request) => new URL(request.url).pathname + new URL(request.url).search)).toEqual([
      '/api/giro/boleto/link/..%2F..%2Fusuarios%2F2%3Fx%3D1',
    ]);
  });
});
