import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { searchAssociados } from '@mocks/handlers/associados';
import type { AssociadoAtualizar } from '@/generated/model';
import { formatMoney } from '@/utils/br/money';
import { renderApp } from '../render';
import { captureRequests } from '../requests';
import { findTable, rowTexts } from './listas-helpers';
import { chooseRows, confirmAction, pressAction, reportRows } from './selection-helpers';

/*
 * Reajustar mensalidade of the chosen associates: the percent mask and the new value, their bad
 * inputs, the preview to the cent, and the writes: each associate read when its turn comes and saved
 * as the edit form saves it, a colleague's change kept.
 */

const pagantes = () =>
  searchAssociados({ descricao: '', filtros: [], numPage: 1, numRows: 10 }).data.filter(
    (associado) => associado.associacao.mensalidade > 0,
  );
const registro = (associadoId: number) => db.associados.findFirst((q) => q.where({ associadoId }))!;

async function openReajuste(nomes: string[]) {
  const rendered = await renderApp('/listas', { signedIn: true });
  await findTable('Associados');
  await chooseRows(rendered.user, nomes);
  await pressAction(rendered.user, 'Reajustar mensalidade');
  const dialog = await screen.findByRole('dialog', { name: 'Reajustar mensalidade' });
  return { ...rendered, dialog };
}

