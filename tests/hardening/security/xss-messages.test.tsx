import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { MailboxDialog } from '@/demo/mailbox/mailbox-dialog';
import { renderApp } from '../../render';
import { addHostileRecords, expectNothingInjected, hostil } from './hostile-records';
import { payloads } from './hostile-text';

/** Messages: server messages in alerts and the demo mailbox's e-mails stay text. */

beforeEach(addHostileRecords);

describe('hostile text in messages', () => {
  it('an error alert shows the server message as text', async () => {
    const message = `${payloads.javascriptUrl} ${payloads.attribute}`;
    server.use(http.delete('*/api/associados', () => HttpResponse.json({ message }, { status: 400 })));
    const { user } = await renderApp(`/associados/info/${hostil.associado.associadoId}`, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Deletar associado' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deletar associado' })).getByRole('button', { name: 'Deletar' }),
    );
    const alert = await screen.findByRole('dialog', { name: /Erro!/ });
    expect(within(alert).getByText(message, { exact: true })).toBeVisible();
    expectNothingInjected();
  });

  it('an error alert makes no element of a message holding markup', async () => {
    server.use(
      http.delete('*/api/associados', () =>
        HttpResponse.json({ message: `${payloads.img}${payloads.iframe}` }, { status: 400 }),
      ),
    );
    const { user } = await renderApp(`/associados/info/${hostil.associado.associadoId}`, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Deletar associado' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Deletar associado' })).getByRole('button', { name: 'Deletar' }),
    );
    expect(await screen.findByRole('dialog', { name: /Erro!/ })).toBeVisible();
    expectNothingInjected();
  });

  it('a success alert shows the server text as text', async () => {
    server.use(
      http.get('*/api/remessas/filadeenvio/:remessaId', () =>
        HttpResponse.json({ message: `${payloads.script} ${payloads.svg}` }),
      ),
    );
    const { user } = await renderApp(`/remessas/info/${hostil.remessa.remessaId}`, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Iniciar envio' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Iniciar envio' })).getByRole('button', {
        name: 'Iniciar envio',
      }),
    );
    const alert = await screen.findByRole('dialog', { name: /Sucesso!/ });
    expect(within(alert).getByText(`${payloads.script} ${payloads.svg}`, { exact: true })).toBeVisible();
    expectNothingInjected();
  });

  it('the payment-slip page shows an unknown server message as the support text, never the message', async () => {
    server.use(
      http.get('*/api/giro/boleto/link/:paymentId', () =>
        HttpResponse.json({ message: payloads.img }, { status: 422 }),
      ),
    );
    await renderApp('/cobranca/qualquer', { signedIn: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro, entre em contato com o suporte.');
    expect(screen.queryByText(payloads.img)).not.toBeInTheDocument();
    expectNothingInjected();
  });
});

describe('hostile e-mails in the demo mailbox', () => {
  const sent = (emailId: number, link: string | null, texto = `Olá, ${hostil.gestor.nome}.`) => ({
    emailId,
    para: payloads.attribute,
    assunto: payloads.script,
    texto,
    link,
    enviadoEm: new Date(2026, 0, 2, 10, 30).toISOString(),
  });

  it('shows subject, recipient and text as text, and follows only app paths and http(s) links', () => {
    render(
      <MailboxDialog
        onClose={() => undefined}
        emails={[
          sent(1, payloads.javascriptUrl),
          sent(2, 'data:text/html,<script>window.__xss=1</script>'),
          sent(3, 'JaVaScRiPt:window.__xss=1'),
          sent(4, '/cadastrar-senha/abc'),
          sent(5, 'https://banco.example/boleto.pdf'),
          sent(6, null, payloads.img),
        ]}
      />,
    );
    const mailbox = screen.getByRole('dialog', { name: 'Caixa de e-mails' });
    expect(within(mailbox).getAllByRole('heading', { name: payloads.script })).toHaveLength(6);
    expect(within(mailbox).getAllByText(payloads.attribute, { exact: true })).toHaveLength(6);
    expect(within(mailbox).getAllByText(`Olá, ${hostil.gestor.nome}.`, { exact: true })).toHaveLength(5);
    expect(within(mailbox).getByText(payloads.img, { exact: true })).toBeVisible();

    const links = within(mailbox).getAllByRole('link', { name: 'Abrir link' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/cadastrar-senha/abc',
      'https://banco.example/boleto.pdf',
    ]);
    expect(links[1]).toHaveAttribute('target', '_blank');
    expect(links[1]).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(mailbox).getByText(`Link: ${payloads.javascriptUrl}`, { exact: true })).toBeVisible();
    expectNothingInjected();
  });

  it.each(['/\\mal.example/cadastrar-senha/abc', '//mal.example/cadastrar-senha/abc', '/\t/mal.example/x'])(
    'never offers %j as a link of the panel: it leaves the site',
    (link) => {
      render(<MailboxDialog onClose={() => undefined} emails={[sent(1, link)]} />);
      const mailbox = screen.getByRole('dialog', { name: 'Caixa de e-mails' });
      const offered = within(mailbox)
        .queryAllByRole('link')
        .map((element) => new URL(element.getAttribute('href') ?? '', window.location.origin));
      expect(offered.filter((url) => url.origin !== window.location.origin)).toEqual([]);
    },
  );
});

describe('the check itself', () => {
  it('fails when text was turned into markup', async () => {
    const div = document.createElement('div');
    div.innerHTML = payloads.img;
    document.body.append(div);
    expect(() => expectNothingInjected()).toThrow(/elementos criados/);
    div.remove();
    await waitFor(() => expectNothingInjected());
  });
});
