import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { presentAssociadoResumo } from '@mocks/db/presenters';
import { obterRemessa, vincularAssociadosRemessa } from '@/generated/api/remessas/remessas';
import { SituacaoRemessaId } from '@/generated/model';
import { toRemessaVincular } from '@/lib/remessa-vinculo';
import { renderApp } from '../render';
import { captureRequests } from '../requests';
import { hasOwnDescricao } from '../seed-picks';
import { dialog, rowOf, seededRemessa, vinculosOf } from './remessa-helpers';

const TABLE = 'Associados da remessa';
const associadoOf = (associadoId: number) => db.associados.findFirst((q) => q.where({ associadoId }))!;

/**
 * Colleague A adds an associate to the remessa (a direct call, as another browser would), after
 * colleague B's page was loaded: B's copy of the list does not have A's associate yet.
 */
async function colleagueLinks(remessaId: number) {
  const vinculados = new Set(vinculosOf(remessaId).map((vinculo) => vinculo.associadoId));
  const remessa = await obterRemessa(remessaId);
  const novo = db.associados.findFirst((q) =>
    q.where(
      (associado) =>
        !vinculados.has(associado.associadoId) &&
        associado.tipoAssociado.tipoAssociadoId === remessa.tipoAssociado.tipoAssociadoId,
    ),
  )!;
  await vincularAssociadosRemessa(toRemessaVincular(remessa, [...remessa.associados, presentAssociadoResumo(novo)]));
  expect(vinculosOf(remessaId).map((vinculo) => vinculo.associadoId)).toContain(novo.associadoId);
  return novo;
}

describe('two people changing the same remessa (spec section 7: vincular replaces the whole list)', () => {
  it('a removal on the remessa page keeps an associate a colleague linked after the page loaded', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const [primeiro] = vinculosOf(remessa.remessaId);
    const alvo = associadoOf(primeiro.associadoId);
    const { user } = await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    await screen.findByRole('table', { name: TABLE });

    const novo = await colleagueLinks(remessa.remessaId);
    const requests = captureRequests();

    await user.click(rowOf(alvo.nome).getByRole('button', { name: 'Deletar' }));
    await user.click(within(await dialog('Deletar associado da remessa')).getByRole('button', { name: 'Deletar' }));

    await waitFor(() => expect(requests.of('vincularAssociadosRemessa')).toHaveLength(1));
    const enviados = (
      requests.of('vincularAssociadosRemessa')[0].body as { associadosRemessa: { associadoId: number }[] }
    ).associadosRemessa;
    expect(enviados.map((associado) => associado.associadoId)).toContain(novo.associadoId);
    expect(enviados.map((associado) => associado.associadoId)).not.toContain(alvo.associadoId);
    const finais = vinculosOf(remessa.remessaId).map((vinculo) => vinculo.associadoId);
    expect(finais).toContain(novo.associadoId);
    expect(finais).not.toContain(alvo.associadoId);
    // And B's page shows the list as it is now: A's associate is there, the removed one is not.
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: TABLE })).queryByText(alvo.nome)).not.toBeInTheDocument(),
    );
    expect(within(screen.getByRole('table', { name: TABLE })).getByText(novo.nome)).toBeInTheDocument();
  });

  it('a removal on the associate page keeps an associate a colleague linked to the same remessa after the page loaded', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const alvo = associadoOf(
      vinculosOf(remessa.remessaId).find(
        (vinculo) => vinculo.situacaoRemessaId === null && hasOwnDescricao(vinculo.associadoId, remessa.remessaId),
      )!.associadoId,
    );
    const { user } = await renderApp(`/associados/info/${alvo.associadoId}`, { signedIn: true });
    const remessas = await screen.findByRole('table', { name: 'Últimas remessas do associado' });
    const linha = within(remessas)
      .getAllByRole('row')
      .find((row) => row.textContent?.includes(remessa.descricao))!;

    const novo = await colleagueLinks(remessa.remessaId);
    await user.click(within(linha).getByRole('button', { name: 'Deletar vínculo com a remessa' }));
    await user.click(within(await dialog('Deletar vínculo com a remessa')).getByRole('button', { name: 'Deletar' }));

    await waitFor(() =>
      expect(vinculosOf(remessa.remessaId).map((vinculo) => vinculo.associadoId)).not.toContain(alvo.associadoId),
    );
    expect(vinculosOf(remessa.remessaId).map((vinculo) => vinculo.associadoId)).toContain(novo.associadoId);
  });

  it('an addition on the remessa page keeps an associate a colleague linked after the page loaded', async () => {
    const remessa = seededRemessa(SituacaoRemessaId.EM_PREPARACAO);
    const { user } = await renderApp(`/remessas/info/${remessa.remessaId}`, { signedIn: true });
    await screen.findByRole('table', { name: TABLE });
    const novo = await colleagueLinks(remessa.remessaId);
    const antes = new Set(vinculosOf(remessa.remessaId).map((vinculo) => vinculo.associadoId));

    await user.click(screen.getByRole('button', { name: 'Adicionar associado' }));
    const adicionar = within(await dialog(/Adicionar associado à remessa/));
    const disponiveis = within(await adicionar.findByRole('table', { name: 'Associados disponíveis' }));
    const escolha = (await disponiveis.findAllByRole('checkbox', { name: /^Selecionar / })).find(
      // Not A's associate: B's page still offers it, since B's copy of the list is older.
      (checkbox) =>
        !(checkbox as HTMLInputElement).disabled && !checkbox.getAttribute('aria-label')?.includes(novo.nome),
    )!;
    await user.click(escolha);
    await user.click(adicionar.getByRole('button', { name: 'Adicionar' }));

    await waitFor(() => expect(vinculosOf(remessa.remessaId).length).toBe(antes.size + 1));
    expect(vinculosOf(remessa.remessaId).map((vinculo) => vinculo.associadoId)).toContain(novo.associadoId);
  });
});
