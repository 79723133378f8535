import { afterEach, describe, expect, it, vi } from 'vitest';

const startSentry = vi.fn();
const captured: unknown[] = [];
vi.mock('./sentry', () => ({ startSentry }));

const config = { dsn: 'https://chave@erros.exemplo.org.br/7', environment: 'producao', release: 'painel@1.7.22' };

/** A fresh copy of the module (it keeps whether reporting started), its SDK stand-in recording what it gets. */
async function freshModule() {
  vi.resetModules();
  startSentry.mockReset().mockImplementation(() => (error: unknown) => captured.push(error));
  captured.length = 0;
  return import('./report-error');
}

const sdkLoaded = () => vi.waitFor(() => expect(startSentry).toHaveBeenCalled());

afterEach(() => vi.restoreAllMocks());

describe('reporting errors to the operators', () => {
  it('without a DSN nothing loads, nothing listens and nothing is kept', async () => {
    const addListener = vi.spyOn(window, 'addEventListener');
    const { reportError, startErrorReporting } = await freshModule();
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    startErrorReporting(undefined, () => '/');
    reportError(new Error('falhou'));
    // With a DSN the SDK is imported from a timer once the page has loaded: run every timer, await every import.
    await vi.runAllTimersAsync();
    await vi.dynamicImportSettled();
    vi.useRealTimers();
    expect(startSentry).not.toHaveBeenCalled();
    // What error reporting would listen to. Other listeners may come meanwhile from a module another
    // file of this worker left loading (the session store's storage and page-cache listeners were
    // seen, with five workers): they are not this module's.
    const heard = addListener.mock.calls.map(([type]) => type);
    expect(heard.filter((type) => ['error', 'unhandledrejection', 'load'].includes(type))).toEqual([]);
  });

  it('with one, the SDK loads after the page, then gets the errors seen before it, once each, and the later ones', async () => {
    const { reportError, startErrorReporting } = await freshModule();
    const route = () => '/associados/info/:associadoId';
    startErrorReporting(config, route);
    const early = new Error('antes do SDK');
    reportError(early);
    reportError(early);
    window.dispatchEvent(
      new PromiseRejectionEvent('unhandledrejection', { promise: Promise.resolve(), reason: 'rejeitada' }),
    );
    await sdkLoaded();
    expect(startSentry).toHaveBeenCalledWith(config, route);
    const later = new Error('depois');
    reportError(later);
    expect(captured).toEqual([early, 'rejeitada', later]);
  });
});
