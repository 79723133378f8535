import { resetMockData } from '@mocks/data';
import { serveWithNginx, type NginxSite } from '../../scripts/lib/nginx-site';
import { expect, test } from '../browser/fixtures';
import { expectPolicyEnforced, remessaEmPreparacao, walkThePanel, watchedContext } from './nginx-helpers';

/**
 * The demo build as operators could run it: Debian's nginx started by `deploy/serve-nginx.sh` (the
 * Dockerfile's entrypoint). Security case 15: the mock backend's service worker, the panel, the
 * mailbox and the sample slip run under the Content-Security-Policy the script renders without a
 * single violation, and print no console error. The live build under the same script: live/nginx.e2e.ts.
 */

test.describe('the demo build served by deploy/serve-nginx.sh', () => {
  let site: Promise<NginxSite> | undefined;
  /** The demo build (the `demo` fixture's folder) under nginx, started by the first test that asks. */
  const demoUnderNginx = (dir: string) => (site ??= serveWithNginx(dir));

  test.beforeAll(async () => {
    // The same seed as the page's own mock backend: it picks the remessa to open.
    await resetMockData();
  });

  test.afterAll(async () => {
    await (await site)?.close();
  });

  test('runs the mock backend, the panel, the mailbox and the sample boleto without any violation or console error', async ({
    demo,
    newPanelContext,
  }) => {
    const served = await demoUnderNginx(demo.dir);
    const watched = await watchedContext(newPanelContext);
    const { page, context } = watched;
    await page.goto(`${served.url}/`);
    await expect(page.getByRole('complementary', { name: 'Modo demonstração' })).toBeVisible({ timeout: 15_000 });
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null)).toMatch(
      /mockServiceWorker\.js$/,
    );

    await walkThePanel(page, served.url, remessaEmPreparacao());

    await page.getByRole('button', { name: 'Caixa de e-mails' }).click();
    await expect(page.getByRole('dialog', { name: 'Caixa de e-mails' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto(`${served.url}/cobranca/demo-disponivel`);
    const [slip] = await Promise.all([
      context.waitForEvent('page'),
      page.getByRole('button', { name: 'Download' }).click(),
    ]);
    await slip.waitForLoadState();
    await expect(slip.locator('#pagamento')).toHaveText('demo-disponivel');

    expect(await watched.problems()).toEqual([]);
    expect(served.reports).toEqual([]);
    await expectPolicyEnforced(watched);
  });
});
