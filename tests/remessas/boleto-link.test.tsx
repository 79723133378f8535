import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { db } from '@mocks/db';
import { SituacaoRemessaId } from '@/generated/model';
import { onAppEvent } from '@/lib/app-events';
import { renderApp } from '../render';
import { dialog, rowOf, seededRemessa, vinculosOf } from './remessa-helpers';

const TABLE = 'Associados da remessa';
const COPY = 'Copiar link do boleto';

async function openRemessa(remessaId: number) {
  const app = await renderApp(`/remessas/info/${remessaId}`, { signedIn: true });
  await screen.findByRole('table', { name: TABLE });
  return app;
}

const nomeOf = (associadoId: number) => db.associados.findFirst((q) => q.where({ associadoId }))!.nome;
const pageOf = (pagamentoGiroId: string) => `${window.location.origin}/cobranca/${pagamentoGiroId}`;

describe('Copiar link do boleto', () => {
  it('is offered on the rows with a payment only, and copies the panel’s boleto page with "Link copiado."', async () => {
    // Erro no envio: some refused (no boleto), some sent, some paid.
    const remessa = seededRemessa(SituacaoRemessaId.ERRO_NO_ENVIO);
    const vinculos = vinculosOf(remessa.remessaId);
    const comPagamento = vinculos.filter((v) => v.pagamentoGiroId);
    const semPagamento = vinculos.filter((v) => !v.pagamentoGiroId);
    expect(comPagamento.length).toBeGreaterThan(0);
    expect(semPagamento.length).toBeGreaterThan(0);
    const { user } = await openRemessa(remessa.remessaId);

    expect(within(screen.getByRole('table', { name: TABLE })).getAllByRole('button', { name: COPY })).toHaveLength(
      comPagamento.length,
    );
    for (const vinculo of semPagamento)
      expect(rowOf(nomeOf(vinculo.associadoId)).queryByRole('button', { name: COPY })).not.toBeInTheDocument();

    // Paid or not: the page tells the associate what became of it.
    for (const vinculo of comPagamento.slice(0, 2)) {
      await user.click(rowOf(nomeOf(vinculo.associadoId)).getByRole('button', { name: COPY }));
      expect(await screen.findByText('Link copiado.')).toBeInTheDocument();
      expect(await navigator.clipboard.readText()).toBe(pageOf(vinculo.pagamentoGiroId!));
    }
    expect(screen.getByText('Link copiado.').closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('tells the page the link it copied (painel:link-copiado), and nothing when the clipboard refused', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    const [primeiro, segundo] = vinculosOf(remessa.remessaId).filter((v) => v.pagamentoGiroId);
    const { user } = await openRemessa(remessa.remessaId);
    const told = vi.fn();
    const stop = onAppEvent('painel:link-copiado', told);
    try {
      await user.click(rowOf(nomeOf(primeiro.associadoId)).getByRole('button', { name: COPY }));
      await screen.findByText('Link copiado.');
      expect(told.mock.calls).toEqual([[{ link: pageOf(primeiro.pagamentoGiroId!) }]]);

      vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Negado.', 'NotAllowedError'));
      await user.click(rowOf(nomeOf(segundo.associadoId)).getByRole('button', { name: COPY }));
      await dialog('Copie o link do boleto');
      expect(told).toHaveBeenCalledTimes(1);
    } finally {
      stop();
    }
  });

  it('is not offered while nobody has a payment (a remessa in preparation)', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    await openRemessa(remessa.remessaId);
    expect(within(screen.getByRole('table', { name: TABLE })).getAllByRole('row').length).toBeGreaterThan(1);
    expect(screen.queryByRole('button', { name: COPY })).not.toBeInTheDocument();
  });

  it('where the clipboard is refused, shows the link selected in a dialog to copy by hand', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    const vinculo = vinculosOf(remessa.remessaId).find((v) => v.pagamentoGiroId)!;
    const nome = nomeOf(vinculo.associadoId);
    const { user } = await openRemessa(remessa.remessaId);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Negado.', 'NotAllowedError'));

    const button = rowOf(nome).getByRole('button', { name: COPY });
    await user.click(button);
    const manual = await dialog('Copie o link do boleto');
    expect(
      within(manual).getByText(/O navegador não permitiu copiar o link automaticamente/, { exact: false }),
    ).toBeInTheDocument();
    const field = within(manual).getByRole<HTMLInputElement>('textbox', { name: `Link do boleto de ${nome}` });
    expect(field).toHaveValue(pageOf(vinculo.pagamentoGiroId!));
    expect(field).toHaveAttribute('readonly');
    await waitFor(() => expect(field).toHaveFocus());
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, field.value.length]);
    expect(screen.queryByText('Link copiado.')).not.toBeInTheDocument();

    await user.click(within(manual).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });

  it('the copied link opens the boleto on the public page', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.ENVIADO);
    const vinculo = vinculosOf(remessa.remessaId).find((v) => v.situacaoRemessaId === SituacaoRemessaId.ENVIADO)!;
    const { user, unmount } = await openRemessa(remessa.remessaId);
    await user.click(rowOf(nomeOf(vinculo.associadoId)).getByRole('button', { name: COPY }));
    const link = new URL(await navigator.clipboard.readText());
    unmount();

    await renderApp(link.pathname);
    expect(await screen.findByText('Seu boleto está disponivel')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toBeInTheDocument();
  });
});
