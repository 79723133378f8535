import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Request } from '@playwright/test';
import { db } from '@mocks/db';
import { presentAssociado } from '@mocks/db/presenters';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { serveWithNginx } from '../../../scripts/lib/nginx-site';
import { bodyRows, expect, test } from '../../browser/fixtures';

/**
 * Errors reach the operators (issue 23). The live build under nginx with PAINEL_SENTRY_DSN
 * pointing at a stand-in for Sentry's ingest endpoint (a small server that keeps every envelope
 * the SDK posts). A screen that breaks on a record the server answered is reported once, with the
 * route pattern and the version, and no personal data; so are an uncaught error and a rejected
 * promise. The same build without the DSN downloads nothing of Sentry and sends nothing.
 */

/** What the test reads of an event the SDK sent. */
interface SentEvent {
  exception?: { values?: { value?: string }[] };
  tags?: Record<string, string>;
}

interface Envelope {
  text: string;
  items: { type: string; payload: SentEvent }[];
}

/** Keeps the envelopes POSTed to /api/<project>/envelope/, answering as Sentry does (CORS for any origin). */
async function ingestStandIn() {
  const envelopes: Envelope[] = [];
  const server = createServer((request, response) => {
    response.setHeader('Access-Control-Allow-Origin', '*');
    let text = '';
    request.on('data', (chunk: Buffer) => (text += chunk.toString()));
    request.on('end', () => {
      if (request.method === 'POST' && /^\/api\/1\/envelope\//.test(request.url ?? '')) {
        const [, ...lines] = text.split('\n').filter(Boolean);
        const items = [];
        for (let index = 0; index + 1 < lines.length; index += 2)
          items.push({
            type: JSON.parse(lines[index]).type as string,
            payload: JSON.parse(lines[index + 1]) as SentEvent,
          });
        envelopes.push({ text, items });
      }
      response.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    dsn: `http://0123abcd@127.0.0.1:${port}/1`,
    origin: `http://127.0.0.1:${port}`,
    envelopes,
    events: () => envelopes.flatMap((envelope) => envelope.items.filter((item) => item.type === 'event')),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Ingest = Awaited<ReturnType<typeof ingestStandIn>>;
let ingest: Ingest;

const BROKEN_SCREEN = 'Algo deu errado nesta tela';
/** The version the build carries (vite.config.ts's __APP_VERSION__). */
const APP_VERSION = (JSON.parse(readFileSync('package.json', 'utf8')) as { version: string }).version;
const sentryChunk = (request: Request) => /\/assets\/sentry-[\w-]+\.js$/.test(request.url());

function watch(page: Page) {
  const errors: string[] = [];
  const requests: Request[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => requests.push(request));
  return { errors, requests };
}

async function signIn(page: Page) {
  await page.getByLabel('CPF').fill(DEMO_CREDENTIALS.cpfFormatado);
  await page.getByLabel('Senha', { exact: true }).fill(DEMO_CREDENTIALS.senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL('**/listas**');
}

test.describe('errors reported to a Sentry ingest endpoint (live build, nginx, PAINEL_SENTRY_DSN)', () => {
  test.use({
    liveSiteOptions: {
      // The stand-in starts as the site does, before nginx reads the settings that name it: a
      // beforeAll would come too late, as the live site is started for the hooks too.
      afterBuild: async () => {
        ingest = await ingestStandIn();
      },
      env: {
        get PAINEL_SENTRY_DSN() {
          return ingest.dsn;
        },
      },
    },
  });

  test.afterAll(async () => {
    await ingest?.close();
  });

  test('a screen that breaks is reported once, with the route pattern and the version, and no personal data; so are an uncaught error and a rejected promise', async ({
    liveSite,
    newPanelContext,
  }) => {
    const associado = presentAssociado(db.associados.findFirst((q) => q.where({ associadoId: 1 }))!);
    const context = await newPanelContext();
    const page = await context.newPage();
    const { errors, requests } = watch(page);
    let accessToken = '';
    page.on('response', async (response) => {
      if (response.url().endsWith('/api/autenticacao')) accessToken = (await response.json()).accessToken;
    });

    await page.goto('/');
    await signIn(page);
    // The SDK comes after the first load, in its own file.
    await expect.poll(() => requests.some(sentryChunk), { timeout: 15_000 }).toBe(true);

    // The address now holds the CPF searched (a breadcrumb of the report to come).
    await page.getByLabel('Pesquisar associados').fill(associado.cpfCnpj);
    await page.getByLabel('Pesquisar associados').press('Enter');
    await expect(bodyRows(page, 'Associados')).toHaveCount(1, { timeout: 15_000 });
    // The server answers this associate without the blocks the screen needs.
    await page.route(`${liveSite.mock.url}/api/associados/1`, (route) =>
      route.fulfill({ json: { ...associado, associacao: null, endereco: null } }),
    );
    await bodyRows(page, 'Associados').first().getByRole('link', { name: 'Ver informações' }).click();
    await expect(page.getByRole('heading', { name: BROKEN_SCREEN })).toBeVisible({ timeout: 15_000 });
    await expect.poll(() => ingest.events().length, { timeout: 15_000 }).toBe(1);

    // Reported after the screen's error: if the screen's were sent twice, the second would come first.
    await page.evaluate(() => {
      setTimeout(() => {
        throw new Error('erro não tratado de teste');
      });
      setTimeout(() => void Promise.reject(new Error('promessa rejeitada de teste')));
    });
    await expect.poll(() => ingest.events().length, { timeout: 15_000 }).toBe(3);
    const events = ingest.events().map(({ payload }) => payload);
    const messages = events.map((event) => event.exception?.values?.at(-1)?.value ?? '');
    expect(messages.filter((message) => /Cannot read properties of null/.test(message))).toHaveLength(1);
    expect(messages).toEqual(expect.arrayContaining(['erro não tratado de teste', 'promessa rejeitada de teste']));
    const [crash] = events;
    expect(crash).toMatchObject({
      transaction: '/associados/info/:associadoId',
      environment: 'producao',
      release: `painel@${APP_VERSION}`,
      tags: { route: '/associados/info/:associadoId', version: APP_VERSION },
      request: { url: `${liveSite.url}/associados/info/:associadoId` },
    });
    for (const event of events.slice(1)) expect(event.tags).toMatchObject({ route: '/associados/info/:associadoId' });

    const sent = ingest.envelopes.map((envelope) => envelope.text).join('\n');
    const digits = (text: string) => text.replace(/\D/g, '');
    const personal = [
      associado.cpfCnpj,
      digits(associado.cpfCnpj),
      associado.contato.email,
      associado.contato.telefone,
      digits(associado.contato.telefone ?? '') || 'sem-telefone',
      DEMO_CREDENTIALS.cpf,
      DEMO_CREDENTIALS.cpfFormatado,
      DEMO_CREDENTIALS.senha,
      accessToken,
      '/associados/info/1',
    ].filter(Boolean);
    expect(accessToken).not.toBe('');
    for (const secret of personal) expect(sent, secret).not.toContain(secret);
    // Errors only: no session or other envelope.
    expect(ingest.envelopes.flatMap((envelope) => envelope.items.map((item) => item.type))).toEqual([
      'event',
      'event',
      'event',
    ]);
    expect(
      errors.filter(
        (error) =>
          !/React Router caught the following error|The above error occurred|Algo deu errado|Cannot read properties of null|de teste/.test(
            error,
          ),
      ),
    ).toEqual([]);
    expect(liveSite.nginx.reports).toEqual([]);
  });

  test('without PAINEL_SENTRY_DSN, the same build downloads nothing of Sentry and sends nothing', async ({
    liveSite,
    newPanelContext,
  }) => {
    const { mock } = liveSite;
    const plain = await serveWithNginx(liveSite.outDir, { PAINEL_API_URL: mock.url, PAINEL_CEP_API_URL: mock.url });
    liveSite.allowOrigin(plain.url);
    const before = ingest.envelopes.length;
    try {
      const context = await newPanelContext();
      const page = await context.newPage();
      const { requests } = watch(page);
      await page.goto(`${plain.url}/`);
      await signIn(page);
      await expect(bodyRows(page, 'Associados')).toHaveCount(10, { timeout: 15_000 });
      await page.evaluate(() => {
        setTimeout(() => {
          throw new Error('erro não tratado de teste');
        });
      });
      await page.waitForLoadState('networkidle');
      expect(requests.filter(sentryChunk)).toEqual([]);
      expect(requests.filter((request) => request.url().startsWith(ingest.origin))).toEqual([]);
      expect(ingest.envelopes.length).toBe(before);
    } finally {
      await plain.close();
    }
  });
});
