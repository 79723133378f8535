import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { db } from '@mocks/db';
import { mockRuntime } from '@mocks/lib/runtime';
import { bodyRows, expect, rowWith, test } from '../../browser/fixtures';
import type { UnkindGateway } from '../../browser/unkind-gateway';

/**
 * The actions on many rows of Usuários and Remessas, and Ativar and Exportar selecionados of
 * Associados, in the live build under nginx against the mock server behind the tests' gateway
 * (request time limit 2.5 s): a row changed or deleted by a colleague meanwhile, a delete answered
 * after the time limit, and the exports of the choice. What the server receives is read at the gateway.
 */
const TIME_LIMIT_MS = 2500;
const SLOW = { timeout: 20_000 };

const bar = (page: Page) => page.getByRole('group', { name: /^Seleção de / });
const collator = new Intl.Collator('pt-BR', { sensitivity: 'base' });

async function choose(page: Page, nomes: string[]) {
  for (const nome of nomes) await page.getByRole('checkbox', { name: `Selecionar ${nome}` }).check();
}

/** Presses the action, then its confirm's own button (`confirmLabel` when it differs). */
async function runAction(page: Page, action: string, title: string, confirmLabel = action) {
  await bar(page).getByRole('button', { name: action, exact: true }).click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: confirmLabel, exact: true }).click();
}

/** Exports the choice with `action` after its confirm `title`: the file's lines, without the header. */
async function exportChoice(page: Page, action: string, title: string) {
  const download = page.waitForEvent('download');
  await runAction(page, action, title, 'Exportar');
  const text = await readFile((await (await download).path())!, 'utf8');
  return text.split('\r\n').filter(Boolean).slice(1);
}

/** Users who are not staff (the signed-in user is), in the list's order. */
const membros = () =>
  db.usuarios
    .all()
    .filter((usuario) => !usuario.usuarioGestao)
    .sort((a, b) => collator.compare(a.nome, b.nome));
const usuarioExiste = (usuarioId: number) => db.usuarios.findFirst((q) => q.where({ usuarioId })) !== undefined;

/** Remessas in preparation whose description no other has (a row is found by it). */
const emPreparacao = () =>
  db.remessas
    .all()
    .filter((remessa) => remessa.situacaoRemessa.situacaoRemessaId === 1)
    .filter((remessa) => db.remessas.all().filter((other) => other.descricao === remessa.descricao).length === 1);
const remessaExiste = (remessaId: number) => db.remessas.findFirst((q) => q.where({ remessaId })) !== undefined;

