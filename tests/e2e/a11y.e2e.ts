import type { Page } from 'playwright-core';
import { describe, expect, it, type ExpectStatic } from 'vitest';
import { expectAccessible } from './axe';
import { PUBLIC_SCREENS, SIGNED_IN_SCREENS, type ScreenState } from '../lib/screens';
import { bodyRows, demoUrl, newPanelContext, openDemo, openSignedIn, signIn, useBrowser } from './fixtures';

/*
 * axe-core on the demo build in Chromium (zero violations; ./axe.ts says which rules): every state of
 * the screens list as it opens, titled by its own heading; then the states a user reaches by doing
 * something: forms showing their validation messages, success states, dialogs and menus open, a list
 * that failed to load, the demo toolbar and its mailbox; and /listas not moving while it loads.
 */
/** Lists keep the skeleton for at least 500 ms: wait for the rows themselves. */
const dialog = (page: Page, name: string | RegExp) => page.getByRole('dialog', { name });
const toolbar = (page: Page) => page.getByRole('complementary', { name: 'Modo demonstração' });

describe('accessibility of every screen (axe-core, WCAG 2.1 AA)', () => {
  const browser = useBrowser();

  it('sign-in: with its validation messages, with the error alert open', async () => {
    const { page, context } = await openDemo(browser);
    await page.getByRole('heading', { name: 'Entrar' }).waitFor();

    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('CPF é obrigatório.').waitFor();
    await page.getByText('Senha é obrigatória.').waitFor();
    await expectAccessible(page, 'sign-in with validation messages');

    await page.getByLabel('CPF').fill('111.444.777-35');
    await page.getByLabel('Senha', { exact: true }).fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await dialog(page, /Erro!/).getByText('CPF ou senha incorretos.').waitFor();
    await expectAccessible(page, 'sign-in error alert');
    await context.close();
  });

  it('forgot password, staff and associate: validation messages and E-mail enviado!', async () => {
    const { page, context } = await openDemo(browser);
    for (const path of ['/esqueceu-senha', '/esqueceu-senha-associado']) {
      await page.goto(demoUrl(path));
      await page.getByRole('heading', { name: 'Esqueceu sua senha?' }).waitFor();

      await page.getByRole('button', { name: 'Enviar' }).click();
      await page.getByText('E-mail é obrigatório.').waitFor();
      await expectAccessible(page, `${path} with validation message`);

      await page.getByLabel('E-mail', { exact: true }).fill('ninguem@example.com');
      await page.getByRole('button', { name: 'Enviar' }).click();
      await page.getByRole('heading', { name: 'E-mail enviado!' }).waitFor();
      await expectAccessible(page, `${path} E-mail enviado!`);
    }
    await context.close();
  });

  it('new password, staff and associate: validation messages and Senha cadastrada!; the mailbox open', async () => {
    const { page, context } = await openDemo(browser);
    await page.goto(demoUrl('/cadastrar-senha/link-de-teste'));
    await page.getByRole('heading', { name: 'Criar nova senha' }).waitFor();
    await page.getByLabel('Nova senha', { exact: true }).fill('abc');
    await page.getByLabel('Confirma nova senha', { exact: true }).fill('abcdef');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Senha deve ter no mínimo 5 caracteres.').waitFor();
    await expectAccessible(page, 'new password (staff) with validation messages');

    // A real link for a member user: find one in the users list, ask for the e-mail, open it.
    await page.goto(demoUrl('/'));
    await signIn(page);
    await page.goto(demoUrl('/listas?type=users&profile=associado'));
    const row = bodyRows(page, 'Usuários').filter({ hasText: 'Associado' }).first();
    await row.waitFor();
    const email = (await row.getByRole('cell').nth(1).textContent())!.trim();
    await page.goto(demoUrl('/esqueceu-senha-associado'));
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Enviar' }).click();
    await page.getByRole('heading', { name: 'E-mail enviado!' }).waitFor();

    await toolbar(page).getByRole('button', { name: 'Caixa de e-mails' }).click();
    const mailbox = dialog(page, 'Caixa de e-mails');
    await mailbox.getByRole('listitem').filter({ hasText: email }).first().waitFor();
    await expectAccessible(page, 'demo mailbox open');
    await mailbox
      .getByRole('listitem')
      .filter({ hasText: email })
      .first()
      .getByRole('link', { name: 'Abrir link' })
      .click();

    await page.waitForURL('**/cadastrar-senha-associado/**');
    await page.getByRole('heading', { name: 'Criar nova senha' }).waitFor();
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByText('Necessário informar nova senha.').waitFor();
    await expectAccessible(page, 'new password (associate) with validation messages');
    await page.getByLabel('Nova senha', { exact: true }).fill('senha-nova-1');
    await page.getByLabel('Confirma nova senha', { exact: true }).fill('senha-nova-1');
    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page.getByRole('heading', { name: 'Senha cadastrada!' }).waitFor();
    await expectAccessible(page, 'new password (associate) Senha cadastrada!');
    await context.close();
  });

  it('the links to the blocks of a page, shown by Tab', async () => {
    const { page, context } = await openDemo(browser, '/acessibilidade');
    await page.getByRole('heading', { name: 'Encontrou um problema?' }).waitFor();
    await page.keyboard.press('Tab');
    await page.getByRole('link', { name: 'Ir para o conteúdo' }).waitFor();
    await expectAccessible(page, 'acessibilidade with Ir para o conteúdo shown');
    await context.close();
  });

  it('payment slip past its due date; the demo toolbar unfolded', async () => {
    const { page, context } = await openDemo(browser, '/cobranca/demo-vencido');
    await page.getByRole('alert').first().waitFor();
    await expectAccessible(page, 'payment slip demo-vencido');
    await toolbar(page).getByRole('button', { name: 'Abrir ferramentas da demonstração' }).click();
    await toolbar(page).getByRole('radio', { name: 'Instável' }).waitFor();
    await expectAccessible(page, 'demo toolbar unfolded');
    await context.close();
  });

  it('/listas: an empty search, the user menu and a row menu open, confirm and alert dialogs', async () => {
    const { page, context } = await openSignedIn(browser);
    await page.getByRole('tab', { name: 'Usuários' }).click();
    await bodyRows(page, 'Usuários').first().waitFor();

    await bodyRows(page, 'Usuários')
      .first()
      .getByRole('button', { name: /^Ações de / })
      .click();
    await page.getByRole('menuitem', { name: 'Gerar nova senha' }).waitFor();
    await expectAccessible(page, '/listas usuários row menu open');
    await page.getByRole('menuitem', { name: 'Gerar nova senha' }).click();
    await dialog(page, 'Gerar nova senha').waitFor();
    await expectAccessible(page, 'confirm dialog (Gerar nova senha)');
    await dialog(page, 'Gerar nova senha').getByRole('button', { name: 'Gerar nova senha' }).click();
    await dialog(page, /Enviado!/).waitFor();
    await expectAccessible(page, 'success alert (Enviado!)');
    await dialog(page, /Enviado!/)
      .getByRole('button', { name: 'OK' })
      .click();

    await page.getByRole('tab', { name: 'Associados' }).click();
    await bodyRows(page, 'Associados').first().waitFor();
    await bodyRows(page, 'Associados')
      .first()
      .getByRole('button', { name: /^(Inativar|Ativar)$/ })
      .click();
    await dialog(page, /associado$/).waitFor();
    await expectAccessible(page, 'confirm dialog (Inativar associado)');
    await dialog(page, /associado$/)
      .getByRole('button', { name: 'Cancelar' })
      .click();

    await page.getByRole('searchbox', { name: 'Pesquisar associados' }).fill('nenhum-associado-tem-este-nome');
    await page.getByText('Nenhum associado encontrado.').waitFor({ timeout: 10_000 });
    await expectAccessible(page, '/listas associados, search with no result');

    await page.getByRole('button', { name: /Menu do usuário/ }).click();
    await page.getByRole('menuitem', { name: 'Sair da conta' }).waitFor();
    await expectAccessible(page, 'user menu open');
    await context.close();
  });

  it('a list that failed to load shows its error accessibly', async () => {
    const { page, context } = await openSignedIn(browser);
    await bodyRows(page, 'Associados').first().waitFor();
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
    await page.getByText('Não foi possível carregar os associados.').waitFor({ timeout: 15_000 });
    await expectAccessible(page, '/listas associados, failed load');
    await context.close();
  });

  it('user, associate and remessa forms with validation messages; leaving a form with changes', async () => {
    const { page, context } = await openDemo(browser);
    // Leaving a form with changes through the address bar: the browser's "leave page?" prompt.
    page.on('dialog', (prompt) => void prompt.accept());
    await signIn(page);

    // Each submit is enabled once something changed: one field filled, the others left empty.
    await page.goto(demoUrl('/usuarios/form/cadastro'));
    await page.getByRole('heading', { name: 'Novo usuário' }).waitFor();
    await page.getByLabel('E-mail', { exact: true }).fill('sem-arroba');
    await page.getByRole('button', { name: 'Cadastrar usuário' }).click();
    await page.getByText('Nome é obrigatório.').waitFor();
    await page.getByText('Informe um e-mail válido.').waitFor();
    await expectAccessible(page, 'user form with validation messages');

    // The unsaved-changes confirmation.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await dialog(page, 'Sair sem salvar?').waitFor();
    await expectAccessible(page, 'confirm dialog (Sair sem salvar?)');
    await dialog(page, 'Sair sem salvar?').getByRole('button', { name: 'Sair sem salvar' }).click();
    await page.waitForURL('**/listas?type=users');

    await page.goto(demoUrl('/associados/form/cadastro'));
    await page.getByRole('heading', { name: 'Novo associado', level: 1 }).waitFor();
    await page
      .getByRole('region', { name: 'Associação' })
      .getByLabel('Nome', { exact: true })
      .fill('Cartório de Teste');
    await page.getByRole('button', { name: 'Cadastrar associado' }).click();
    await page.getByText('Tipo Associado é obrigatório.').waitFor();
    await expectAccessible(page, 'associate form with validation messages');

    await page.goto(demoUrl('/remessas/form/cadastro'));
    await page.getByRole('heading', { name: 'Nova remessa' }).waitFor();
    await page.getByLabel('Nome', { exact: true }).fill('Remessa de teste');
    await page.getByRole('button', { name: 'Cadastrar remessa' }).click();
    await page.getByText('Tipo de remessa é obrigatório.').waitFor();
    await expectAccessible(page, 'remessa form with validation messages');
    await context.close();
  });

  it('a resend confirmation with its message; an unknown address', async () => {
    const { page, context } = await openSignedIn(browser);
    await page.goto(demoUrl('/listas?type=shipments&status=5'));
    await bodyRows(page, 'Remessas')
      .filter({ hasText: 'Erro no envio' })
      .first()
      .getByRole('link', { name: 'Ver informações' })
      .click();
    await page.getByRole('button', { name: 'Reenviar' }).click();
    await dialog(page, 'Reenviar remessa').getByLabel('Mensagem (opcional)').waitFor();
    await expectAccessible(page, 'confirm dialog with a message (Reenviar remessa)');
    await dialog(page, 'Reenviar remessa').getByRole('button', { name: 'Cancelar' }).click();

    await page.goto(demoUrl('/pagina-que-nao-existe'));
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await expectAccessible(page, 'unknown address');
    await context.close();
  });

  it('a confirmation over the add-associates dialog, and the send confirmation', async () => {
    const { page, context } = await openSignedIn(browser);
    await page.goto(demoUrl('/remessas/info/2'));
    await page.getByRole('heading', { name: 'Informações da remessa' }).waitFor();
    await page.getByRole('button', { name: 'Adicionar associado' }).click();
    const adicionar = dialog(page, /Adicionar associado à remessa/);
    await bodyRows(adicionar, 'Associados disponíveis').first().waitFor();
    await adicionar.getByRole('checkbox', { name: 'Selecionar todos desta página' }).check();
    await adicionar.getByRole('button', { name: 'Desmarcar todos' }).click();
    await dialog(page, 'Desmarcar todos').waitFor();
    await expectAccessible(page, 'confirm dialog over the add-associates dialog');
    await dialog(page, 'Desmarcar todos').getByRole('button', { name: 'Cancelar' }).click();
    await adicionar.getByRole('button', { name: 'Adicionar', exact: true }).click();
    await adicionar.waitFor({ state: 'hidden' });

    await page.getByRole('button', { name: 'Iniciar envio' }).click();
    await dialog(page, 'Iniciar envio').waitFor();
    await expectAccessible(page, 'confirm dialog (Iniciar envio)');
    await context.close();
  });
});

