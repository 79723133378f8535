import { screen, waitFor, within } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { db } from '@mocks/db';
import { renderApp } from '../../render';
import { addHostileRecords, expectNothingInjected, hostil, setHostileBoletoLink } from './hostile-records';

/**
 * Security case 12: a boleto link from the server is opened only when it is http(s), in a new tab
 * without opener or referrer; anything else is refused with a message.
 */

const refusedLinks = [
  ['javascript:', `javascript:window.__xss='boleto'`],
  ['javascript: with spaces and case', `  JaVaScRiPt:window.__xss='boleto'`],
  ['javascript: split by a tab', `java\tscript:window.__xss='boleto'`],
  ['data:', 'data:text/html;base64,PHNjcmlwdD53aW5kb3cuX194c3M9MTwvc2NyaXB0Pg=='],
  ['vbscript:', 'vbscript:msgbox(1)'],
  ['file:', 'file:///etc/passwd'],
  ['blob:', 'blob:https://banco.example/1234'],
  ['a relative path', '/boleto.pdf'],
  ['a host without scheme', 'banco.example/boleto.pdf'],
  ['a malformed address', 'https://'],
  ['a malformed port', 'http://banco.example:99999/'],
  ['an empty text', ''],
] as const;

const acceptedLinks = [
  ['https', 'https://banco.example/boleto.pdf?id=1', 'https://banco.example/boleto.pdf?id=1'],
  ['http, upper case', 'HTTP://BANCO.EXAMPLE/Boleto.pdf', 'http://banco.example/Boleto.pdf'],
  ['https without slashes', 'https:banco.example/boleto.pdf', 'https://banco.example/boleto.pdf'],
  ['https between spaces', '  https://banco.example/boleto.pdf ', 'https://banco.example/boleto.pdf'],
] as const;

let open: MockInstance<typeof window.open>;

beforeEach(async () => {
  await addHostileRecords();
  open = vi.spyOn(window, 'open').mockReturnValue(null);
});

afterEach(() => open.mockRestore());

describe('the payment-slip page', () => {
  async function openSlip(link: string) {
    await db.boletos.create({ paymentId: 'link-de-teste', link, erro: null });
    const view = await renderApp('/cobranca/link-de-teste');
    await screen.findByRole('heading', { name: 'Cobrança' });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    return view;
  }

  it.each(refusedLinks)('refuses %s with the support message and opens nothing', async (_name, link) => {
    await openSlip(link);
    expect(await screen.findByRole('alert')).toHaveTextContent('Ocorreu um erro, entre em contato com o suporte.');
    expect(screen.queryByRole('button', { name: 'Download' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(open).not.toHaveBeenCalled();
    expectNothingInjected();
  });

  it.each(acceptedLinks)('opens %s in a new tab without opener or referrer', async (_name, link, opened) => {
    const { user } = await openSlip(link);
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expect(open).toHaveBeenCalledExactlyOnceWith(opened, '_blank', 'noopener,noreferrer');
  });
});

describe('Baixar boleto on the remessa page', () => {
  async function baixar(link: string) {
    await setHostileBoletoLink(link);
    const view = await renderApp(`/remessas/info/${hostil.remessaEnviada.remessaId}`, { signedIn: true });
    const table = await screen.findByRole('table', { name: 'Associados da remessa' });
    const row = within(table)
      .getAllByRole('row')
      .find((element) => element.textContent?.includes(hostil.associado.nome))!;
    await view.user.click(within(row).getByRole('button', { name: 'Baixar boleto' }));
    return view;
  }

  it.each(refusedLinks.filter(([, link]) => link !== ''))(
    'refuses %s with a message and opens nothing',
    async (_name, link) => {
      await baixar(link);
      const alert = await screen.findByRole('dialog', { name: /Erro!/ });
      expect(alert).toHaveTextContent('O endereço do boleto recebido não é válido. Entre em contato com o suporte.');
      expect(open).not.toHaveBeenCalled();
      expectNothingInjected();
    },
  );

  it.each(acceptedLinks)('opens %s in a new tab without opener or referrer', async (_name, link, opened) => {
    await baixar(link);
    await waitFor(() => expect(open).toHaveBeenCalledExactlyOnceWith(opened, '_blank', 'noopener,noreferrer'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('every place that opens a link', () => {
  /** Source files of the panel (the live build's code) and of the demo's own screens. */
  function sourceFiles(directory: string): string[] {
    return readdirSync(directory).flatMap((name) => {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  }
  const files = [...sourceFiles('src'), ...sourceFiles('mocks/ui')].map((path) => ({
    path,
    text: readFileSync(path, 'utf8'),
  }));
  const where = (pattern: RegExp) => files.filter((file) => pattern.test(file.text)).map((file) => file.path);

  it('goes through openExternalLink, the one window.open of the panel', () => {
    expect(where(/window\.open\(|\bopen\(\s*[^)]*['"]_blank/)).toEqual(['src/utils/external-link.ts']);
    expect(where(/location\.(assign|replace)\(|location\.href\s*=/)).toEqual([]);
  });

  it('gives every new-tab link noopener and noreferrer', () => {
    for (const file of files) {
      for (const [anchor] of file.text.matchAll(/<a\b[^>]*target=["{']_blank[^>]*>/g)) {
        expect(anchor, file.path).toMatch(/rel="noopener noreferrer"/);
      }
    }
  });

  it('never writes server text as HTML', () => {
    expect(
      where(
        /dangerouslySetInnerHTML|\.innerHTML\s*=|\.outerHTML\s*=|insertAdjacentHTML|document\.write|\beval\(|new Function\(/,
      ),
    ).toEqual([]);
  });
});
