import type { BrowserContext, Page } from '@playwright/test';
import { SESSION_STORAGE_KEY } from '@/lib/auth/session-store';
import { formatCpf } from '@/utils/br/masks';
import { db } from '@mocks/db';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { hashText } from '@mocks/lib/hash';
import type { RunningMockServer } from '@mocks/server';
import { expect, test } from '../../browser/fixtures';

/**
 * Sessions across people and tabs (issue 14), in Chromium against the live build and the mock
 * server over HTTP (so a session can be ended on the server, and a second person can sign in).
 * Ana is the demo user; Bruno is another management user who, on purpose, has the same name.
 */
const SLOW = { timeout: 15_000 };
const ANA = { cpf: DEMO_CREDENTIALS.cpfFormatado, senha: DEMO_CREDENTIALS.senha };
const BRUNO_SENHA = 'bruno123';
const OTHER_TAB_MESSAGE =
  'Sua sessão foi encerrada em outra aba deste navegador. Entre novamente para continuar; o que ainda não tinha sido salvo não foi gravado.';
const EXPIRED_MESSAGE =
  'Sua sessão expirou. Entre novamente para continuar; o que ainda não tinha sido salvo não foi gravado.';
const OTHER_TAB_DRAFT_NOTICE =
  'Sua sessão foi encerrada em outra aba antes de salvar. Recuperamos o que você tinha preenchido: confira os dados e salve novamente.';

type StorageEvents = { __sessionWrites: (string | null)[] };

/**
 * Waits until `page` has had the storage event of `record` (the session another tab stored), and
 * two frames after it. What a tab does about another tab's session starts in that event
 * (src/lib/auth/session-store.ts), and what it renders or sends is under way a frame later: a tab
 * that stays on the sign-in page and sends nothing by then was left alone, without a fixed pause.
 */
async function afterSessionWritten(page: Page, record: string | null) {
  await expect
    .poll(() => page.evaluate(() => (window as unknown as StorageEvents).__sessionWrites), SLOW)
    .toContain(record);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

async function openTab(context: BrowserContext, path: string) {
  const page = await context.newPage();
  await page.goto(path);
  return page;
}

async function signIn(page: Page, who: { cpf: string; senha: string }) {
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible(SLOW);
  await page.getByLabel('CPF').fill(who.cpf);
  await page.getByLabel('Senha', { exact: true }).fill(who.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toHaveCount(0, SLOW);
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Menu do usuário/ }).click();
  await page.getByRole('menuitem', { name: 'Sair da conta' }).click();
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible(SLOW);
}

/** Opens Novo usuário and fills it in, without saving. */
async function startNewUser(page: Page) {
  await page.goto('/usuarios/form/cadastro');
  await page.getByLabel('Nome').fill('Rascunho da Ana');
  await page.getByLabel('E-mail').fill('rascunho@anoreg.org.br');
  await page.getByLabel('CPF').pressSequentially('52998224725');
}

const drafts = (page: Page) =>
  page.evaluate(() => Object.keys(sessionStorage).filter((key) => key.startsWith('anoreg-painel:rascunho:')));

const tokenIn = async (page: Page) =>
  (
    JSON.parse((await page.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY)) ?? '{}') as {
      accessToken?: string;
    }
  ).accessToken;

