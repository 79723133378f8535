/**
 * How the mock backend behaves right now: latency, failures and strictness. Scenarios change it;
 * tests run with no latency and strict responses.
 */
export interface MockRuntime {
  /** Milliseconds added to every call: a random value in [min, max]. */
  latency: { min: number; max: number };
  /** Share of calls (0–1) that fail with a 500, a network error or a timeout. */
  failureRate: number;
  /** Time between the steps of a remessa being sent (Enviando → Enviado → Pago). */
  lifecycleStepMs: number;
  /** A response that breaks the contract throws (tests) instead of being reported (browser). */
  strictResponses: boolean;
  /** Called after every call that changed data (persistence, other tabs). */
  onDataChanged?: () => void;
  /** Called before every call (rehydration from another tab). */
  beforeEachCall?: () => Promise<void>;
}

export const mockRuntime: MockRuntime = {
  latency: { min: 100, max: 400 },
  failureRate: 0,
  lifecycleStepMs: 2500,
  strictResponses: false,
};
