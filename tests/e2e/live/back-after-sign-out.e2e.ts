import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../../scripts/lib/browser';
import { expect, signIn, test } from '../../browser/fixtures';
import {
  ANA_NOME,
  RESTORED_PAGES,
  RESTORED_PAGES_PROBE,
  SIGNED_IN_TEXT,
  type RestoredPage,
} from '../engines/back-forward';

/**
 * Back after Sair da conta, in Chromium with its back-forward cache on (Playwright turns it off by
 * default) and the live build under nginx's own headers (`Cache-Control: no-cache`, with which
 * Chromium keeps a page in that cache). Firefox and WebKit: tests/e2e/engines/.
 */
test.use({
  launchOptions: {
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
});

test('Back after Sair da conta shows no page of the person who left, not even the frame a cached page comes back with', async ({
  newPanelContext,
}) => {
  const context = await newPanelContext();
  await context.addInitScript(RESTORED_PAGES_PROBE);
  const page = await context.newPage();
  await page.goto('/');
  await signIn(page);
  // Pages opened by their address: each a document of its own, which the browser may keep for Back.
  await page.goto('/listas?type=users');
  await expect(page.getByRole('table', { name: 'Usuários' }).locator('tbody tr')).toHaveCount(10);
  await page.goto('/listas?type=associates');
  await expect(page.getByRole('table', { name: 'Associados' }).locator('tbody tr')).toHaveCount(10);
  // Back while signed in: the list as it was, at once.
  await page.goBack({ waitUntil: 'commit' });
  await expect(page.getByRole('table', { name: 'Usuários' }).locator('tbody tr')).toHaveCount(10);
  await page.goForward({ waitUntil: 'commit' });
  await page
    .getByRole('link', { name: /^Ver informações/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Informações do associado' })).toBeVisible();

  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();

  await page.goBack({ waitUntil: 'commit' });
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await page.goBack({ waitUntil: 'commit' });
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  // The users list came back from the cache twice (so this proved something): signed in, its first
  // frame showed it; signed out, it came back and showed nothing of the person who had left.
  const [signedIn, signedOut, ...more] = (await page.evaluate(RESTORED_PAGES)) as RestoredPage[];
  expect(more).toEqual([]);
  expect([signedIn.path, signedOut.path]).toEqual(['/listas?type=users', '/listas?type=users']);
  expect(signedIn.firstFrame).toContain(ANA_NOME);
  expect(signedOut.asItCameBack).not.toMatch(SIGNED_IN_TEXT);
  expect(signedOut.firstFrame).not.toMatch(SIGNED_IN_TEXT);
  await expect(page.getByText(ANA_NOME)).toHaveCount(0);
});
