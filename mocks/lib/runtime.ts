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
   * Answers of a server that misbehaves in ways the panel must survive (issue 22), set through
   * `POST /__mock/respostas` on the mock server: GET /api/remessas/{id} answers `associados: null`
   * (a relation it did not load); a create (associate, user, remessa) is done at once but answered
   * only after this many milliseconds (longer than the panel waits: it then looks for the record).
   */
  answers: { associadosNulos: boolean; atrasoAoCriarMs: number };
  /** Called after every call that changed data (persistence, other tabs). */
  onDataChanged?: () => void;
  /** Called before every call (rehydration from another tab). */
  beforeEachCall?: () => Promise<void>;
}

/** The runtime as the demo and the mock server start. */
export const defaultMockRuntime = (): MockRuntime => ({
  latency: { min: 100, max: 400 },
  failureRate: 0,
  timeoutMs: 60_000,
  lifecycleStepMs: 2500,
  strictResponses: false,
  answers: { associadosNulos: false, atrasoAoCriarMs: 0 },
});

export const mockRuntime: MockRuntime = defaultMockRuntime();

/** The answers as the contract says: what a reset of the mock server brings back. */
export const resetAnswers = () => {
  mockRuntime.answers = { associadosNulos: false, atrasoAoCriarMs: 0 };
};

/**
 * The demo's way to the same odd answers as `POST /__mock/respostas`, for this tab until it
 * reloads: `?associadosNulos=1` and `?atrasoAoCriarMs=35000` in the address (which then drops them).
 */
export function takeAnswersFromAddress() {
  const url = new URL(window.location.href);
  const associadosNulos = url.searchParams.get('associadosNulos');
  const atraso = Number(url.searchParams.get('atrasoAoCriarMs'));
  if (associadosNulos === null && !url.searchParams.has('atrasoAoCriarMs')) return;
  if (associadosNulos !== null) mockRuntime.answers.associadosNulos = associadosNulos === '1';
  if (Number.isInteger(atraso) && atraso >= 0 && atraso <= 120_000) mockRuntime.answers.atrasoAoCriarMs = atraso;
  url.searchParams.delete('associadosNulos');
  url.searchParams.delete('atrasoAoCriarMs');
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}
