import { httpStatusOf, isHttpError, unansweredReasonOf } from './http-error';

export const DEFAULT_ERROR_MESSAGE = 'Ocorreu um erro ao tentar realizar essa ação. Tente novamente.';
export const TIMEOUT_ERROR_MESSAGE =
  'A conexão com o servidor demorou demais. Verifique sua internet e tente novamente.';
export const NETWORK_ERROR_MESSAGE = 'Não foi possível conectar ao servidor. Verifique sua internet e tente novamente.';
export const FORBIDDEN_ERROR_MESSAGE = 'Você não tem permissão para realizar esta ação.';
/** A write that got no answer may still have been done by the server: trying again blindly could do it twice. */
export const WRITE_TIMEOUT_ERROR_MESSAGE =
  'A conexão com o servidor demorou demais e a resposta não chegou. A operação pode ter sido realizada: confira antes de tentar de novo.';
export const WRITE_NETWORK_ERROR_MESSAGE =
  'A conexão com o servidor caiu antes da resposta. A operação pode ter sido realizada: confira antes de tentar de novo.';

/**
 * A failure the panel words itself, shown as is: a write it refused to send, a record that was
 * changed by someone else meanwhile. `throw new PanelError('Este associado já foi inativado por outra pessoa.')`
 */
export class PanelError extends Error {
  override name = 'PanelError';
}

/** Why a write is not confirmed, and how to check: the change may or may not have been made. */
export const WRITE_UNCONFIRMED_ERROR_MESSAGE =
  'A resposta recebida não veio da API (pode ter sido uma página de bloqueio da rede ou de um gateway), então não há como saber se a alteração foi salva: ela pode não ter sido. Abra o registro de novo, ou recarregue a lista, e confira antes de tentar outra vez.';

/**
 * A write whose answer is not the contract's, in status or in shape (a gateway's 200 with an HTML
 * page): it may or may not have been done (src/lib/http/write-answer.ts).
 */
export class UnconfirmedWriteError extends PanelError {
  override name = 'UnconfirmedWriteError';
  constructor(
    readonly operationId: string,
    readonly status: number,
  ) {
    super(WRITE_UNCONFIRMED_ERROR_MESSAGE);
  }
}

/** The page's own files are gone (a new version was deployed): nothing was sent. */
export const PAGE_VERSION_GONE_MESSAGE =
  'O painel foi atualizado para uma nova versão e esta página ficou desatualizada: nada foi enviado. Recarregue a página para continuar; o que você preencheu fica guardado.';

/** A write not sent because what judges its answer could not be downloaded, the page's version still there (a blip). */
export const WRITE_CHECKS_UNAVAILABLE_MESSAGE =
  'Não foi possível preparar o envio: a conexão com o painel falhou e nada foi enviado. Verifique sua internet e tente novamente.';

/**
 * A write not sent because what judges its answer could not be downloaded: the page's version is
 * gone (a deploy), or the download failed (a blip: try again).
 * `throw new WriteChecksMissingError(error, { versionGone: await checkPageVersion() })`
 */
export class WriteChecksMissingError extends PanelError {
  override name = 'WriteChecksMissingError';
  constructor(
    override readonly cause: unknown,
    { versionGone }: { versionGone: boolean },
  ) {
    super(versionGone ? PAGE_VERSION_GONE_MESSAGE : WRITE_CHECKS_UNAVAILABLE_MESSAGE);
  }
}

/**
 * The text to show for a failed call: the server's `message`; else what went wrong when it says
 * something the user can act on (no answer in time, no connection, no permission); else the
 * spec's fallback. Never the raw body of an error page.
 * `getErrorMessage(error)` → "CPF já cadastrado." | "Não foi possível conectar ao servidor. …" |
 * "Ocorreu um erro ao tentar realizar essa ação. Tente novamente."
 */
export function getErrorMessage(error: unknown, fallback: string = DEFAULT_ERROR_MESSAGE): string {
  if (error instanceof PanelError) return error.message;
  const message = getServerMessage(error);
  if (message) return message;
  const unanswered = unansweredReasonOf(error);
  if (unanswered === 'timeout') return TIMEOUT_ERROR_MESSAGE;
  if (unanswered === 'network') return NETWORK_ERROR_MESSAGE;
  const status = httpStatusOf(error);
  if (status === 403) return FORBIDDEN_ERROR_MESSAGE;
  // A gateway that gave up waiting for the API.
  if (status === 504) return TIMEOUT_ERROR_MESSAGE;
  return fallback;
}

/**
 * The text for a failed write (a save, a delete, a toggle, a send): as getErrorMessage, except
 * that a write with no answer (time limit, lost connection, a gateway that gave up) may have been
 * done, so the text says so instead of inviting to try again.
 * `getWriteErrorMessage(timeoutError)` → "A conexão com o servidor demorou demais e a resposta não chegou. A operação pode ter sido realizada: …"
 */
export function getWriteErrorMessage(error: unknown): string {
  const unanswered = writeUnansweredReasonOf(error);
  if (unanswered === 'timeout') return WRITE_TIMEOUT_ERROR_MESSAGE;
  if (unanswered === 'network') return WRITE_NETWORK_ERROR_MESSAGE;
  return getErrorMessage(error);
}

/** Why a write got no answer it can trust: as unansweredReasonOf, plus a 504 (the API may have done it behind the gateway). */
export function writeUnansweredReasonOf(error: unknown): 'timeout' | 'network' | undefined {
  return httpStatusOf(error) === 504 ? 'timeout' : unansweredReasonOf(error);
}

/**
 * Whether a write's outcome is not known: no answer came (time limit, lost connection, a gateway
 * that gave up), or the answer was not the contract's. It may have been done, or not.
 */
export const writeOutcomeUnknown = (error: unknown) =>
  error instanceof UnconfirmedWriteError || writeUnansweredReasonOf(error) !== undefined;

/** The `message` of a JSON error body, when there is a usable one (not markup, not a stack trace). */
export function getServerMessage(error: unknown): string | undefined {
  if (!isHttpError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (typeof data !== 'object' || data === null) return undefined;
  const message = (data as { message?: unknown }).message;
  if (typeof message !== 'string') return undefined;
  const trimmed = message.trim();
  return trimmed.length > 0 && !looksTechnical(trimmed) ? trimmed : undefined;
}

/** Markup or a stack trace put in `message` by a failing server: not something to show a user. */
const looksTechnical = (message: string) =>
  /<\/?[a-z!][^>]*>/i.test(message) ||
  /^\s*at\s+\S+.*(\(|:\d+)/m.test(message) ||
  /\b\w*(Exception|Error):|Traceback \(most recent call last\)/.test(message);
