// @vitest-environment node
import { getResponse, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { OperationRouter } from './operation-router';

const router = new OperationRouter([
  http.get('/api/remessas/busca', () => HttpResponse.json({ from: 'busca' })),
  http.get('/api/remessas/:remessaId', ({ params }) => HttpResponse.json({ from: 'obter', params })),
  http.post('/api/remessas/:remessaId', () => undefined),
  http.post('/api/remessas/:remessaId', () => HttpResponse.json({ from: 'second' })),
]);

const answer = async (method: string, path: string) => {
  const response = await getResponse([router], new Request(`http://127.0.0.1${path}`, { method }), {
    baseUrl: 'http://127.0.0.1',
  });
  return response && ((await response.json()) as unknown);
};

describe('the operation router', () => {
  it('answers with the first operation whose method and path match, in the order given, with its path parameters', async () => {
    expect(await answer('GET', '/api/remessas/busca')).toEqual({ from: 'busca' });
    expect(await answer('GET', '/api/remessas/7')).toEqual({ from: 'obter', params: { remessaId: '7' } });
  });

  it('goes on to the next match when an operation gives no answer, as MSW does', async () => {
    expect(await answer('POST', '/api/remessas/7')).toEqual({ from: 'second' });
  });

  it('leaves alone what no operation matches: another method, another path, a file of the page', async () => {
    expect(await answer('DELETE', '/api/remessas/7')).toBeUndefined();
    expect(await answer('GET', '/api/usuarios/busca')).toBeUndefined();
    expect(await answer('GET', '/assets/index.js')).toBeUndefined();
  });
});
