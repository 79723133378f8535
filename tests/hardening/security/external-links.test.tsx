import { screen, waitFor, within } from '@testing-library/react';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '@mocks/db';
import { spyOnNewTabs, type OpenedTab } from '../../new-tabs';
import { renderApp } from '../../render';
import { addHostileRecords, expectNothingInjected, hostil, setHostileBoletoLink } from './hostile-records';

/**
 * A boleto link from the server is opened only when it is https, in a new tab without opener or
 * referrer; anything else (plain http too: a slip fetched over it can be swapped in transit) is
 * refused with a message.
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
  ['plain http', 'http://banco.example/boleto.pdf'],
  ['plain http, upper case', 'HTTP://BANCO.EXAMPLE/Boleto.pdf'],
  ['an empty text', ''],
] as const;

const acceptedLinks = [
  ['https', 'https://banco.example/boleto.pdf?id=1', 'https://banco.example/boleto.pdf?id=1'],
  ['https, upper case', 'HTTPS://BANCO.EXAMPLE/Boleto.pdf', 'https://banco.example/Boleto.pdf'],
  ['https without slashes', 'https:banco.example/boleto.pdf', 'https://banco.example/boleto.pdf'],
  ['https between spaces', '  https://banco.example/boleto.pdf ', 'https://banco.example/boleto.pdf'],
] as const;

let opened: OpenedTab[];

beforeEach(async () => {
  await addHostileRecords();
  opened = spyOnNewTabs().opened;
});

/** What reached a tab: nothing, or the address it was sent to, blank first and cut from the panel. */
const sentTo = () => opened.filter((tab) => tab.href !== null);
const expectOpenedDetached = (href: string) => {
  expect(opened).toHaveLength(1);
  expect(opened[0]).toMatchObject({ args: ['about:blank', '_blank'], opener: null, href, closed: false });
};

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
    // The only links are the panel's own (skip links, the Acessibilidade page): never the server's address.
    const hrefs = screen.queryAllByRole('link').map((element) => element.getAttribute('href'));
    expect(hrefs.every((href) => /^(#|\/(?!\/))/.test(href ?? ''))).toBe(true);
    expect(within(screen.getByRole('main')).queryByRole('link')).not.toBeInTheDocument();
    expect(opened).toEqual([]);
    expectNothingInjected();
  });

  it.each(acceptedLinks)('opens %s in a new tab without opener or referrer', async (_name, link, href) => {
    const { user } = await openSlip(link);
    await user.click(await screen.findByRole('button', { name: 'Download' }));
    expectOpenedDetached(href);
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
      expect(sentTo()).toEqual([]);
      expect(opened.every((tab) => tab.closed)).toBe(true);
      expectNothingInjected();
    },
  );

  it.each(acceptedLinks)('opens %s in a new tab without opener or referrer', async (_name, link, href) => {
    await baixar(link);
    await waitFor(() => expectOpenedDetached(href));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('every place that opens a link', () => {
  /** Source files of the panel (the live build's code) and of the demo's own screens (src/demo). */
  function sourceFiles(directory: string): string[] {
    return readdirSync(directory).flatMap((name) => {
      const path = join(directory, name);
      if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourceFiles(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  }
  const files = sourceFiles('src').map((path) => ({
    path,
    text: readFileSync(path, 'utf8'),
  }));
  const where = (pattern: RegExp) => files.filter((file) => pattern.test(file.text)).map((file) => file.path);

  it('goes through openPendingTab, the one window.open of the panel', () => {
    expect(where(/window\.open\(|\bopen\(\s*[^)]*['"]_blank/)).toEqual(['src/utils/external-link.ts']);
    // The pending tab is the one place sent somewhere by script (after the address is checked).
    expect(where(/location\.(assign|replace)\(|location\.href\s*=/)).toEqual(['src/utils/external-link.ts']);
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
