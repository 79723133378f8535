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
  /** Records each call's own work (without the simulated latency) as a performance measure `mock:<operationId>`. */
  measureCalls: boolean;
  /** Called after every call that changed data (persistence, other tabs). */
  onDataChanged?: () => void;
  /** Called before every call (rehydration from another tab). */
  beforeEachCall?: () => Promise<void>;
}

export const mockRuntime: MockRuntime = {
  latency: { min: 100, max: 400 },
  failureRate: 0,
  timeoutMs: 60_000,
  lifecycleStepMs: 2500,
  strictResponses: false,
  measureCalls: false,
};
