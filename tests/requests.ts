import { findOperation } from '@mocks/lib/contract';
import type { OperationId } from '@mocks/lib/operation';
import { server } from '@mocks/node';

export interface CapturedRequest {
  operationId: OperationId | undefined;
  method: string;
  url: string;
  headers: Headers;
  body: unknown;
  /** When the server received it (`Date.now()`): a debounce is checked by when its call went out. */
  at: number;
}

/**
 * Records what the server receives, to assert payloads:
 * `const requests = captureRequests(); ...; expect(requests.of('criarUsuario')[0].body).toEqual({...})`.
 */
export function captureRequests() {
  const requests: CapturedRequest[] = [];
  const listener = async ({ request }: { request: Request }) => {
    const at = Date.now();
    const text = await request.clone().text();
    let body: unknown;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = text;
    }
    requests.push({
      operationId: findOperation(request.method, request.url) as OperationId | undefined,
      method: request.method,
      url: request.url,
      headers: request.headers,
      body,
      at,
    });
  };
  server.events.on('request:start', listener);
  return {
    all: requests,
    of: (operationId: OperationId) => requests.filter((request) => request.operationId === operationId),
    stop: () => server.events.removeListener('request:start', listener),
  };
}