/** Each state is opened by its address; its title must be its own heading, then the panel. */
async function expectEveryScreenAccessible(page: Page, screens: readonly ScreenState[], expect: ExpectStatic) {
  for (const screen of screens) {
    await page.goto(demoUrl(screen.path));
    await screen.ready(page);
    const heading = (await page.getByRole('heading', { level: 1 }).first().textContent())!.trim();
    const panel = ' · Painel da Associação';
    // A record's page adds its name: "Informações do associado — Cartório X · Painel da Associação".
    const titled = (title: string) =>
      title === `${heading}${panel}` || (title.startsWith(`${heading} — `) && title.endsWith(panel));
    await expect.poll(async () => titled(await page.title()), { message: screen.name }).toBe(true);
    await expectAccessible(page, screen.name, expect);
  }
}

/**
 * The signed-in states in three groups, each in its own context, side by side with the public ones:
 * one after the other they took 70 s, and this small file is often among the last to start.
 */
const SIGNED_IN_GROUPS = [0, 1, 2].map((part) => SIGNED_IN_SCREENS.filter((_, index) => index % 3 === part));

describe.concurrent(
  'every state of the screens list (tests/lib/screens.ts): titled by its heading, nothing axe finds',
  () => {
    const browser = useBrowser();

    it('public screens', { timeout: 120_000 }, async ({ expect }) => {
      const { page, context } = await openDemo(browser);
      await expectEveryScreenAccessible(page, PUBLIC_SCREENS, expect);
      await context.close();
    });

    it.for(SIGNED_IN_GROUPS)('signed-in screens, group %#', { timeout: 120_000 }, async (screens, { expect }) => {
      const { page, context } = await openSignedIn(browser);
      await expectEveryScreenAccessible(page, screens, expect);
      await context.close();
    });
  },
);

