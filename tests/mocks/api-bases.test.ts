import { readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { handlers } from '@mocks/handlers';

/** The page's origin: in mock mode the panel calls its APIs and the postal-code service there. */
const origin = window.location.origin;

const filesUnder = (folder: string) =>
  readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));

/**
 * Every file the panel is made of, at the address the browser asks for it on the panel's origin:
 * the dev server serves the sources as they are (`/src/generated/api/associados/associados.ts`),
 * a build serves them bundled (`/assets/associados-<hash>.js`) beside its own files.
 */
const panelFileUrls = () => {
  const sources = [...filesUnder('src'), ...filesUnder('mocks')];
  const assets = sources.map((file) => `assets/${basename(file, extname(file))}-D4x9Qk2a.js`);
  const builtFiles = [
    'index.html',
    'pages/listas.html',
    'pages/associados/info/_.html',
    'config.js',
    'mockServiceWorker.js',
    'boleto-exemplo.html',
  ];
  return [...sources, ...assets, ...builtFiles].map((path) => `${origin}/${path.replace(/\\/g, '/')}`);
};

const answer = (url: string, init?: RequestInit) => getResponse(handlers, new Request(url, init));

const signIn = (base: string) =>
  answer(`${base}/api/autenticacao`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha }),
  });

describe('where the mock answers', () => {
  it('never answers a request for a file the panel is made of, in the dev server or a build', async () => {
    const urls = panelFileUrls();
    expect(urls).toContain(`${origin}/src/generated/api/associados/associados.ts`);
    const answered: string[] = [];
    for (const url of urls) if (await answer(url)) answered.push(url);
    expect(answered).toEqual([]);
  });

  it("answers the API and the postal-code service on the page's origin, and the same paths nowhere else", async () => {
    const signedIn = await signIn(origin);
    expect(signedIn?.status).toBe(200);
    expect(await signedIn?.json()).toMatchObject({ accessToken: expect.any(String) });
    expect(await signIn('https://outro.exemplo.org.br')).toBeUndefined();
    expect(await signIn(`${origin}/src`)).toBeUndefined();

    const cep = await answer(`${origin}/cep/v1/70150900`);
    expect(await cep?.json()).toMatchObject({ city: 'Brasília', state: 'DF' });
    expect(await answer('https://brasilapi.com.br/api/cep/v1/70150900')).toBeUndefined();
  });

  it("the mock server's own address stands in for the page's (mocks/server.ts)", async () => {
    const request = new Request('http://127.0.0.1:3333/api/associados/ativar/1');
    expect(await getResponse(handlers, request, { baseUrl: 'http://127.0.0.1:3333' })).toBeDefined();
    expect(
      await getResponse(handlers, new Request('http://127.0.0.1:3333/src/generated/api/associados/associados.ts'), {
        baseUrl: 'http://127.0.0.1:3333',
      }),
    ).toBeUndefined();
  });
});
