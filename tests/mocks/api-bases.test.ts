import { readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { env } from '@/config/env';
import { DEMO_CREDENTIALS } from '@mocks/db/seed';
import { createHandlers } from '@mocks/handlers';
import { panelApiBases } from '@mocks/panel-api-bases';

/** The handlers the service worker and msw/node use: where the panel calls each API. */
const handlers = createHandlers(panelApiBases());
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
  const builtFiles = ['index.html', 'listas.html', 'config.js', 'mockServiceWorker.js', 'boleto-exemplo.html'];
  return [...sources, ...assets, ...builtFiles].map((path) => `${origin}/${path.replace(/\\/g, '/')}`);
};

const answer = (url: string, init?: RequestInit) => getResponse(handlers, new Request(url, init));

describe('where the mock answers', () => {
  it('never answers a request for a file the panel is made of, in the dev server or a build', async () => {
    const urls = panelFileUrls();
    expect(urls).toContain(`${origin}/src/generated/api/associados/associados.ts`);
    const answered: string[] = [];
    for (const url of urls) if (await answer(url)) answered.push(url);
    expect(answered).toEqual([]);
  });

  it('answers the API where the panel calls it, and the same paths nowhere else', async () => {
    const signIn = (base: string) =>
      answer(`${base}/api/autenticacao`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ cpf: DEMO_CREDENTIALS.cpf, senha: DEMO_CREDENTIALS.senha }),
      });
    const signedIn = await signIn(origin);
    expect(signedIn?.status).toBe(200);
    expect(await signedIn?.json()).toMatchObject({ accessToken: expect.any(String) });
    expect(await signIn('https://outro.exemplo.org.br')).toBeUndefined();
    expect(await signIn(`${origin}/src`)).toBeUndefined();

    const cep = await answer(`${env.cepApiUrl}/cep/v1/70150900`);
    expect(await cep?.json()).toMatchObject({ city: 'Brasília', state: 'DF' });
    expect(await answer(`${origin}/cep/v1/70150900`)).toBeUndefined();
  });

  it('refuses an address that could match more than one place: a pattern, a relative path', () => {
    for (const painel of ['*', '*/api', 'http://*:5173', '/', ''])
      expect(() => createHandlers({ painel, cep: env.cepApiUrl }), painel).toThrow(/endereço de API inválido/);
  });
});