/**
 * Content that jumps while it loads makes people with a magnifier, a tremor or a slow phone lose
 * their place or press the wrong row (and is Lighthouse's layout-shift metric). The lists on a
 * phone-sized screen with a 4x slower CPU, loaded cold: the layout shifts add up to almost nothing.
 */
describe('layout stability of /listas while it loads', () => {
  const browser = useBrowser();

  it.each([
    { device: 'phone', viewport: { width: 412, height: 823 }, isMobile: true },
    { device: 'desktop', viewport: { width: 1350, height: 940 }, isMobile: false },
  ])('does not move the table or the toolbar on a $device', async ({ viewport, isMobile }) => {
    const context = await newPanelContext(browser, {
      viewport,
      isMobile,
      hasTouch: isMobile,
      deviceScaleFactor: isMobile ? 1.75 : 1,
    });
    const page = await context.newPage();
    await page.goto(demoUrl('/'));
    await signIn(page);
    await bodyRows(page, 'Associados').first().waitFor();
    await page.addInitScript(() => {
      const shifts: { value: number; sources: string[] }[] = [];
      Object.assign(window, { __layoutShifts: shifts });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number; sources: { node?: Node }[] })[]) {
          shifts.push({
            value: entry.value,
            sources: entry.sources.map((source) => (source.node as Element | undefined)?.className?.toString() ?? '?'),
          });
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.reload();
    await bodyRows(page, 'Associados').nth(9).waitFor();
    await page.waitForTimeout(1500);
    const shifts = await page.evaluate(
      () => (window as unknown as { __layoutShifts: { value: number; sources: string[] }[] }).__layoutShifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThan(0.02);
    await context.close();
  });
});
