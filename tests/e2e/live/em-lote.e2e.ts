import type { Page } from '@playwright/test';
import { mockRuntime } from '@mocks/lib/runtime';
import { bodyRows, expect, rowWith, test } from '../../browser/fixtures';
import type { UnkindGateway } from '../../browser/unkind-gateway';

/**
 * Actions on many associates in the live build under nginx, the mock server over HTTP behind the
 * tests' unkind gateway (tests/browser/unkind-gateway.ts), request time limit 2.5 s: Cancelar, and
 * the browser's own question on leaving or closing the tab mid-way. The batches' rules (a colleague's
 * change, failures, late and busy answers, Reajustar mensalidade) are the unit tests' (tests/listas/,
 * docs/decisions/0051-one-behaviour-one-level.md). What the server receives is read at the gateway.
 */
const TIME_LIMIT_MS = 2500;
const SLOW = { timeout: 20_000 };
const TOGGLE = /^\/api\/associados\/ativar\/(\d+)$/;

const bar = (page: Page) => page.getByRole('group', { name: /^Seleção de / });

/** Presses the action, then its confirm's own button. */
async function runAction(page: Page, action: string, title: RegExp | string) {
  await bar(page).getByRole('button', { name: action }).click();
  await page.getByRole('dialog', { name: title }).getByRole('button', { name: action }).click();
}

test.describe('actions on many associates (live build)', () => {
  test.use({ liveSiteOptions: { env: { PAINEL_REQUEST_TIMEOUT_MS: String(TIME_LIMIT_MS) }, gateway: true } });

  let gateway: UnkindGateway;
  const toggles = () => gateway.seen.filter((request) => request.method === 'GET' && TOGGLE.test(request.path));

  test.beforeEach(async ({ liveSite }) => {
    gateway = liveSite.gateway;
    gateway.reset();
    mockRuntime.latency = { min: 0, max: 0 };
    await liveSite.mock.reset('padrao');
  });

  async function openList(openSignedIn: () => Promise<{ page: Page; errors: string[] }>, path = '/listas') {
    const opened = await openSignedIn();
    if (path !== '/listas') await opened.page.goto(path);
    await expect(bodyRows(opened.page, 'Associados').first()).toBeVisible(SLOW);
    return opened;
  }

  test('Cancelar sends no new write; leaving the list or closing the tab mid-way asks first', async ({
    openSignedIn,
  }) => {
    mockRuntime.latency = { min: 150, max: 150 };
    const { page } = await openList(openSignedIn, '/listas?size=50');
    await expect(bodyRows(page, 'Associados')).toHaveCount(50, SLOW);
    await page.getByLabel('Selecionar todos desta página').check();
    await runAction(page, 'Inativar', 'Inativar 50 associados?');
    const panel = page.getByRole('region', { name: 'Inativar associados' });
    await expect(panel.getByRole('progressbar')).toHaveAttribute('aria-valuetext', /^[1-9]\d* de 50$/, SLOW);

    // Another tab of /listas leaves the list: the question; staying keeps it sending.
    await page.getByRole('tab', { name: 'Usuários' }).click();
    const question = page.getByRole('dialog', { name: 'Sair com a ação em andamento?' });
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page).toHaveURL(/\/listas\?size=50$/);
    await expect(panel).toBeVisible();

    // Closing the tab: the browser's own question.
    const asked = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const beforeUnload = await asked;
    expect(beforeUnload.type()).toBe('beforeunload');
    await beforeUnload.dismiss();
    await expect(panel).toBeVisible();

    await panel.getByRole('button', { name: 'Cancelar' }).click();
    const sentWhenCancelled = toggles().length;
    await expect(page.getByText(/^Inativar associados: cancelado\./)).toBeVisible(SLOW);
    expect(toggles().length).toBeLessThanOrEqual(sentWhenCancelled + 4);
    // Every toggle sent was answered and counted once; none after the calls in flight.
    const done = await rowWith(page, 'Relatório: Inativar associados', 'Feito').count();
    expect(toggles()).toHaveLength(done);
    expect(done).toBeLessThan(50);
    // Those not sent stay chosen, for another try.
    await expect(bar(page).getByRole('status')).toHaveText(/^\d+ associados selecionados$/);
  });
});
