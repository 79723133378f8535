import type { Page } from '@playwright/test';
import { expectAccessible } from '../browser/axe';
import { PUBLIC_SCREENS, SIGNED_IN_SCREENS, type ScreenState } from '../lib/screens';
import { bodyRows, escapeRegExp, expect, listsSettled, openInPanel, signIn, test } from '../browser/fixtures';

/*
 * axe-core on the demo build in Chromium (zero violations; tests/browser/axe.ts says which rules):
 * every state of the screens list as it opens, titled by its own heading; then the states a user
 * reaches by doing something: forms showing their validation messages, success states, dialogs and
 * menus open, a list that failed to load, the demo toolbar and its mailbox; and /listas not moving
 * while it loads. What axe finds fails softly: a test goes on to its next states and reports them all.
 */
/** Lists keep the skeleton for at least 500 ms: wait for the rows themselves. */
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const toolbar = (page: Page) => page.getByRole('complementary', { name: 'Modo demonstração' });

// Every test opens its own browser profile: in the whole suite they spread over the workers.
test.describe.configure({ mode: 'parallel' });

test.describe('accessibility of every screen (axe-core, WCAG 2.1 AA)', () => {
  test('sign-in: with its validation messages, with the error alert open', async ({ openPage }) => {
    const { page } = await openPage();
    await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();

    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('CPF é obrigatório.')).toBeVisible();
    await expect(page.getByText('Senha é obrigatória.')).toBeVisible();
    await expectAccessible(page, 'sign-in with validation messages');

    await page.getByLabel('CPF').fill('111.444.777-35');
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(dialog(page, /Erro!/).getByText('CPF ou senha incorretos.')).toBeVisible();
    await expectAccessible(page, 'sign-in error alert');
  });

  test('forgot password, staff and associate: validation messages and E-mail enviado!', async ({ openPage }) => {
    const { page } = await openPage();
    for (const path of ['/esqueceu-senha', '/esqueceu-senha-associado']) {
      await openInPanel(page, path);
      await expect(page.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible();

      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByText('E-mail é obrigatório.')).toBeVisible();
      await expectAccessible(page, `${path} with validation message`);

      await page.getByLabel('E-mail', { exact: true }).fill('ninguem@example.com');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await expect(page.getByRole('heading', { name: 'E-mail enviado!' })).toBeVisible();
      await expectAccessible(page, `${path} E-mail enviado!`);
    }
  });

  test('new password, staff and associate: validation messages and Senha cadastrada!; the mailbox open', async ({
    openPage,
  }) => {
    const { page } = await openPage('/cadastrar-senha/link-de-teste');
    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await page.getByLabel('Nova senha', { exact: true }).fill('abc');
    await page.getByLabel('Confirma nova senha', { exact: true }).fill('abcdef');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await expect(page.getByText('Senha deve ter no mínimo 5 caracteres.')).toBeVisible();
    await expectAccessible(page, 'new password (staff) with validation messages');

    // A real link for a member user: find one in the users list, ask for the e-mail, open it.
    await openInPanel(page, '/');
    await signIn(page);
    await openInPanel(page, '/listas?type=users&profile=associado');
    const row = bodyRows(page, 'Usuários').filter({ hasText: 'Associado' }).first();
    await expect(row).toBeVisible();
    // After the row's checkbox and the name.
    const email = (await row.getByRole('cell').nth(2).textContent())!.trim();
    await openInPanel(page, '/esqueceu-senha-associado');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('heading', { name: 'E-mail enviado!' })).toBeVisible();

    await toolbar(page).getByRole('button', { name: 'Caixa de e-mails' }).click();
    const mailbox = dialog(page, 'Caixa de e-mails');
    await expect(mailbox.getByRole('listitem').filter({ hasText: email }).first()).toBeVisible();
    await expectAccessible(page, 'demo mailbox open');
    await mailbox
      .getByRole('listitem')
      .filter({ hasText: email })
      .first()
      .getByRole('link', { name: 'Abrir link' })
      .click();

    await expect(page).toHaveURL(/\/cadastrar-senha-associado\//);
    await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await expect(page.getByText('Necessário informar nova senha.')).toBeVisible();
    await expectAccessible(page, 'new password (associate) with validation messages');
    await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-1');
    await page.getByLabel('Confirma nova senha', { exact: true }).fill('senha-nova-1');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await expect(page.getByRole('heading', { name: 'Senha cadastrada!' })).toBeVisible();
    await expectAccessible(page, 'new password (associate) Senha cadastrada!');
  });

  test('the links to the blocks of a page, shown by Tab', async ({ openPage }) => {
    const { page } = await openPage('/acessibilidade');
    await expect(page.getByRole('heading', { name: 'Encontrou um problema?' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Ir para o conteúdo' })).toBeVisible();
    await expectAccessible(page, 'acessibilidade with Ir para o conteúdo shown');
  });

  test('payment slip past its due date; the demo toolbar unfolded', async ({ openPage }) => {
    const { page } = await openPage('/cobranca/demo-vencido');
    await expect(page.getByRole('alert').first()).toBeVisible();
    await expectAccessible(page, 'payment slip demo-vencido');
    await toolbar(page).getByRole('button', { name: 'Abrir ferramentas da demonstração' }).click();
    await expect(toolbar(page).getByRole('radio', { name: 'Instável' })).toBeVisible();
    await expectAccessible(page, 'demo toolbar unfolded');
  });

  test('/listas: an empty search, the user menu and a row menu open, confirm and alert dialogs', async ({
    openSignedIn,
  }) => {
    const { page } = await openSignedIn();
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await expect(bodyRows(page, 'Usuários').first()).toBeVisible();

    await bodyRows(page, 'Usuários')
      .first()
      .getByRole('button', { name: /^Ações de / })
      .click();
    await expect(page.getByRole('menuitem', { name: 'Gerar nova senha' })).toBeVisible();
    await expectAccessible(page, '/listas usuários row menu open');
    await page.getByRole('menuitem', { name: 'Gerar nova senha' }).click();
    await expect(dialog(page, 'Gerar nova senha')).toBeVisible();
    await expectAccessible(page, 'confirm dialog (Gerar nova senha)');
    await dialog(page, 'Gerar nova senha').getByRole('button', { name: 'Gerar nova senha' }).click();
    await expect(dialog(page, /Enviado!/)).toBeVisible();
    await expectAccessible(page, 'success alert (Enviado!)');
    await dialog(page, /Enviado!/)
      .getByRole('button', { name: 'OK' })
      .click();

    await page.getByRole('tab', { name: 'Associados' }).click();
    await expect(bodyRows(page, 'Associados').first()).toBeVisible();
    await bodyRows(page, 'Associados')
      .first()
      .getByRole('button', { name: /^(Inativar|Ativar)$/ })
      .click();
    await expect(dialog(page, /associado$/)).toBeVisible();
    await expectAccessible(page, 'confirm dialog (Inativar associado)');
    await dialog(page, /associado$/)
      .getByRole('button', { name: 'Cancelar' })
      .click();

    await page.getByRole('searchbox', { name: 'Pesquisar associados' }).fill('nenhum-associado-tem-este-nome');
    await expect(page.getByText('Nenhum associado encontrado.')).toBeVisible();
    await expectAccessible(page, '/listas associados, search with no result');

    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await expect(page.getByRole('menuitem', { name: 'Sair da conta' })).toBeVisible();
    await expectAccessible(page, 'user menu open');
  });

  test('a list that failed to load shows its error accessibly', async ({ openSignedIn }) => {
    const { page } = await openSignedIn();
    await expect(bodyRows(page, 'Associados').first()).toBeVisible();
    // The demo answers inside the browser (service worker), out of reach of request routing: the
    // associates search goes to a closed port and an address the mock does not know (so the
    // worker lets it through), a real network failure.
    await page.evaluate(() => {
      const open = XMLHttpRequest.prototype.open;
      XMLHttpRequest.prototype.open = function (
        this: XMLHttpRequest,
        method: string,
        url: string | URL,
        ...rest: unknown[]
      ) {
        const target = String(url).includes('/api/associados/busca') ? 'http://127.0.0.1:9/fora-do-ar' : url;
        return (open as (...args: unknown[]) => void).call(this, method, target, ...rest);
      } as typeof XMLHttpRequest.prototype.open;
    });
    await page.getByRole('searchbox', { name: 'Pesquisar associados' }).fill('Silva');
    await expect(page.getByText('Não foi possível carregar os associados.')).toBeVisible({ timeout: 15_000 });
    await expectAccessible(page, '/listas associados, failed load');
  });

  test('user, associate and remessa forms with validation messages; leaving a form with changes', async ({
    openPage,
  }) => {
    const { page } = await openPage();
    // Leaving a form with changes through the address bar: the browser's "leave page?" prompt.
    page.on('dialog', (prompt) => void prompt.accept());
    await signIn(page);

    // Each submit is enabled once something changed: one field filled, the others left empty.
    await openInPanel(page, '/usuarios/form/cadastro');
    await expect(page.getByRole('heading', { name: 'Novo usuário' })).toBeVisible();
    await page.getByLabel('E-mail', { exact: true }).fill('sem-arroba');
    await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
    await expect(page.getByText('Nome é obrigatório.')).toBeVisible();
    await expect(page.getByText('Informe um e-mail válido.')).toBeVisible();
    await expectAccessible(page, 'user form with validation messages');

    // The unsaved-changes confirmation.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog(page, 'Sair sem salvar?')).toBeVisible();
    await expectAccessible(page, 'confirm dialog (Sair sem salvar?)');
    await dialog(page, 'Sair sem salvar?').getByRole('button', { name: 'Sair sem salvar' }).click();
    await expect(page).toHaveURL(/\/listas\?type=users$/);

    await openInPanel(page, '/associados/form/cadastro');
    await expect(page.getByRole('heading', { name: 'Novo associado', level: 1 })).toBeVisible();
    await page
      .getByRole('region', { name: 'Associação' })
      .getByLabel('Nome', { exact: true })
      .fill('Cartório de Teste');
    await page.getByRole('button', { name: 'Cadastrar associado' }).click();
    await expect(page.getByText('Tipo Associado é obrigatório.')).toBeVisible();
    await expectAccessible(page, 'associate form with validation messages');

    await page.goto('/remessas/form/cadastro');
    await expect(page.getByRole('heading', { name: 'Nova remessa' })).toBeVisible();
    await page.getByLabel('Nome', { exact: true }).fill('Remessa de teste');
    await page.getByRole('button', { name: 'Cadastrar remessa' }).click();
    await expect(page.getByText('Tipo de remessa é obrigatório.')).toBeVisible();
    await expectAccessible(page, 'remessa form with validation messages');
  });

  test('a resend confirmation with its message; an unknown address', async ({ openSignedIn }) => {
    const { page } = await openSignedIn();
    await openInPanel(page, '/listas?type=shipments&status=5');
    await bodyRows(page, 'Remessas')
      .filter({ hasText: 'Erro no envio' })
      .first()
      .getByRole('link', { name: 'Ver informações' })
      .click();
    await page.getByRole('button', { name: 'Reenviar' }).click();
    await expect(dialog(page, 'Reenviar remessa').getByLabel('Mensagem (opcional)')).toBeVisible();
    await expectAccessible(page, 'confirm dialog with a message (Reenviar remessa)');
    await dialog(page, 'Reenviar remessa').getByRole('button', { name: 'Cancelar' }).click();

    await openInPanel(page, '/pagina-que-nao-existe');
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expectAccessible(page, 'unknown address');
  });

  test('a confirmation over the add-associates dialog, and the send confirmation', async ({ openSignedIn }) => {
    const { page } = await openSignedIn();
    await openInPanel(page, '/remessas/info/2');
    await expect(page.getByRole('heading', { name: 'Informações da remessa' })).toBeVisible();
    await page.getByRole('button', { name: 'Adicionar associado' }).click();
    const adicionar = dialog(page, /Adicionar associado à remessa/);
    await expect(bodyRows(adicionar, 'Associados disponíveis').first()).toBeVisible();
    await adicionar.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
    await adicionar.getByRole('button', { name: 'Desmarcar todos' }).click();
    await expect(dialog(page, 'Desmarcar todos')).toBeVisible();
    await expectAccessible(page, 'confirm dialog over the add-associates dialog');
    await dialog(page, 'Desmarcar todos').getByRole('button', { name: 'Cancelar' }).click();
    await adicionar.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await expect(adicionar).toBeHidden();

    await page.getByRole('button', { name: 'Iniciar envio' }).click();
    await expect(dialog(page, 'Iniciar envio')).toBeVisible();
    await expectAccessible(page, 'confirm dialog (Iniciar envio)');
  });
});

/**
 * Each state is opened from the one before, as the panel's links open it; its title must be its own
 * heading, then the panel. A record's page adds its name: "Informações do associado — Cartório X ·
 * Painel da Associação".
 */
async function expectEveryScreenAccessible(page: Page, screens: readonly ScreenState[]) {
  for (const screen of screens) {
    await test.step(screen.name, async () => {
      await openInPanel(page, screen.path);
      await screen.ready(page);
      const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
      await expect
        .soft(page, screen.name)
        .toHaveTitle(new RegExp(`^${escapeRegExp(heading)}( — .*)? · Painel da Associação$`));
      await expectAccessible(page, screen.name);
    });
  }
}

/**
 * The signed-in states in three groups, each a test of its own, so the workers share them: one after
 * the other they take over a minute.
 */
const SIGNED_IN_GROUPS = [0, 1, 2].map((part) => SIGNED_IN_SCREENS.filter((_, index) => index % 3 === part));

test.describe('every state of the screens list (tests/lib/screens.ts): titled by its heading, nothing axe finds', () => {
  test.describe.configure({ timeout: 120_000 });

  test('public screens', async ({ openPage }) => {
    const { page } = await openPage();
    await expectEveryScreenAccessible(page, PUBLIC_SCREENS);
  });

  for (const screens of SIGNED_IN_GROUPS) {
    test(`signed-in screens: ${screens.map((screen) => screen.name).join(', ')}`, async ({ openSignedIn }) => {
      const { page } = await openSignedIn();
      await expectEveryScreenAccessible(page, screens);
    });
  }
});

/**
 * Content that jumps while it loads makes people with a magnifier, a tremor or a slow phone lose
 * their place or press the wrong row (and is Lighthouse's layout-shift metric). The lists on a
 * phone-sized screen with a 4x slower CPU, loaded cold: the layout shifts add up to almost nothing.
 */
test.describe('layout stability of /listas while it loads', () => {
  for (const { device, viewport, isMobile } of [
    { device: 'phone', viewport: { width: 412, height: 823 }, isMobile: true },
    { device: 'desktop', viewport: { width: 1350, height: 940 }, isMobile: false },
  ]) {
    test(`does not move the table or the toolbar on a ${device}`, async ({ openPage }) => {
      const { page, context } = await openPage('/', {
        viewport,
        isMobile,
        hasTouch: isMobile,
        deviceScaleFactor: isMobile ? 1.75 : 1,
      });
      await signIn(page);
      await expect(bodyRows(page, 'Associados').first()).toBeVisible();
      await page.addInitScript(() => {
        const shifts: { value: number; sources: string[] }[] = [];
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            sources: { node?: Node }[];
          })[]) {
            shifts.push({
              value: entry.value,
              sources: entry.sources.map(
                (source) => (source.node as Element | undefined)?.className?.toString() ?? '?',
              ),
            });
          }
        });
        observer.observe({ type: 'layout-shift', buffered: true });
        Object.assign(window, { __layoutShifts: shifts, __layoutShiftObserver: observer });
      });
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      await page.reload();
      await expect(bodyRows(page, 'Associados').nth(9)).toBeVisible();
      // Whatever could still move the page once the rows show has come: no list loading, no request
      // for half a second, the fonts in and the page idle (at a quarter of the CPU, a late change
      // takes several frames).
      await listsSettled(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((resolve) => requestIdleCallback(resolve));
      });
      const shifts = await page.evaluate(() => {
        const { __layoutShifts: shifts, __layoutShiftObserver: observer } = window as unknown as {
          __layoutShifts: { value: number; sources: string[] }[];
          __layoutShiftObserver: PerformanceObserver;
        };
        // The shifts of the last frames, which the observer has not been called with yet.
        for (const entry of observer.takeRecords() as (PerformanceEntry & { value: number })[])
          shifts.push({ value: entry.value, sources: ['?'] });
        return shifts;
      });
      const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
      expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
    });
  }
});
