import { HttpResponse } from 'msw';

/**
 * A response the mock answers with instead of the success body: `throw httpError(404, 'Associado não encontrado.')`.
 * MSW sends a thrown Response as is.
 */
export const httpError = (status: number, message: string, headers?: Record<string, string>) =>
  HttpResponse.json({ message }, { status, headers });

export const notFound = (message: string) => httpError(404, message);
export const badRequest = (message: string) => httpError(400, message);
