import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@mocks/node';
import { db } from '@mocks/db';
import { renderApp } from '../render';
import { captureRequests } from '../requests';
import { catchDownloads, csvLinesOf, findTable, rowTexts } from './listas-helpers';
import { chooseOption } from '../form-controls';
import { chooseRows, confirmAction, pressAction, reportRows, selectionStatus } from './selection-helpers';

/*
 * Deletar and Exportar selecionadas of many remessas: only those in preparation are deleted, each
 * checked again when its turn comes; the others are named and left alone.
 */

const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });
/** Remessas in `situacao` whose description no other remessa has (a row is found by it). */
const remessasEm = (situacao: number) =>
  db.remessas
    .all()
    .filter((remessa) => remessa.situacaoRemessa.situacaoRemessaId === situacao)
    .filter((remessa) => db.remessas.all().filter((other) => other.descricao === remessa.descricao).length === 1)
    .sort((a, b) => collator.compare(a.descricao, b.descricao));
const stillThere = (remessaId: number) => db.remessas.findFirst((q) => q.where({ remessaId })) !== undefined;
const reportOf = async () =>
  Object.fromEntries((await reportRows('Deletar remessas')).map(([nome, ...rest]) => [nome, rest]));

async function chooseOnList(descricoes: string[]) {
  const rendered = await renderApp('/listas?type=shipments&size=100', { signedIn: true });
  await findTable('Remessas');
  await chooseRows(rendered.user, descricoes);
  return rendered;
}

