// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { benchProtocol, checkProtocol } from './serving-protocol';

/**
 * How the benches choose the protocol they serve the panel over (BENCH_PROTOCOL) and check that the
 * browser really got it (tests/browser/serving-protocol.ts). That the front serves h2 is
 * tests/e2e/live/serving-front.e2e.ts.
 */

const h2Run = { protocol: 'h2', url: 'https://127.0.0.1:4430', apiUrl: 'https://127.0.0.1:4431' } as const;

describe('BENCH_PROTOCOL', () => {
  it('is h2 unless http1 is asked for; anything else stops the bench, naming the choices', () => {
    expect([benchProtocol(undefined), benchProtocol(''), benchProtocol('h2'), benchProtocol('http1')]).toEqual([
      'h2',
      'h2',
      'h2',
      'http1',
    ]);
    for (const wrong of ['h3', 'HTTP1', 'toString'])
      expect(() => benchProtocol(wrong)).toThrow(`BENCH_PROTOCOL=${wrong} is unknown: use h2 or http1.`);
  });
});

describe("the check of a run's answers", () => {
  const panel = (path: string, protocol = 'h2') => ({ url: `${h2Run.url}${path}`, protocol, tls: 'TLS 1.3' });
  const api = (path: string, protocol = 'h2') => ({ url: `${h2Run.apiUrl}${path}`, protocol, tls: 'TLS 1.3' });

  it('says what the panel and the API answered over, other sites left out', () => {
    const answers = [
      panel('/'),
      panel('/assets/index-a1b2c3d4.js'),
      api('/api/autenticacao'),
      { url: 'https://brasilapi.com.br/api/cep/v1/01310100', protocol: 'http/1.1' },
      { url: 'data:image/svg+xml,<svg/>', protocol: 'data' },
    ];
    expect(checkProtocol(h2Run, answers)).toBe('h2 (TLS 1.3): 3 answers, 2 from the panel, 1 from the API');
    expect(
      checkProtocol({ protocol: 'http1', url: 'http://127.0.0.1:8080', apiUrl: 'http://127.0.0.1:3333' }, [
        { url: 'http://127.0.0.1:8080/', protocol: 'http/1.1' },
      ]),
    ).toBe('http/1.1: 1 answer, 1 from the panel, 0 from the API');
  });

  it('fails on one answer over another protocol, from the panel or the API, naming it', () => {
    expect(() => checkProtocol(h2Run, [panel('/'), api('/api/associados/busca', 'http/1.1')])).toThrow(
      `Expected h2 for every answer; got http/1.1 for ${h2Run.apiUrl}/api/associados/busca.`,
    );
    expect(() => checkProtocol(h2Run, [panel('/'), panel('/config.js', '')])).toThrow(
      `got ? for ${h2Run.url}/config.js`,
    );
  });

  it('leaves out a request still waiting when the page was measured, which has no protocol yet', () => {
    const waiting = { ...api('/api/remessas/busca', ''), finished: false };
    expect(checkProtocol(h2Run, [panel('/'), waiting])).toBe(
      'h2 (TLS 1.3): 1 answer, 1 from the panel, 0 from the API',
    );
    expect(() => checkProtocol(h2Run, [panel('/'), { ...waiting, finished: true }])).toThrow('got ? for');
  });

  it('fails when nothing came from the panel: nothing was checked', () => {
    expect(() => checkProtocol(h2Run, [api('/api/autenticacao')])).toThrow(
      `No answer seen from the panel (${h2Run.url}): the protocol was not checked.`,
    );
  });
});