test.describe('actions on many users, remessas and associates (live build)', () => {
  test.use({ liveSiteOptions: { env: { PAINEL_REQUEST_TIMEOUT_MS: String(TIME_LIMIT_MS) }, gateway: true } });

  let gateway: UnkindGateway;
  const deletes = (path: string) =>
    gateway.seen.filter((request) => request.method === 'DELETE' && request.path === path);

  test.beforeEach(async ({ liveSite }) => {
    gateway = liveSite.gateway;
    gateway.reset();
    mockRuntime.latency = { min: 0, max: 0 };
    await liveSite.mock.reset('padrao');
  });

  async function openList(openSignedIn: (options?: object) => Promise<{ page: Page; errors: string[] }>, path: string) {
    const opened = await openSignedIn({ acceptDownloads: true });
    await opened.page.goto(path);
    return opened;
  }

  test('Usuários: Exportar selecionados writes the chosen users; Deletar names one a colleague deleted meanwhile and deletes the others', async ({
    openSignedIn,
  }) => {
    const [a, b, colega] = membros();
    const { page, errors } = await openList(openSignedIn, '/listas?type=users&profile=associado&size=50');
    await expect(rowWith(page, 'Usuários', a!.nome)).toBeVisible(SLOW);
    await choose(page, [a!.nome, b!.nome, colega!.nome]);
    await expect(bar(page).getByRole('status')).toHaveText('3 usuários selecionados');

    const lines = await exportChoice(page, 'Exportar selecionados', 'Exportar 3 usuários?');
    expect(lines).toHaveLength(3);
    for (const { nome } of [a!, b!, colega!]) expect(lines.some((line) => line.startsWith(`"${nome}";`))).toBe(true);

    db.usuarios.delete((q) => q.where({ usuarioId: colega!.usuarioId }));
    await runAction(page, 'Deletar', 'Deletar 3 usuários?');

    const relatorio = 'Relatório: Deletar usuários';
    await expect(rowWith(page, relatorio, colega!.nome)).toContainText(
      'IgnoradoJá tinha sido excluído por outra pessoa.',
      SLOW,
    );
    for (const { nome } of [a!, b!]) await expect(rowWith(page, relatorio, nome)).toContainText('Feito');
    expect(usuarioExiste(a!.usuarioId) || usuarioExiste(b!.usuarioId)).toBe(false);
    await expect(bar(page).getByRole('status')).toHaveText('Nenhum usuário selecionado');
    await page.getByRole('button', { name: 'Fechar relatório' }).click();
    await expect(rowWith(page, 'Usuários', a!.nome)).toHaveCount(0, SLOW);
    expect(errors.filter((error) => !error.includes('404'))).toEqual([]);
  });

  test('Usuários: a delete the server received after the time limit is looked up, counted once and never sent again', async ({
    openSignedIn,
  }) => {
    const [a, b] = membros();
    gateway.rules.push({ method: 'DELETE', path: /^\/api\/usuarios$/, holdMs: TIME_LIMIT_MS * 1.6, once: true });
    const { page, errors } = await openList(openSignedIn, '/listas?type=users&profile=associado&size=50');
    await expect(rowWith(page, 'Usuários', a!.nome)).toBeVisible(SLOW);
    await choose(page, [a!.nome, b!.nome]);
    await runAction(page, 'Deletar', 'Deletar 2 usuários?');

    await expect(page.getByText('Deletar usuários: concluído. 2 feitos · 0 ignorados · 0 com falha.')).toBeVisible(
      SLOW,
    );
    expect(deletes('/api/usuarios')).toHaveLength(1);
    expect(usuarioExiste(a!.usuarioId) || usuarioExiste(b!.usuarioId)).toBe(false);
    // Each was looked for after the time limit, and found gone.
    for (const { usuarioId } of [a!, b!])
      expect(gateway.seen.some((request) => request.path === `/api/usuarios/${usuarioId}`)).toBe(true);
    expect(errors.filter((error) => !/ERR_|net::|404/.test(error))).toEqual([]);
  });

  test('Remessas: Exportar selecionadas writes the chosen ones; Deletar leaves one a colleague started sending and deletes the other', async ({
    openSignedIn,
  }) => {
    const [a, colega] = emPreparacao();
    const { page, errors } = await openList(openSignedIn, '/listas?type=shipments&size=100');
    await expect(rowWith(page, 'Remessas', a!.descricao)).toBeVisible(SLOW);
    await choose(page, [a!.descricao, colega!.descricao]);
    await expect(bar(page).getByRole('status')).toHaveText('2 remessas selecionadas');

    const lines = await exportChoice(page, 'Exportar selecionadas', 'Exportar 2 remessas?');
    expect(lines).toHaveLength(2);
    for (const { descricao } of [a!, colega!])
      expect(lines.some((line) => line.startsWith(`"${descricao}";`))).toBe(true);

    await db.remessas.update((q) => q.where({ remessaId: colega!.remessaId }), {
      data: (record) => void (record.situacaoRemessa = { situacaoRemessaId: 2, situacaoRemessaNome: 'Enviando' }),
    });
    await runAction(page, 'Deletar', 'Deletar 2 remessas?');

    const relatorio = 'Relatório: Deletar remessas';
    await expect(rowWith(page, relatorio, colega!.descricao)).toContainText(
      'IgnoradoEstá agora em "Enviando" (outra pessoa pode ter iniciado o envio): ficou como está.',
      SLOW,
    );
    await expect(rowWith(page, relatorio, a!.descricao)).toContainText('Feito');
    expect(deletes('/api/remessas').map((request) => request.body)).toEqual([
      { remessasDelete: [{ remessaId: a!.remessaId }] },
    ]);
    expect(remessaExiste(a!.remessaId)).toBe(false);
    expect(remessaExiste(colega!.remessaId)).toBe(true);
    expect(errors).toEqual([]);
  });

  test('Associados: Ativar of inactive ones skips one a colleague activated meanwhile; Exportar selecionados writes them', async ({
    openSignedIn,
  }) => {
    const pagina = db.associados
      .all()
      .filter((associado) => associado.ativo)
      .sort((x, y) => collator.compare(x.nome, y.nome))
      .slice(0, 3);
    for (const { associadoId } of pagina)
      await db.associados.update((q) => q.where({ associadoId }), { data: (record) => void (record.ativo = false) });
    const [a, b, colega] = pagina;
    const { page, errors } = await openList(openSignedIn, '/listas?size=100');
    await expect(rowWith(page, 'Associados', a!.nome)).toBeVisible(SLOW);
    await choose(page, [a!.nome, b!.nome, colega!.nome]);

    const lines = await exportChoice(page, 'Exportar selecionados', 'Exportar 3 associados?');
    expect(lines).toHaveLength(3);

    await db.associados.update((q) => q.where({ associadoId: colega!.associadoId }), {
      data: (record) => void (record.ativo = true),
    });
    await runAction(page, 'Ativar', 'Ativar 3 associados?');

    const relatorio = 'Relatório: Ativar associados';
    await expect(rowWith(page, relatorio, colega!.nome)).toContainText(
      'IgnoradoJá tinha sido ativado por outra pessoa.',
      SLOW,
    );
    for (const { nome } of [a!, b!]) await expect(rowWith(page, relatorio, nome)).toContainText('Feito');
    const ativo = (associadoId: number) => db.associados.findFirst((q) => q.where({ associadoId }))!.ativo;
    expect(pagina.map(({ associadoId }) => ativo(associadoId))).toEqual([true, true, true]);
    expect(
      gateway.seen.filter((request) => request.path === `/api/associados/ativar/${colega!.associadoId}`),
    ).toHaveLength(0);
    await expect(bodyRows(page, relatorio)).toHaveCount(3);
    expect(errors).toEqual([]);
  });
});