describe('Deletar remessas chosen in the list', () => {
  it('names those not in preparation in its confirm and leaves them alone; deletes the others in one list', async () => {
    const [a, b] = remessasEm(1);
    const [enviada] = remessasEm(3);
    const requests = captureRequests();
    const { user } = await chooseOnList([a!.descricao, b!.descricao, enviada!.descricao]);

    await pressAction(user, 'Deletar');
    const confirm = await screen.findByRole('dialog', { name: 'Deletar 2 remessas?' });
    expect(confirm).toHaveTextContent(
      `As 2 remessas em preparação selecionadas serão deletadas. Só remessas em preparação podem ser deletadas: ${enviada!.descricao} fica como está. Esta ação não pode ser desfeita.`,
    );
    await confirmAction(user, confirm, 'Deletar');

    const report = await reportOf();
    expect(report[a!.descricao]).toEqual(['Feito', '']);
    expect(report[b!.descricao]).toEqual(['Feito', '']);
    expect(report[enviada!.descricao]).toEqual(['Ignorado', 'Não está em preparação: ficou como está.']);
    expect(requests.of('excluirRemessas')).toHaveLength(1);
    expect(
      (requests.of('excluirRemessas')[0]!.body as { remessasDelete: { remessaId: number }[] }).remessasDelete
        .map((item) => item.remessaId)
        .sort(),
    ).toEqual([a!.remessaId, b!.remessaId].sort());
    expect(stillThere(a!.remessaId) || stillThere(b!.remessaId)).toBe(false);
    expect(stillThere(enviada!.remessaId)).toBe(true);
  });

  it('leaves a remessa a colleague started sending meanwhile as it is, and says so', async () => {
    const [a, b] = remessasEm(1);
    const requests = captureRequests();
    const { user } = await chooseOnList([a!.descricao, b!.descricao]);
    await db.remessas.update((q) => q.where({ remessaId: b!.remessaId }), {
      data: (record) => void (record.situacaoRemessa = { situacaoRemessaId: 2, situacaoRemessaNome: 'Enviando' }),
    });

    await pressAction(user, 'Deletar');
    await confirmAction(user, await screen.findByRole('dialog', { name: 'Deletar 2 remessas?' }), 'Deletar');

    const report = await reportOf();
    expect(report[a!.descricao]).toEqual(['Feito', '']);
    expect(report[b!.descricao]).toEqual([
      'Ignorado',
      'Está agora em "Enviando" (outra pessoa pode ter iniciado o envio): ficou como está.',
    ]);
    expect(requests.of('excluirRemessas').map((request) => request.body)).toEqual([
      { remessasDelete: [{ remessaId: a!.remessaId }] },
    ]);
    expect(stillThere(b!.remessaId)).toBe(true);
  });

  it('a list the server failed is reported in its words and stays chosen; Tentar de novo os que falharam deletes them once', async () => {
    const [a, b] = remessasEm(1);
    server.use(
      http.delete('*/api/remessas', () => HttpResponse.json({ message: 'Falha ao excluir.' }, { status: 500 }), {
        once: true,
      }),
    );
    const requests = captureRequests();
    const { user } = await chooseOnList([a!.descricao, b!.descricao]);

    await pressAction(user, 'Deletar');
    await confirmAction(user, await screen.findByRole('dialog', { name: 'Deletar 2 remessas?' }), 'Deletar');

    expect(await reportOf()).toEqual({
      [a!.descricao]: ['Falhou', 'Falha ao excluir.'],
      [b!.descricao]: ['Falhou', 'Falha ao excluir.'],
    });
    expect(stillThere(a!.remessaId) && stillThere(b!.remessaId)).toBe(true);
    expect(selectionStatus()).toHaveTextContent('2 remessas selecionadas');

    await user.click(screen.getByRole('button', { name: 'Tentar de novo os que falharam' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Tentar de novo os que falharam' })).toBeNull());
    expect(await reportOf()).toEqual({ [a!.descricao]: ['Feito', ''], [b!.descricao]: ['Feito', ''] });
    expect(stillThere(a!.remessaId) || stillThere(b!.remessaId)).toBe(false);
    expect(requests.of('excluirRemessas')).toHaveLength(2);
    expect(selectionStatus()).toHaveTextContent('Nenhuma remessa selecionada');
  });

  it('keeps the choice across the Situação filter; after Fechar relatório the deleted remessa is gone from the list', async () => {
    const files = catchDownloads();
    const requests = captureRequests();
    const { user } = await renderApp('/listas?type=shipments', { signedIn: true });
    await findTable('Remessas');
    /** The first row shown once the filter is `situacao` (id `situacaoId`) whose description no other remessa has. */
    const firstIn = async (situacao: string, situacaoId: number) => {
      await chooseOption(user, 'Situação', situacao);
      let found: ReturnType<typeof remessasEm>[number] | undefined;
      await waitFor(() => {
        const rows = rowTexts(screen.getByRole('table', { name: 'Remessas' }));
        expect(rows.length).toBeGreaterThan(0);
        expect(rows.every((cells) => cells[3] === situacao)).toBe(true);
        const unique = remessasEm(situacaoId);
        found = rows
          .map((cells) => unique.find((remessa) => remessa.descricao === cells[0]))
          .find((remessa) => remessa !== undefined);
        expect(found).toBeDefined();
      });
      return found!;
    };
    const emPreparacao = await firstIn('Em preparação', 1);
    await chooseRows(user, [emPreparacao.descricao]);
    // The choice survives the filter: one that was paid joins it.
    const paga = await firstIn('Pago', 4);
    await chooseRows(user, [paga.descricao]);
    expect(selectionStatus()).toHaveTextContent('2 remessas selecionadas');

    await pressAction(user, 'Exportar selecionadas');
    await confirmAction(user, await screen.findByRole('dialog', { name: 'Exportar 2 remessas?' }), 'Exportar');
    await waitFor(() => expect(files).toHaveLength(1));
    const lines = await csvLinesOf(files[0]!);
    expect(
      lines
        .slice(1)
        .map((line) => line.split(';')[0])
        .sort(),
    ).toEqual([`"${emPreparacao.descricao}"`, `"${paga.descricao}"`].sort());

    await pressAction(user, 'Deletar');
    const confirm = await screen.findByRole('dialog', { name: 'Deletar 1 remessa?' });
    expect(confirm).toHaveTextContent(`${paga.descricao} fica como está`);
    await confirmAction(user, confirm, 'Deletar');

    const report = await reportOf();
    expect(report[emPreparacao.descricao]).toEqual(['Feito', '']);
    expect(report[paga.descricao]).toEqual(['Ignorado', 'Não está em preparação: ficou como está.']);
    expect(requests.of('excluirRemessas').map((request) => request.body)).toEqual([
      { remessasDelete: [{ remessaId: emPreparacao.remessaId }] },
    ]);
    expect(stillThere(emPreparacao.remessaId)).toBe(false);
    expect(stillThere(paga.remessaId)).toBe(true);
    expect(selectionStatus()).toHaveTextContent('Nenhuma remessa selecionada');

    await user.click(screen.getByRole('button', { name: 'Fechar relatório' }));
    await waitFor(() =>
      expect(screen.queryByRole('table', { name: 'Relatório: Deletar remessas' })).not.toBeInTheDocument(),
    );
    await chooseOption(user, 'Situação', 'Em preparação');
    await waitFor(() => {
      const rows = rowTexts(screen.getByRole('table', { name: 'Remessas' }));
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.every((cells) => cells[3] === 'Em preparação')).toBe(true);
      expect(rows.map((cells) => cells[0])).not.toContain(emPreparacao.descricao);
    });
  });

  it('with none in preparation chosen, says so and sends nothing', async () => {
    const [enviada] = remessasEm(3);
    const requests = captureRequests();
    const { user } = await chooseOnList([enviada!.descricao]);

    await pressAction(user, 'Deletar');

    expect(await screen.findByRole('dialog', { name: /Erro!/ })).toHaveTextContent(
      `Só é possível deletar remessas em preparação, e nenhuma das selecionadas está: ${enviada!.descricao}. Nada foi enviado.`,
    );
    expect(requests.of('excluirRemessas')).toHaveLength(0);
    expect(selectionStatus()).toHaveTextContent('1 remessa selecionada');
  });
});

describe('Exportar selecionadas of remessas', () => {
  it('writes the chosen remessas with the list’s columns, a Mensalidade’s Valor as Variável', async () => {
    const files = catchDownloads();
    const mensalidade = db.remessas
      .all()
      .find(
        (remessa) =>
          remessa.tipoRemessa.tipoRemessaId === 1 &&
          db.remessas.all().filter((other) => other.descricao === remessa.descricao).length === 1,
      )!;
    const { user } = await chooseOnList([mensalidade.descricao]);

    await pressAction(user, 'Exportar selecionadas');
    const confirm = await screen.findByRole('dialog', { name: 'Exportar 1 remessa?' });
    expect(confirm).toHaveTextContent('Um arquivo CSV com a 1 remessa selecionada será baixado.');
    await confirmAction(user, confirm, 'Exportar');

    await waitFor(() => expect(files).toHaveLength(1));
    const lines = await csvLinesOf(files[0]!);
    expect(lines[0]).toBe('\uFEFF"Descrição";"Valor";"Data de vencimento";"Situação";"Total pago";"Total pendente"');
    expect(lines[1]).toMatch(
      new RegExp(`^"${mensalidade.descricao.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}";"Variável";`),
    );
    expect(files[0]!.name).toMatch(/^ListaRemessas_\d{2}-\d{2}-\d{4}\.csv$/);
  });
});
