/**
 * How the mock backend behaves right now: latency, failures and strictness. Scenarios change it;
 * tests run with no latency and strict responses.
 */
export interface MockRuntime {
  /** Milliseconds added to every call: a random value in [min, max]. */
  latency: { min: number; max: number };
  /**
   * Share of calls (0–1) that fail. Failures are spread evenly (0.2: every fifth call) and take
   * turns: a 500 with a message, a network error, a timeout.
   */
  failureRate: number;
  /** How long a "timeout" failure holds the call before answering 504 (longer than the panel waits). */
  timeoutMs: number;
  /** Time between the steps of a remessa being sent (Enviando → Enviado → Pago). */
  lifecycleStepMs: number;
  /** A response that breaks the contract throws (tests) instead of being reported (browser). */
  strictResponses: boolean;
  /**
   * The panel checks every answer it receives (mocks/contract-guard.ts, the demo), so the mock does
   * not check it a second time in the same page.
   */
  answersCheckedByThePanel: boolean;
  /**
   * Answers of a server that misbehaves in ways the panel must survive (issue 22), set through
   * `POST /__mock/respostas` on the mock server: GET /api/remessas/{id} answers `associados: null`
   * (a relation it did not load); a create (associate, user, remessa) is done at once but answered
   * only after this many milliseconds (longer than the panel waits: it then looks for the record).
   * And a busy server, as one behind a rate limit: beyond `limiteSimultaneas` calls at once (0: no
   * limit) the others answer 429; the next `indisponiveis` calls answer 503; both with `Retry-After: 1`
   * and nothing done.
   */
  answers: MockAnswers;
  /** Called after every call that changed data (persistence, other tabs). */
  onDataChanged?: () => void;
  /** Called before every call (rehydration from another tab). */
  beforeEachCall?: () => Promise<void>;
}

export interface MockAnswers {
  associadosNulos: boolean;
  atrasoAoCriarMs: number;
  limiteSimultaneas: number;
  indisponiveis: number;
}

/** The contract's answers: no odd ones. */
const contractAnswers = (): MockAnswers => ({
  associadosNulos: false,
  atrasoAoCriarMs: 0,
  limiteSimultaneas: 0,
  indisponiveis: 0,
});

/** The runtime as the demo and the mock server start. */
export const defaultMockRuntime = (): MockRuntime => ({
  latency: { min: 100, max: 400 },
  failureRate: 0,
  timeoutMs: 60_000,
  lifecycleStepMs: 2500,
  strictResponses: false,
  answersCheckedByThePanel: false,
  answers: contractAnswers(),
});

export const mockRuntime: MockRuntime = defaultMockRuntime();

/** The answers as the contract says: what a reset of the mock server brings back. */
export const resetAnswers = () => {
  mockRuntime.answers = contractAnswers();
};

/** The odd answers the address and `POST /__mock/respostas` may ask for, each with its check. */
const ANSWER_CHECKS: { [K in keyof MockAnswers]: (value: unknown) => value is MockAnswers[K] } = {
  associadosNulos: (value): value is boolean => typeof value === 'boolean',
  atrasoAoCriarMs: (value): value is number =>
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 120_000,
  limiteSimultaneas: (value): value is number =>
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100,
  indisponiveis: (value): value is number =>
    Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 10_000,
};

/**
 * The odd answers asked for (`{"indisponiveis": 3}`), or null when one is unknown or out of range.
 * `const asked = readAnswers(JSON.parse(body))`
 */
export function readAnswers(asked: unknown): Partial<MockAnswers> | null {
  if (typeof asked !== 'object' || asked === null || Array.isArray(asked)) return null;
  const entries = Object.entries(asked);
  const valid = entries.every(([key, value]) => key in ANSWER_CHECKS && ANSWER_CHECKS[key as keyof MockAnswers](value));
  return valid ? (Object.fromEntries(entries) as Partial<MockAnswers>) : null;
}

/**
 * The demo's way to the same odd answers as `POST /__mock/respostas`, for this tab until it
 * reloads: `?associadosNulos=1`, `?atrasoAoCriarMs=35000`, `?limiteSimultaneas=2`, `?indisponiveis=3`
 * in the address (which then drops them).
 */
export function takeAnswersFromAddress() {
  const url = new URL(window.location.href);
  const names = Object.keys(ANSWER_CHECKS) as (keyof MockAnswers)[];
  const given = names.filter((name) => url.searchParams.has(name));
  if (given.length === 0) return;
  for (const name of given) {
    const text = url.searchParams.get(name)!;
    const value = name === 'associadosNulos' ? text === '1' : Number(text);
    const asked = readAnswers({ [name]: value });
    if (asked) Object.assign(mockRuntime.answers, asked);
    url.searchParams.delete(name);
  }
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
