import { afterEach, describe, expect, it, vi } from 'vitest';
import { isHttpUrl, openExternalLink } from './external-link';

describe('isHttpUrl', () => {
  it.each([
    'https://banco.example/boleto.pdf',
    'http://127.0.0.1:4173/boleto-exemplo.html?pagamento=1',
    'HTTPS://BANCO.EXAMPLE/x',
  ])('accepts %s', (url) => {
    expect(isHttpUrl(url)).toBe(true);
  });

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'ftp://banco.example/x',
    '/boleto.pdf',
    'boleto',
    '',
    null,
    undefined,
  ])('rejects %s', (url) => {
    expect(isHttpUrl(url)).toBe(false);
  });
});

describe('openExternalLink', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens an http(s) link in a new tab without opener or referrer', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openExternalLink('https://banco.example/boleto.pdf')).toBe(true);
    expect(open).toHaveBeenCalledWith('https://banco.example/boleto.pdf', '_blank', 'noopener,noreferrer');
  });

  it('opens nothing for any other link', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    expect(openExternalLink('javascript:alert(1)')).toBe(false);
    expect(open).not.toHaveBeenCalled();
  });
});
