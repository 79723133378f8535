import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { situacaoRemessaLabels } from '@/config/domain';
import { SituacaoRemessaId } from '@/generated/model';
import { renderApp } from '../render';
import { captureRequests } from '../requests';
import { columnTexts, dialog, rowOf, seededRemessa, vinculosOf } from './remessa-helpers';

/**
 * A colleague starts sending a remessa (its status leaves 1 Em preparação) while this person still
 * has it on screen. Its status is checked on the read right before the write (the save's read,
 * vincular's read, the send's search), never left to the server to refuse.
 */
const REFUSED = `Esta remessa não pode mais ser alterada: ela está agora em "${situacaoRemessaLabels[SituacaoRemessaId.ENVIANDO]}"`;

/** What a colleague's Iniciar envio does to the remessa's record, as another browser would. */
async function colleagueStartsSending(remessaId: number) {
  await db.remessas.update((q) => q.where({ remessaId }), {
    data(record) {
      record.situacaoRemessa = {
        situacaoRemessaId: SituacaoRemessaId.ENVIANDO,
        situacaoRemessaNome: situacaoRemessaLabels[SituacaoRemessaId.ENVIANDO],
      };
    },
  });
}

const errorAlertText = async () => (await screen.findByRole('dialog', { name: /Erro!/ })).textContent ?? '';

describe('a remessa a colleague started sending is not changed (status checked on the fresh read)', () => {
  it('Salvar alterações: the save reads it once, sees Enviando, sends no PUT and says so', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const { user } = await renderApp(`/remessas/form/editar/${remessa.remessaId}`, { signedIn: true });
    const descricao = await screen.findByLabelText(/^Descrição/);
    await colleagueStartsSending(remessa.remessaId);
    const requests = captureRequests();

    await user.type(descricao, ' revisada');
    await user.click(screen.getByRole('button', { name: 'Salvar alterações' }));

    expect(await errorAlertText()).toContain(REFUSED);
    expect(requests.of('obterRemessa')).toHaveLength(1);
    expect(requests.of('atualizarRemessa')).toHaveLength(0);
    expect(screen.getByLabelText(/^Descrição/)).toHaveValue(`${remessa.descricao} revisada`);
  });

  it('Adicionar: vincular reads the remessa, sees Enviando, links nobody', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const antes = vinculosOf(remessa.remessaId).length;
    const { user } = await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Adicionar associado' }));
    const view = within(await dialog(/Adicionar associado à remessa/));
    await view.findByRole('table', { name: 'Associados disponíveis' });
    await waitFor(() => expect(columnTexts('Associados disponíveis', 1).length).toBeGreaterThan(0));
    const box = view
      .getAllByRole('checkbox', { name: /^Selecionar / })
      .find((candidate) => !(candidate as HTMLInputElement).disabled)!;
    await user.click(box);
    await colleagueStartsSending(remessa.remessaId);
    const requests = captureRequests();

    await user.click(view.getByRole('button', { name: 'Adicionar' }));

    expect(await errorAlertText()).toContain(REFUSED);
    expect(requests.of('obterRemessa')).toHaveLength(1);
    expect(requests.of('vincularAssociadosRemessa')).toHaveLength(0);
    expect(vinculosOf(remessa.remessaId)).toHaveLength(antes);
  });

  it('Deletar (an associate not yet sent): vincular reads the remessa, sees Enviando, removes nobody', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const antes = vinculosOf(remessa.remessaId).length;
    const alvo = db.associados.findFirst((q) =>
      q.where({ associadoId: vinculosOf(remessa.remessaId).find((v) => v.situacaoRemessaId === null)!.associadoId }),
    )!;
    const { user } = await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    await within(await screen.findByRole('table', { name: 'Associados da remessa' })).findByText(alvo.nome);
    await colleagueStartsSending(remessa.remessaId);
    const requests = captureRequests();

    await user.click(rowOf(alvo.nome).getByRole('button', { name: 'Deletar' }));
    await user.click(within(await dialog('Deletar associado da remessa')).getByRole('button', { name: 'Deletar' }));

    expect(await errorAlertText()).toContain(REFUSED);
    expect(requests.of('vincularAssociadosRemessa')).toHaveLength(0);
    expect(vinculosOf(remessa.remessaId)).toHaveLength(antes);
  });

  it('Iniciar envio: one search (not the whole remessa) finds it Enviando; nothing is queued and the page follows', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const { user } = await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Iniciar envio' }));
    const confirmacao = await dialog('Iniciar envio');
    await colleagueStartsSending(remessa.remessaId);
    const requests = captureRequests();

    await user.click(within(confirmacao).getByRole('button', { name: 'Iniciar envio' }));

    expect(await errorAlertText()).toContain(REFUSED);
    expect(requests.of('enfileirarEnvioRemessa')).toHaveLength(0);
    expect(requests.of('buscarRemessas')[0].body).toMatchObject({ descricao: remessa.descricao, numPage: 1 });
    // The page reads it again after the refusal: the send button goes, the notice comes.
    expect(await screen.findByText('Envio em andamento. Esta página se atualiza sozinha.')).toBeInTheDocument();
  });

  it('Iniciar envio still goes out when the status is the one shown (one search before the queue)', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const { user } = await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Iniciar envio' }));
    const requests = captureRequests();
    await user.click(within(await dialog('Iniciar envio')).getByRole('button', { name: 'Iniciar envio' }));
    await screen.findByRole('dialog', { name: /Sucesso!/ });
    // Once queued, the page follows the remessa through the same search (acompanhar-remessa): only the calls
    // up to the queue are the send's.
    const calls = requests.all.map((request) => request.operationId);
    const upToQueue = calls.slice(0, calls.indexOf('enfileirarEnvioRemessa') + 1);
    expect(upToQueue.filter((id) => id === 'buscarRemessas')).toHaveLength(1);
    expect(requests.of('enfileirarEnvioRemessa')).toHaveLength(1);
  });
});