test.describe('sessions across people and tabs (live build, mock server over HTTP)', () => {
  let mock: RunningMockServer;
  let bruno = { cpf: '', senha: BRUNO_SENHA };
  /** A fresh profile whose pages' errors (a 401 aside) are collected, and whose session writes each page sees are kept. */
  let newContext: () => Promise<{ context: BrowserContext; errors: string[] }>;

  /** Ends every session on the server (the seed again), keeping Bruno able to sign in. */
  async function endSessionsOnServer() {
    await mock.reset('padrao');
    const usuario = db.usuarios.findFirst((q) => q.where({ usuarioId: 2 }))!;
    const senhaHash = await hashText(BRUNO_SENHA);
    await db.usuarios.update((q) => q.where({ usuarioId: 2 }), {
      data(record) {
        record.senhaHash = senhaHash;
        record.nome = 'Ana Beatriz Costa';
      },
    });
    bruno = { cpf: formatCpf(usuario.cpf), senha: BRUNO_SENHA };
  }

  /** The Authorization headers a page sent to the API from now on. */
  function bearersOf(page: Page): string[] {
    const bearers: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(mock.url)) bearers.push(request.headers().authorization ?? '');
    });
    return bearers;
  }

  test.beforeEach(async ({ liveSite, newPanelContext }) => {
    mock = liveSite.mock;
    await endSessionsOnServer();
    newContext = async () => {
      const context = await newPanelContext();
      await context.addInitScript((key) => {
        const writes: (string | null)[] = [];
        (window as unknown as StorageEvents).__sessionWrites = writes;
        window.addEventListener('storage', (event) => {
          if (event.key === key) writes.push(event.newValue);
        });
      }, SESSION_STORAGE_KEY);
      const errors: string[] = [];
      const watch = (page: Page) => {
        page.on('pageerror', (error) => errors.push(error.message));
        page.on('console', (message) => {
          // A 401 is printed by the browser as a failed resource; anything else is an error of the page.
          if (message.type() === 'error' && !/status of 401/.test(message.text())) errors.push(message.text());
        });
      };
      context.on('page', watch);
      return { context, errors };
    };
  });

  test('Sair da conta in another tab: this tab keeps its draft, says why, and the same person signing in gets the form back', async ({
    liveSite,
  }) => {
    const { context, errors } = await newContext();
    const first = await openTab(context, '/');
    await signIn(first, ANA);
    const second = await openTab(context, '/listas');
    await startNewUser(second);

    await signOut(first);
    await expect(second.getByText(OTHER_TAB_MESSAGE)).toBeVisible(SLOW);
    expect(new URL(second.url()).pathname).toBe('/');
    await expect.poll(() => drafts(second), SLOW).toHaveLength(1);

    await signIn(second, ANA);
    await expect(second).toHaveURL(`${liveSite.url}/usuarios/form/cadastro`, SLOW);
    await expect(second.getByText(OTHER_TAB_DRAFT_NOTICE)).toBeVisible(SLOW);
    await expect(second.getByLabel('Nome')).toHaveValue('Rascunho da Ana');
    await expect(second.getByLabel('E-mail')).toHaveValue('rascunho@anoreg.org.br');
    expect(errors).toEqual([]);
  });

  test('a 401 in another tab ends this tab’s session the same way', async () => {
    const { context, errors } = await newContext();
    const first = await openTab(context, '/');
    await signIn(first, ANA);
    const second = await openTab(context, '/listas');
    await startNewUser(second);

    await endSessionsOnServer();
    await first.reload();
    await expect(first.getByText(EXPIRED_MESSAGE)).toBeVisible(SLOW);
    await expect(second.getByText(OTHER_TAB_MESSAGE)).toBeVisible(SLOW);
    await expect.poll(() => drafts(second), SLOW).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  test('opening a payment-slip or password link in another tab ends this tab’s session the same way', async () => {
    const { context, errors } = await newContext();
    const first = await openTab(context, '/');
    await signIn(first, ANA);
    const second = await openTab(context, '/listas');
    await startNewUser(second);

    // The live build opens only https slips (the mock server's sample is on plain http).
    await db.boletos.create({ paymentId: 'boleto-em-outra-aba', link: 'https://banco.example/boleto.pdf', erro: null });
    await first.goto('/cobranca/boleto-em-outra-aba');
    await expect(first.getByRole('button', { name: 'Download' })).toBeVisible(SLOW);
    await expect(second.getByText(OTHER_TAB_MESSAGE)).toBeVisible(SLOW);
    await expect.poll(() => drafts(second), SLOW).toHaveLength(1);
    // The tab that opened the link keeps no draft of anyone.
    expect(await drafts(first)).toEqual([]);

    await first.goto('/');
    await signIn(first, ANA);
    await second.reload();
    await first.goto('/esqueceu-senha');
    await expect(first.getByRole('heading', { name: 'Esqueceu sua senha?' })).toBeVisible(SLOW);
    await expect(second.getByText(OTHER_TAB_MESSAGE)).toBeVisible(SLOW);
    expect(errors).toEqual([]);
  });

  test('another person signing in elsewhere signs this tab out; it never calls with their token', async () => {
    const { context, errors } = await newContext();
    const first = await openTab(context, '/');
    await signIn(first, ANA);
    const anaToken = await tokenIn(first);
    const second = await openTab(context, '/listas');
    await startNewUser(second);
    const secondBearers = bearersOf(second);

    // Bruno's session, as another tab writes it when he signs in (here in one step, A → B).
    const elsewhere = await newContext();
    const brunoPage = await openTab(elsewhere.context, '/');
    await signIn(brunoPage, bruno);
    const brunoRecord = await brunoPage.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY);
    const brunoToken = await tokenIn(brunoPage);
    await elsewhere.context.close();
    await first.evaluate(([key, value]) => localStorage.setItem(key, value), [
      SESSION_STORAGE_KEY,
      brunoRecord!,
    ] as const);

    await expect(second.getByText(OTHER_TAB_MESSAGE)).toBeVisible(SLOW);
    await expect.poll(() => drafts(second), SLOW).toHaveLength(1);
    await afterSessionWritten(second, brunoRecord);
    expect(new URL(second.url()).pathname).toBe('/');
    expect(secondBearers.filter((bearer) => bearer === `Bearer ${brunoToken}`)).toEqual([]);

    // And when Bruno signs out and in again in the other tab, this tab still waits for its own person.
    await first.reload();
    await signOut(first);
    await signIn(first, bruno);
    await afterSessionWritten(second, await first.evaluate((key) => localStorage.getItem(key), SESSION_STORAGE_KEY));
    expect(new URL(second.url()).pathname).toBe('/');
    await expect(second.getByText(OTHER_TAB_MESSAGE)).toBeVisible(SLOW);
    expect(
      secondBearers.filter((bearer) => bearer !== '' && bearer !== 'Bearer ' && bearer !== `Bearer ${anaToken}`),
    ).toEqual([]);
    expect([...errors, ...elsewhere.errors]).toEqual([]);
  });
});
