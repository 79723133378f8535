import type { AxiosResponse } from 'axios';
import { operations, type OperationId } from '@/generated/operations';
import { UnconfirmedWriteError, WriteChecksMissingError } from './error-message';
import { checkPageVersion, pageVersionGone } from './page-version';

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

export type WriteChecks = typeof import('@/generated/write-answers');

/**
 * Downloads what judges writes' answers once per page (a call in progress, then its module): when
 * it fails, the server is asked whether the page's version is gone (`checkPageVersion`), and the
 * page says so only then; otherwise (a blip) the call is dropped, the next write downloads it
 * again, and once it comes a notice of a new version goes.
 * `const load = writeChecksLoader(() => import('@/generated/write-answers'))`
 */
export function writeChecksLoader(download: () => Promise<WriteChecks>): () => Promise<WriteChecks> {
  let load: Promise<WriteChecks> | undefined;
  return () =>
    (load ??= download().then(
      (checks) => {
        pageVersionGone.set(false);
        return checks;
      },
      async (error: unknown) => {
        load = undefined;
        throw new WriteChecksMissingError(error, { versionGone: await checkPageVersion() });
      },
    ));
}

/**
 * The schemas that judge writes' answers, in the page before any write is sent: an answer that came
 * must never find its check missing (a deploy removes the old version's files, and the POST would
 * already be done). The signed-in layout asks for them at once; `send` waits for them before a
 * write. When they cannot be downloaded the write is not sent (writeChecksLoader).
 * `const checks = await loadWriteChecks()`
 */
export const loadWriteChecks = writeChecksLoader(() => import('@/generated/write-answers'));

/**
 * Whether `response` is a write's answer as the contract says (a read passes as it is); throws
 * UnconfirmedWriteError otherwise, and when the answer cannot be judged at all: an answer that came
 * has an unknown outcome, never a plain failure. An empty body stands for `{}`: the contract's
 * message answers say their body, "when it exists", is not read.
 */
export function confirmWriteAnswer(response: AxiosResponse, checks: WriteChecks | undefined): void {
  const operationId = writeOperationOf(response.config.method, response.config.url);
  if (!operationId) return;
  let confirmed: boolean;
  try {
    const expected = checks!.writeAnswers[operationId as keyof WriteChecks['writeAnswers']];
    if (!expected) return;
    const statusOk = (expected.statuses as readonly number[]).includes(response.status);
    const body: unknown = isEmptyBody(response.data) ? {} : response.data;
    confirmed = statusOk && expected.schema.safeParse(body).success;
  } catch {
    confirmed = false;
  }
  if (!confirmed) throw new UnconfirmedWriteError(operationId, response.status);
}
