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
 * A download that merely failed (a blip) is no new version: the next write tries it again.
 */
const SLOW = { timeout: 20_000 };
const POST_REMESSA = /^\/api\/remessas$/;

const remessasNamed = (descricao: string) => db.remessas.findMany((q) => q.where({ descricao }));

async function fillNovaRemessa(page: Page, descricao: string) {
  await page.goto('/remessas/form/cadastro');
  await fillRemessaFields(page, descricao);
}

/** Fills Nova remessa, already open. */
async function fillRemessaFields(page: Page, descricao: string) {
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

  test('a blip while the signed-in layout downloads the write checks is no new version: the next write downloads them and saves, and no notice says otherwise', async ({
    openPage,
  }) => {
    const descricao = 'Fundo depois de um soluço da rede';
    const { page } = await openPage('/');
    await signIn(page);
    // Nova remessa opened: the checks' download as its layout starts fails (a network blip); the
    // server still has every file, and the network comes back.
    let downloads = 0;
    let blip = true;
    await page.route(/\/assets\/write-answers-[^/]*\.js$/, (route) => {
      downloads += 1;
      return blip ? route.abort('connectionreset') : route.fallback();
    });
    await page.goto('/remessas/form/cadastro');
    await expect.poll(() => downloads, SLOW).toBe(1);
    blip = false;
    const notice = page.getByRole('alert').filter({ hasText: 'Há uma nova versão do painel' });
    await fillRemessaFields(page, descricao);
    await expect(notice).toHaveCount(0);

    await page.getByRole('button', { name: 'Cadastrar remessa' }).click();
    await expect.poll(() => remessasNamed(descricao).length, SLOW).toBe(1);
    const [created] = remessasNamed(descricao);
    await expect(page).toHaveURL(new RegExp(`/remessas/info/${created.remessaId}$`), SLOW);
    expect(downloads).toBe(2);
    await expect(notice).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: /Erro!/ })).toHaveCount(0);
    expect(postsOf(POST_REMESSA)).toHaveLength(1);
  });

  test('a write whose answer the page could not judge is not sent: the page says its version is gone, and its reload keeps what was typed', async ({
    openPage,
  }) => {
    const descricao = 'Fundo guardado para a nova versão';
    const { page } = await openPage('/');
    // A deploy: the checks of the answers are among the files it took away, as is this page's own
    // entry, and index.html names the new version's files.
    const gone = /\/assets\/write-answers-[^/]*\.js$/;
    await page.route(gone, (route) => route.fulfill({ status: 404, body: 'Not Found' }));
    const ownEntry = /\/assets\/index-[^/]*\.js$/;
    await page.route(ownEntry, (route) =>
      route.request().method() === 'HEAD' ? route.fulfill({ status: 404, body: '' }) : route.fallback(),
    );
    const newIndex = '**/index.html';
    await page.route(newIndex, (route) =>
      route.request().resourceType() === 'fetch'
        ? route.fulfill({
            contentType: 'text/html',
            body: '<!doctype html><script type="module" crossorigin src="/assets/index-nova-versao.js"></script>',
          })
        : route.fallback(),
    );
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
    await page.unroute(ownEntry);
    await page.unroute(newIndex);
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
