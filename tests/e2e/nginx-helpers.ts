import type { BrowserContext, Page } from '@playwright/test';
import { SituacaoRemessaId } from '@/generated/model';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { parsePolicy } from '../hardening/security/deploy-headers';
import { bodyRows, expect } from '../browser/fixtures';

/*
 * What the journeys of the builds under deploy/serve-nginx.sh share (nginx.e2e.ts, the demo build;
 * live/nginx.e2e.ts, the live build): a profile that records every CSP violation, and a walk
 * through the panel.
 */

export interface Watched {
  context: BrowserContext;
  page: Page;
  /** Violations and CSP console errors seen so far, in every page of the context. */
  problems: () => Promise<string[]>;
}

/** A fresh profile (the fixtures' `newPanelContext`) whose pages record every CSP violation and every CSP console message. */
export async function watchedContext(newPanelContext: () => Promise<BrowserContext>): Promise<Watched> {
  const context = await newPanelContext();
  // Injected by the browser tooling before any script of the page: the policy does not apply to it.
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(
        `${event.effectiveDirective} bloqueou ${event.blockedURI || '(inline)'} em ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  const consoleProblems: string[] = [];
  const pages: Page[] = [];
  const watch = (page: Page) => {
    pages.push(page);
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text()) || message.type() === 'error')
        consoleProblems.push(message.text());
    });
    page.on('pageerror', (error) => consoleProblems.push(`pageerror: ${error.message}`));
  };
  context.on('page', watch);
  const page = await context.newPage();
  const problems = async () => {
    const events: string[] = [];
    for (const open of pages.filter((candidate) => !candidate.isClosed())) {
      events.push(
        ...(await open
          .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
          .catch(() => [])),
      );
    }
    return [...events, ...consoleProblems];
  };
  return { context, page, problems };
}

/** The policy still bites: an inline script is refused and reported, so an empty list means something. */
export async function expectPolicyEnforced(watched: Watched) {
  const ran = await watched.page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__inlineRan = true';
    document.head.append(script);
    return (window as unknown as { __inlineRan?: boolean }).__inlineRan === true;
  });
  expect(ran).toBe(false);
  await expect
    .poll(async () =>
      (await watched.problems()).some((problem) => problem.startsWith('script-src-elem bloqueou inline')),
    )
    .toBe(true);
}

export async function signIn(page: Page) {
  await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/listas**');
}

/** Sign-in → the three lists → an associate → a remessa → a dialog → the associate form with a CEP lookup. */
export async function walkThePanel(page: Page, siteUrl: string, remessaId: number) {
  await page.goto(`${siteUrl}/`);
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  await signIn(page);
  await expect(bodyRows(page, 'Associados')).toHaveCount(10, { timeout: 15_000 });
  await page.getByRole('tab', { name: 'Remessas' }).click();
  await expect(bodyRows(page, 'Remessas')).toHaveCount(10);
  await page.getByRole('tab', { name: 'Usuários' }).click();
  await expect(bodyRows(page, 'Usuários')).toHaveCount(10);
  await page.getByLabel('Perfil').selectOption({ label: 'Gestão' });
  await page.getByRole('tab', { name: 'Associados' }).click();
  await expect(bodyRows(page, 'Associados')).toHaveCount(10);

  await bodyRows(page, 'Associados').first().getByRole('link', { name: 'Ver informações' }).click();
  await expect(page.getByRole('region', { name: 'Associação' })).toBeVisible();
  await page.getByRole('button', { name: 'Endereço' }).click();
  await page.getByRole('button', { name: 'Deletar associado' }).click();
  await page.getByRole('dialog', { name: 'Deletar associado' }).getByRole('button', { name: 'Cancelar' }).click();

  // A deep link: the server answers the route with index.html.
  await page.goto(`${siteUrl}/remessas/info/${remessaId}`);
  await expect(page.getByRole('table', { name: 'Associados da remessa' }).locator('tbody tr').first()).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole('button', { name: 'Adicionar associado' }).click();
  const dialog = page.getByRole('dialog', { name: /Adicionar associado à remessa/ });
  await expect(dialog.getByRole('table', { name: 'Associados disponíveis' }).locator('tbody tr').first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();

  await page.goto(`${siteUrl}/associados/form/cadastro`);
  await expect(page.getByRole('heading', { name: 'Novo associado', level: 1 })).toBeVisible();
  await page
    .getByRole('region', { name: 'Associação' })
    .getByLabel('Tipo de associado')
    .selectOption({ label: 'Associados' });
  const endereco = page.getByRole('region', { name: 'Endereço' });
  await endereco.getByLabel('CEP').pressSequentially('01310100');
  await page.keyboard.press('Tab');
  await expect(endereco.getByLabel('Logradouro')).toHaveValue('Avenida Paulista');

  // The form holds changes: Sair da conta asks first.
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
  await page.getByRole('dialog', { name: 'Sair sem salvar?' }).getByRole('button', { name: 'Sair sem salvar' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
}

/** A remessa in preparation with associates, to open and add more to. */
export const remessaEmPreparacao = () =>
  db.remessas.findFirst((q) =>
    q.where(
      (remessa) =>
        remessa.situacaoRemessa.situacaoRemessaId === SituacaoRemessaId.EM_PREPARACAO &&
        db.vinculos.findMany((v) => v.where({ remessaId: remessa.remessaId })).length > 0,
    ),
  )!.remessaId;

export const policyOf = (headers: Headers) => parsePolicy(headers.get('content-security-policy') ?? '');

/** The calls `page` makes to `origin` from now on: `POST /api/autenticacao`. */
export const apiCallsTo = (page: Page, origin: string) => {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(origin)) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
  });
  return calls;
};
