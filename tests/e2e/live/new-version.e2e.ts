import { rename } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { db } from '@mocks/db';
import { expect, signIn, test } from '../../browser/fixtures';
import type { UnkindGateway } from '../../browser/unkind-gateway';

/**
 * A new version deployed while a page is open: the old version's files are gone (nginx answers
 * 404 for them, as after every deploy). A write is judged by what the page already holds; a page
 * that cannot judge one sends nothing, says its version is gone and reloads keeping what was typed.
 */
const SLOW = { timeout: 20_000 };
const POST_REMESSA = /^\/api\/remessas$/;

const remessasNamed = (descricao: string) => db.remessas.findMany((q) => q.where({ descricao }));

async function fillNovaRemessa(page: Page, descricao: string) {
  await page.goto('/remessas/form/cadastro');
  await expect(page.getByLabel('Tipo de remessa')).toBeVisible(SLOW);
  await page.getByLabel('Tipo de remessa').selectOption({ label: 'Arrecadação de Fundos' });
  await page.getByLabel('Pagantes').selectOption({ label: 'Internos' });
  await page.getByLabel('Descrição').fill(descricao);
  await page.getByLabel('Valor da remessa').fill('250,00');
  await page.getByLabel('Data de vencimento').click();
  const day = new Date(Date.now() + 20 * 86_400_000);
  await page.keyboard.type(
    `${String(day.getDate()).padStart(2, '0')}${String(day.getMonth() + 1).padStart(2, '0')}${day.getFullYear()}`,
  );
  await page.keyboard.press('Tab');
}

test.describe('a page whose version was replaced by a deploy (live build)', () => {
  test.use({ liveSiteOptions: { gateway: true } });

  let gateway: UnkindGateway;
  test.beforeEach(async ({ liveSite }) => {
    gateway = liveSite.gateway;
    gateway.reset();
    await liveSite.mock.reset('padrao');
  });

  const postsOf = (path: RegExp) =>
    gateway.seen.filter((request) => request.method === 'POST' && path.test(request.path));

  test('a create sent after the deploy is judged by what the page holds: one remessa, never a plain failure', async ({
    liveSite,
    openSignedIn,
  }) => {
    const descricao = 'Fundo depois do deploy';
    const { page } = await openSignedIn();
    await fillNovaRemessa(page, descricao);
    const assets = join(liveSite.outDir, 'assets');
    await rename(assets, `${assets}-versao-antiga`);
    try {
      await page.getByRole('button', { name: 'Cadastrar remessa' }).click();
      await expect.poll(() => remessasNamed(descricao).length, SLOW).toBe(1);
      const [created] = remessasNamed(descricao);
      await expect(page).toHaveURL(new RegExp(`/remessas/info/${created.remessaId}$`), SLOW);
      await expect(page.getByRole('dialog', { name: /Erro!/ })).toHaveCount(0);
      // The remessa's own screen is of the old version too: the page offers to reload.
      await expect(page.getByRole('button', { name: 'Tentar novamente' })).toBeVisible(SLOW);
    } finally {
      await rename(`${assets}-versao-antiga`, assets);
    }
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(page.getByText(descricao).first()).toBeVisible(SLOW);
    expect(postsOf(POST_REMESSA)).toHaveLength(1);
    expect(remessasNamed(descricao)).toHaveLength(1);
  });

  test('a write whose answer the page could not judge is not sent: the page says its version is gone, and its reload keeps what was typed', async ({
    openPage,
  }) => {
    const descricao = 'Fundo guardado para a nova versão';
    const { page } = await openPage('/');
    // The checks of the answers are among the files the deploy took away.
    const gone = /\/assets\/write-answers-[^/]*\.js$/;
    await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    await signIn(page);
    await fillNovaRemessa(page, descricao);
    await page.getByRole('button', { name: 'Cadastrar remessa' }).click();

    const error = page.getByRole('dialog', { name: /Erro!/ });
    await expect(error).toBeVisible(SLOW);
    await expect(error).toContainText('nada foi enviado');
    await error.getByRole('button', { name: 'OK' }).click();
    expect(postsOf(POST_REMESSA)).toHaveLength(0);

    const notice = page.getByRole('alert').filter({ hasText: 'Há uma nova versão do painel' });
    await expect(notice).toBeVisible(SLOW);
    await page.unroute(gone);
    await notice.getByRole('button', { name: 'Recarregar a página' }).click();
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: 'A página foi recarregada com a nova versão do painel antes de salvar.' }),
    ).toBeVisible(SLOW);
    await expect(page.getByLabel('Descrição')).toHaveValue(descricao);
    await expect(page.getByLabel('Valor da remessa')).toHaveValue(/250,00/);

    await page.getByRole('button', { name: 'Cadastrar remessa' }).click();
    await expect.poll(() => remessasNamed(descricao).length, SLOW).toBe(1);
    expect(postsOf(POST_REMESSA)).toHaveLength(1);
  });
});
