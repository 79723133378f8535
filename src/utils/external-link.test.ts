import { describe, expect, it } from 'vitest';
import { spyOnNewTabs } from '@tests/new-tabs';
import { boletoHref, openPendingTab } from './external-link';

describe('boletoHref', () => {
  const live = { httpOrigin: undefined };
  const demo = { httpOrigin: 'http://127.0.0.1:4173' };

  it.each([
    ['https://banco.example/boleto.pdf', 'https://banco.example/boleto.pdf'],
    ['HTTPS://BANCO.EXAMPLE/x', 'https://banco.example/x'],
    ['  https:banco.example/boleto.pdf ', 'https://banco.example/boleto.pdf'],
  ])('opens %s as %s', (link, href) => {
    expect(boletoHref(link, live)).toBe(href);
    expect(boletoHref(link, demo)).toBe(href);
  });

  it.each([
    'http://banco.example/boleto.pdf',
    'http://127.0.0.1:4173/boleto-exemplo.html?pagamento=1',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://banco.example/x',
    '/boleto.pdf',
    'boleto',
    'https://',
    '',
    null,
    undefined,
  ])('refuses %s in the live build', (link) => {
    expect(boletoHref(link, live)).toBeNull();
  });

  it('takes http in mock mode only to the demo itself, which serves the sample slip', () => {
    expect(boletoHref('http://127.0.0.1:4173/boleto-exemplo.html?pagamento=1', demo)).toBe(
      'http://127.0.0.1:4173/boleto-exemplo.html?pagamento=1',
    );
    expect(boletoHref('http://banco.example/boleto.pdf', demo)).toBeNull();
    expect(boletoHref('http://127.0.0.1:9999/boleto-exemplo.html', demo)).toBeNull();
  });
});

describe('openPendingTab', () => {
  it('opens a blank tab at once, cut from the panel, and sends it to the address given later', () => {
    const tabs = spyOnNewTabs();
    const tab = openPendingTab();
    expect(tabs.opened).toHaveLength(1);
    expect(tabs.opened[0]).toMatchObject({ args: ['about:blank', '_blank'], opener: null, href: null });

    expect(tab.go('https://banco.example/boleto.pdf')).toBe(true);
    expect(tabs.opened[0].href).toBe('https://banco.example/boleto.pdf');
  });

  it('closes the tab when told to', () => {
    const tabs = spyOnNewTabs();
    openPendingTab().close();
    expect(tabs.opened[0].closed).toBe(true);
  });

  it('says so when the browser blocked the tab, or the person closed it meanwhile', () => {
    spyOnNewTabs({ blocked: true });
    expect(openPendingTab().go('https://banco.example/boleto.pdf')).toBe(false);

    const tabs = spyOnNewTabs();
    const tab = openPendingTab();
    tabs.opened[0].closed = true;
    expect(tab.go('https://banco.example/boleto.pdf')).toBe(false);
  });
});
