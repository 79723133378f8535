import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { searchAssociados } from '@mocks/handlers/associados';
import { db } from '@mocks/db';
import { findTable, rowWith } from '../listas/listas-helpers';
import { renderApp } from '../render';
import { captureRequests } from '../requests';

/**
 * GET /api/associados/ativar/{id} toggles whatever the status is. A colleague changes the status
 * after this person's list loaded; the person confirms the stale action: nothing is toggled, the
 * person is told, and the row shows the status as it is now.
 */
const firstPage = () => searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 10 }).data;
const ativoNoBanco = (associadoId: number) => db.associados.findFirst((q) => q.where({ associadoId }))!.ativo;

/** A colleague's toggle in another browser: the server's record changes, this screen's list does not. */
const colleagueSets = (associadoId: number, ativo: boolean) =>
  db.associados.update((q) => q.where({ associadoId }), { data: (record) => void (record.ativo = ativo) });

async function confirmRowAction(user: Awaited<ReturnType<typeof renderApp>>['user'], nome: string, action: string) {
  await user.click(within(rowWith(await findTable('Associados'), nome)).getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog', { name: `${action} associado` });
  await user.click(within(dialog).getByRole('button', { name: action }));
}

describe('Inativar / Ativar acts on the status the person saw', () => {
  it('a colleague inactivated the associate: Inativar toggles nothing, says so and the row shows Inativo', async () => {
    const alvo = firstPage().find((associado) => associado.ativo)!;
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await colleagueSets(alvo.associadoId, false);
    const requests = captureRequests();

    await confirmRowAction(user, alvo.nome, 'Inativar');

    expect(await screen.findByRole('dialog', { name: /Erro!/ })).toHaveTextContent(
      'Este associado já foi inativado por outra pessoa.',
    );
    expect(requests.of('obterAssociado')).toHaveLength(1);
    expect(requests.of('alternarAtivoAssociado')).toHaveLength(0);
    expect(ativoNoBanco(alvo.associadoId)).toBe(false);
    await waitFor(() =>
      expect(
        within(rowWith(screen.getByRole('table', { name: 'Associados' }), alvo.nome)).getByText('Inativo'),
      ).toBeInTheDocument(),
    );
  });

  it('a colleague activated the associate: Ativar toggles nothing and says so', async () => {
    const alvo = firstPage().find((associado) => associado.ativo)!;
    await colleagueSets(alvo.associadoId, false);
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    await colleagueSets(alvo.associadoId, true);
    const requests = captureRequests();

    await confirmRowAction(user, alvo.nome, 'Ativar');

    expect(await screen.findByRole('dialog', { name: /Erro!/ })).toHaveTextContent(
      'Este associado já foi ativado por outra pessoa.',
    );
    expect(requests.of('alternarAtivoAssociado')).toHaveLength(0);
    expect(ativoNoBanco(alvo.associadoId)).toBe(true);
    await waitFor(() =>
      expect(
        within(rowWith(screen.getByRole('table', { name: 'Associados' }), alvo.nome)).getByText('Ativo'),
      ).toBeInTheDocument(),
    );
  });

  it('the status is still the one on screen: it reads the associate, then toggles once', async () => {
    const alvo = firstPage().find((associado) => associado.ativo)!;
    const { user } = await renderApp('/listas', { signedIn: true });
    await findTable('Associados');
    const requests = captureRequests();

    await confirmRowAction(user, alvo.nome, 'Inativar');

    await waitFor(() => expect(requests.of('alternarAtivoAssociado')).toHaveLength(1));
    expect(requests.of('obterAssociado')).toHaveLength(1);
    const order = requests.all.map((request) => request.operationId);
    expect(order.indexOf('obterAssociado')).toBeLessThan(order.indexOf('alternarAtivoAssociado'));
    await waitFor(() => expect(ativoNoBanco(alvo.associadoId)).toBe(false));
    expect(screen.queryByRole('dialog', { name: /Erro!/ })).not.toBeInTheDocument();
  });
});