describe('Reajustar mensalidade', () => {
  it('says why a percentage or a value is refused, and sends nothing', async () => {
    const [a, b] = pagantes();
    const requests = captureRequests();
    const { user, dialog } = await openReajuste([a!.nome, b!.nome]);
    const percentual = within(dialog).getByLabelText(/Percentual do reajuste/);
    const verPrevia = () => user.click(within(dialog).getByRole('button', { name: 'Ver prévia' }));

    await verPrevia();
    expect(await within(dialog).findByText('Informe o percentual do reajuste.')).toBeVisible();
    await user.type(percentual, '-');
    expect(percentual).toHaveValue('-%');
    await verPrevia();
    expect(await within(dialog).findByText('O percentual deve ser um número, como 4,5%.')).toBeVisible();
    await user.clear(percentual);
    await user.type(percentual, '150');
    await verPrevia();
    expect(await within(dialog).findByText('O percentual deve estar entre -50,0% e 100,0%.')).toBeVisible();
    await user.clear(percentual);
    await user.type(percentual, '-50,5');
    expect(percentual).toHaveValue('-50,5%');
    await verPrevia();
    expect(await within(dialog).findByText('O percentual deve estar entre -50,0% e 100,0%.')).toBeVisible();

    await user.click(within(dialog).getByLabelText('Novo valor'));
    const valor = within(dialog).getByLabelText(/Nova mensalidade/);
    await verPrevia();
    expect(await within(dialog).findByText('Informe a nova mensalidade.')).toBeVisible();
    await user.type(valor, '0');
    await verPrevia();
    expect(await within(dialog).findByText('A nova mensalidade deve ser maior que zero.')).toBeVisible();

    expect(screen.queryByRole('table', { name: 'Prévia do reajuste' })).not.toBeInTheDocument();
    expect(requests.of('obterAssociado')).toHaveLength(0);
    expect(requests.of('atualizarAssociado')).toHaveLength(0);
  });

  it('shows the preview to the cent before writing anything; applied, keeps a colleague’s other change and leaves a fee a colleague changed', async () => {
    const [a, b, c] = pagantes();
    const requests = captureRequests();
    const { user, dialog } = await openReajuste([a!.nome, b!.nome, c!.nome]);
    await user.type(within(dialog).getByLabelText(/Percentual do reajuste/), '4,55');
    expect(within(dialog).getByLabelText(/Percentual do reajuste/)).toHaveValue('4,5%');
    await user.click(within(dialog).getByRole('button', { name: 'Ver prévia' }));

    const previa = await screen.findByRole('dialog', { name: 'Reajustar a mensalidade de 3 associados?' });
    const nova = (atual: number) => Math.round((Math.round(atual * 100) * 1045) / 1000) / 100;
    expect(rowTexts(within(previa).getByRole('table', { name: 'Prévia do reajuste' }))).toEqual(
      [a!, b!, c!].map((associado) => [
        associado.nome,
        formatMoney(associado.associacao.mensalidade),
        formatMoney(nova(associado.associacao.mensalidade)),
      ]),
    );
    expect(requests.of('obterAssociado')).toHaveLength(0);
    expect(requests.of('atualizarAssociado')).toHaveLength(0);

    // Meanwhile, in another browser: B's address number, C's fee.
    await db.associados.update((q) => q.where({ associadoId: b!.associadoId }), {
      data: (record) => void (record.endereco = { ...record.endereco, numero: '999-B' }),
    });
    await db.associados.update((q) => q.where({ associadoId: c!.associadoId }), {
      data: (record) => void (record.associacao = { ...record.associacao, mensalidade: 777.7 }),
    });
    await confirmAction(user, previa, 'Aplicar reajuste');

    const report = Object.fromEntries(
      (await reportRows('Reajustar mensalidade')).map(([nome, ...rest]) => [nome, rest]),
    );
    expect(report[a!.nome]).toEqual(['Feito', '']);
    expect(report[b!.nome]).toEqual(['Feito', '']);
    expect(report[c!.nome]).toEqual([
      'Ignorado',
      'Mensalidade alterada por outra pessoa depois da prévia (agora R$ 777,70): ficou como está.',
    ]);
    const puts = requests.of('atualizarAssociado').map((request) => request.body as AssociadoAtualizar);
    expect(puts.map((put) => put.associadoId).sort()).toEqual([a!.associadoId, b!.associadoId].sort());
    const putB = puts.find((put) => put.associadoId === b!.associadoId)!;
    expect(putB.endereco.numero).toBe('999-B');
    expect(putB.associacao.mensalidade).toBe(nova(b!.associacao.mensalidade));
    expect(registro(a!.associadoId).associacao.mensalidade).toBe(nova(a!.associacao.mensalidade));
    expect(registro(b!.associadoId).endereco.numero).toBe('999-B');
    expect(registro(c!.associadoId).associacao.mensalidade).toBe(777.7);
    // Its users went back as the server has them.
    expect(putB.usuarios.map((usuario) => usuario.usuarioId).sort()).toEqual(
      db.usuarios
        .findMany((q) => q.where({ associadoId: b!.associadoId }))
        .map((usuario) => usuario.usuarioId)
        .sort(),
    );
  });

  it('sets a new value for every chosen associate, and skips one that already has it', async () => {
    const [a, b] = pagantes();
    await db.associados.update((q) => q.where({ associadoId: b!.associadoId }), {
      data: (record) => void (record.associacao = { ...record.associacao, mensalidade: 650 }),
    });
    const { user, dialog } = await openReajuste([a!.nome, b!.nome]);
    await user.click(within(dialog).getByLabelText('Novo valor'));
    await user.type(within(dialog).getByLabelText(/Nova mensalidade/), '650');
    await user.click(within(dialog).getByRole('button', { name: 'Ver prévia' }));
    const previa = await screen.findByRole('dialog', { name: 'Reajustar a mensalidade de 2 associados?' });
    expect(
      rowTexts(within(previa).getByRole('table', { name: 'Prévia do reajuste' })).map((cells) => cells[2]),
    ).toEqual(['R$ 650,00', 'R$ 650,00']);
    await confirmAction(user, previa, 'Aplicar reajuste');

    const report = Object.fromEntries(
      (await reportRows('Reajustar mensalidade')).map(([nome, ...rest]) => [nome, rest]),
    );
    expect(report[a!.nome]).toEqual(['Feito', '']);
    expect(report[b!.nome]).toEqual(['Ignorado', 'Já estava com a nova mensalidade.']);
    await waitFor(() => expect(registro(a!.associadoId).associacao.mensalidade).toBe(650));
  });
});
