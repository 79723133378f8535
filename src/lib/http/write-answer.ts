import type { AxiosResponse } from 'axios';
import { operations, type OperationId } from '@/generated/operations';
import { UnconfirmedWriteError } from './error-message';

/*
 * A write counts as done only when its answer is what the contract says: one of the success
 * statuses it lists, with a body of its shape (docs/decisions/0029-writes-that-cannot-lie.md).
 * Gateways and web application firewalls answer 200 with an HTML page of their own (F5 ASM's
 * block page, for one): that is not the API's answer, and the panel must not say "saved".
 */

/** Sign-in is not a write: its answer is checked where the session is stored (isSession), and the sign-in page loads no zod. */
const NOT_CHECKED = new Set<OperationId>(['autenticar']);

const writeMatchers = (Object.keys(operations) as OperationId[])
  .filter((operationId) => operations[operationId].hook === 'mutation' && !NOT_CHECKED.has(operationId))
  .map((operationId) => {
    const { method, path } = operations[operationId];
    const pattern = path.replace(/\{[^}]+\}/g, '[^/]+').replace(/\/$/, '');
    return { operationId, method, regex: new RegExp(`${pattern}/?$`) };
  });

/** The write a request is, from its method and address; undefined for reads. `writeOperationOf('put', '/api/usuarios')` */
export function writeOperationOf(method: string | undefined, url: string | undefined): OperationId | undefined {
  const { pathname } = new URL(url ?? '', 'http://localhost');
  const verb = (method ?? 'get').toLowerCase();
  const matches = writeMatchers.filter((matcher) => matcher.method === verb && matcher.regex.test(pathname));
  matches.sort((a, b) => b.regex.source.length - a.regex.source.length);
  return matches[0]?.operationId;
}

const isEmptyBody = (data: unknown) => data === undefined || data === null || data === '';

/**
 * Resolves when `response` is a write's answer as the contract says (a read passes as it is);
 * rejects with UnconfirmedWriteError otherwise. An empty body stands for `{}`: the contract's
 * message answers say their body, "when it exists", is not read. The schemas (and zod) load on the
 * first write.
 */
export async function confirmWriteAnswer(response: AxiosResponse): Promise<void> {
  const operationId = writeOperationOf(response.config.method, response.config.url);
  if (!operationId) return;
  const { writeAnswers } = await import('@/generated/write-answers');
  const expected = writeAnswers[operationId as keyof typeof writeAnswers];
  if (!expected) return;
  const statusOk = (expected.statuses as readonly number[]).includes(response.status);
  const body: unknown = isEmptyBody(response.data) ? {} : response.data;
  if (!statusOk || !expected.schema.safeParse(body).success)
    throw new UnconfirmedWriteError(operationId, response.status);
}
