import { AxiosError } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { buscarRemessas } from '@/generated/api/remessas/remessas';
import { resetSimulatedFailures } from '@mocks/lib/operation';
import { mockRuntime } from '@mocks/lib/runtime';
import { signInAsDemoUser } from '../auth';

type Outcome = 'ok' | { status: number | undefined; message?: string; code?: string };

async function outcomeOf(call: Promise<unknown>): Promise<Outcome> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    if (!(error instanceof AxiosError)) throw error;
    if (!error.response) return { status: undefined, code: error.code };
    return { status: error.response.status, message: (error.response.data as { message?: string }).message };
  }
}

const search = () => buscarRemessas({ descricao: '', numPage: 1, numRows: 10 });

afterEach(() => {
  mockRuntime.failureRate = 0;
  mockRuntime.timeoutMs = 60_000;
  mockRuntime.latency = { min: 0, max: 0 };
  resetSimulatedFailures();
});

describe('the simulated network', () => {
  it('fails 1 call in 5, taking turns: a 500 with a message, a network error, a timeout', async () => {
    await signInAsDemoUser();
    mockRuntime.failureRate = 0.2;
    mockRuntime.timeoutMs = 20;
    resetSimulatedFailures();

    const outcomes: Outcome[] = [];
    for (let call = 1; call <= 15; call++) outcomes.push(await outcomeOf(search()));

    const failures = outcomes.flatMap((outcome, index) => (outcome === 'ok' ? [] : [{ call: index + 1, ...outcome }]));
    expect(failures).toEqual([
      { call: 5, status: 500, message: 'Serviço temporariamente indisponível. Tente novamente em instantes.' },
      { call: 10, status: undefined, code: 'ERR_NETWORK' },
      { call: 15, status: 504, message: 'O servidor demorou demais para responder. Tente novamente.' },
    ]);
  });

  it('never fails when the scenario has no failures', async () => {
    await signInAsDemoUser();
    const outcomes = await Promise.all(Array.from({ length: 12 }, () => outcomeOf(search())));
    expect(outcomes.every((outcome) => outcome === 'ok')).toBe(true);
  });

  it('waits the scenario latency before answering', async () => {
    await signInAsDemoUser();
    mockRuntime.latency = { min: 120, max: 160 };
    const started = performance.now();
    await search();
    expect(performance.now() - started).toBeGreaterThanOrEqual(115);
  });
});
