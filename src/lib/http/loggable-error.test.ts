// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loggableError } from './loggable-error';

const failedCall = (overrides: object = {}) => ({
  isAxiosError: true,
  name: 'AxiosError',
  message: 'Request failed with status code 500',
  code: 'ERR_BAD_RESPONSE',
  config: {
    method: 'post',
    url: '/api/associados/busca?descricao=11144477735',
    headers: { Authorization: 'Bearer token-secreto' },
    data: '{"descricao":"11144477735"}',
  },
  response: { status: 500, data: { message: 'Falha.' } },
  ...overrides,
});

describe('loggableError', () => {
  it('reduces a failed call to what failed: no headers, body or query string', () => {
    const printed = loggableError(failedCall());
    expect(printed).toBe('AxiosError: Request failed with status code 500 (POST /api/associados/busca → 500)');
    expect(JSON.stringify(printed)).not.toMatch(/token-secreto|11144477735|Authorization/);
  });

  it('names the code of a call that got no answer', () => {
    expect(loggableError(failedCall({ response: undefined, code: 'ERR_NETWORK', message: 'Network Error' }))).toBe(
      'AxiosError: Network Error (POST /api/associados/busca → ERR_NETWORK)',
    );
  });

  it('keeps any other error as it is', () => {
    const error = new TypeError('x is undefined');
    expect(loggableError(error)).toBe(error);
  });
});
