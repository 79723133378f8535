// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAYBE_DONE, NOT_DONE, NOT_SENT, SESSION_ENDED, runBatch, type BatchPlan, type Decision } from './run-batch';

/*
 * The engine against a small fake server of records that have a status, toggled by a call (as
 * GET /api/associados/ativar/{id} does) and deleted by a list: its calls take a few milliseconds, it
 * counts what is in flight, and a test makes it answer as a busy or unkind server would.
 */

interface Registro {
  id: number;
  nome: string;
  ativo: boolean;
}

type HttpLike = { isAxiosError: true; code?: string; response?: object; config?: object };
const answered = (status: number, headers: Record<string, string> = {}): HttpLike => ({
  isAxiosError: true,
  response: { status, data: { message: `Resposta ${status} do servidor.` }, headers },
});
/** No answer within the time limit (50 ms here): the write may have been done. */
const timedOut = (): HttpLike => ({ isAxiosError: true, code: 'ETIMEDOUT', config: { timeout: 50 } });

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Call = 'read' | 'toggle' | 'delete';
/** What the server does with one call: answer, refuse with an error, or do it and then lose the answer. */
type Behaviour = 'ok' | { fail: HttpLike } | { afterDoing: HttpLike };

function fakeServer(count: number, { latencyMs = 3 } = {}) {
  const records = new Map<number, Registro>();
  for (let id = 1; id <= count; id++) records.set(id, { id, nome: `Cartório ${id}`, ativo: true });
  let inFlight = 0;
  const log: { call: Call; ids: number[]; at: number; answeredAt?: number }[] = [];
  const rules: { call: Call; id?: number; times: number; behaviour: Behaviour }[] = [];
  const server = {
    records,
    log,
    maxInFlight: 0,
    /** The next `times` calls of `call` (on `id`, when given) behave so. */
    when(call: Call, behaviour: Behaviour, { id, times = 1 }: { id?: number; times?: number } = {}) {
      rules.push({ call, id, times, behaviour });
    },
    calls: (call: Call, id?: number) =>
      log.filter((entry) => entry.call === call && (id === undefined || entry.ids.includes(id))),
    async handle<T>(call: Call, ids: number[], work: () => T): Promise<T> {
      inFlight += 1;
      server.maxInFlight = Math.max(server.maxInFlight, inFlight);
      const entry: (typeof log)[number] = { call, ids, at: Date.now() };
      log.push(entry);
      try {
        await sleep(latencyMs);
        const rule = rules.find(
          (candidate) =>
            candidate.call === call &&
            candidate.times > 0 &&
            (candidate.id === undefined || ids.includes(candidate.id)),
        );
        if (rule) rule.times -= 1;
        const behaviour = rule?.behaviour ?? 'ok';
        if (behaviour !== 'ok' && 'fail' in behaviour) throw behaviour.fail;
        const result = work();
        if (behaviour !== 'ok') throw behaviour.afterDoing;
        return result;
      } finally {
        inFlight -= 1;
        entry.answeredAt = Date.now();
      }
    },
    read: (id: number) =>
      server.handle('read', [id], () => {
        const record = records.get(id);
        if (!record) throw answered(404);
        return { ...record };
      }),
    toggle: (id: number) =>
      server.handle('toggle', [id], () => {
        const record = records.get(id);
        if (!record) throw answered(404);
        record.ativo = !record.ativo;
      }),
    remove: (ids: number[]) =>
      server.handle('delete', ids, () => {
        if (ids.some((id) => !records.has(id))) throw answered(404);
        ids.forEach((id) => records.delete(id));
      }),
  };
  return server;
}
type Server = ReturnType<typeof fakeServer>;

/** Inativar as a screen describes it: read each row, skip it when already inactive, toggle it otherwise. */
const inativar = (server: Server): BatchPlan<Registro, number> => ({
  read: async (row, send) => {
    const current = await send(() => server.read(row.id));
    return current.ativo ? { write: row.id } : { skip: 'Já estava inativo.' };
  },
  write: ([item]) => server.toggle(item.write),
  landed: async (item, send) => !(await send(() => server.read(item.row.id))).ativo,
  gone: 'Já tinha sido excluído por outra pessoa.',
});

/** Deletar by a list of ids, ten a call. */
const deletar = (server: Server): BatchPlan<Registro> => ({
  chunkSize: 10,
  write: (items) => server.remove(items.map((item) => item.row.id)),
  landed: async (item, send) => {
    try {
      await send(() => server.read(item.row.id));
      return false;
    } catch {
      return true;
    }
  },
  gone: 'Já tinha sido excluído por outra pessoa.',
});

const rowsOf = (server: Server) => [...server.records.values()].map((record) => ({ ...record }));
const statuses = (report: Awaited<ReturnType<typeof runBatch>['finished']>) =>
  Object.fromEntries(report.map(({ row, result }) => [row.id, result]));

describe('the batch engine', () => {
  it('keeps at most 4 calls in flight and does every row, telling the progress as it goes', async () => {
    const server = fakeServer(40);
    const seen: number[] = [];
    const report = await runBatch(rowsOf(server), inativar(server), {
      onProgress: (progress) => seen.push(progress.done + progress.skipped + progress.failed),
    }).finished;

    expect(server.maxInFlight).toBe(4);
    expect(report.every(({ result }) => result.status === 'done')).toBe(true);
    expect([...server.records.values()].every((record) => !record.ativo)).toBe(true);
    expect(server.calls('toggle')).toHaveLength(40);
    expect(seen).toEqual(Array.from({ length: 40 }, (_, index) => index + 1));
  });

  it('skips a row a colleague already put in the wanted state, and never toggles it back', async () => {
    const server = fakeServer(12);
    const rows = rowsOf(server);
    server.records.get(5)!.ativo = false;

    const report = statuses(await runBatch(rows, inativar(server)).finished);

    expect(report[5]).toEqual({ status: 'skipped', reason: 'Já estava inativo.' });
    expect(server.calls('toggle', 5)).toHaveLength(0);
    expect(server.records.get(5)!.ativo).toBe(false);
    expect(Object.values(report).filter((result) => result.status === 'done')).toHaveLength(11);
  });

  it('reports a row deleted meanwhile as skipped, and goes on with the others', async () => {
    const server = fakeServer(12);
    const rows = rowsOf(server);
    server.records.delete(7);

    const report = statuses(await runBatch(rows, inativar(server)).finished);

    expect(report[7]).toEqual({ status: 'skipped', reason: 'Já tinha sido excluído por outra pessoa.' });
    expect(Object.values(report).filter((result) => result.status === 'done')).toHaveLength(11);
  });

  it('on 429 with Retry-After, every call waits that long and the refused call is asked again', async () => {
    const server = fakeServer(12);
    server.when('toggle', { fail: answered(429, { 'retry-after': '1' }) }, { id: 3 });

    const report = statuses(await runBatch(rowsOf(server), inativar(server)).finished);

    const refused = server.calls('toggle', 3)[0]!.answeredAt!;
    const after = server.log.filter((entry) => entry.at > refused);
    expect(after.length).toBeGreaterThan(0);
    // Calls already in flight end; the next one starts once the second has passed.
    expect(Math.min(...after.map((entry) => entry.at)) - refused).toBeGreaterThanOrEqual(990);
    expect(server.calls('toggle', 3)).toHaveLength(2);
    expect(report[3]).toEqual({ status: 'done' });
    expect(server.records.get(3)!.ativo).toBe(false);
  });

  it('on 503 without Retry-After, waits longer each time, then reports the server busy', async () => {
    const server = fakeServer(1);
    server.when('toggle', { fail: answered(503) }, { times: 6 });

    const report = statuses(await runBatch(rowsOf(server), inativar(server), { firstBackOffMs: 10 }).finished);

    const gaps = server
      .calls('toggle')
      .map((entry) => entry.at)
      .map((at, index, all) => (index === 0 ? 0 : at - all[index - 1]!))
      .slice(1);
    expect(gaps).toHaveLength(5);
    gaps.forEach((gap, index) => expect(gap).toBeGreaterThanOrEqual(10 * 2 ** index - 2));
    expect(report[1]).toEqual({ status: 'failed', reason: 'Resposta 503 do servidor.' });
    expect(server.records.get(1)!.ativo).toBe(true);
  });

  it('a write that timed out but landed is looked up and counted once, never sent again', async () => {
    const server = fakeServer(8);
    server.when('toggle', { afterDoing: timedOut() }, { id: 4 });

    const report = statuses(await runBatch(rowsOf(server), inativar(server)).finished);

    expect(report[4]).toEqual({ status: 'done' });
    expect(server.calls('toggle', 4)).toHaveLength(1);
    expect(server.records.get(4)!.ativo).toBe(false);
  });

  it('a write that timed out and did not land is reported as not done once its deadline passed', async () => {
    const server = fakeServer(3);
    server.when('toggle', { fail: timedOut() }, { id: 2 });

    const report = statuses(await runBatch(rowsOf(server), inativar(server)).finished);

    expect(report[2]).toEqual({ status: 'failed', reason: NOT_DONE });
    expect(server.calls('toggle', 2)).toHaveLength(1);
    // Looked at least once at or after the deadline (twice the 50 ms limit from the write).
    const written = server.calls('toggle', 2)[0]!.at;
    expect(Math.max(...server.calls('read', 2).map((entry) => entry.at)) - written).toBeGreaterThanOrEqual(95);
  });

  it('says it could not check when the looks get no answer, and a retry checks before it sends', async () => {
    const server = fakeServer(3);
    server.when('toggle', { afterDoing: timedOut() }, { id: 2 });
    const looksUnanswered: BatchPlan<Registro, number> = {
      ...inativar(server),
      landed: () => Promise.reject(answered(502)),
    };

    const first = statuses(await runBatch(rowsOf(server), looksUnanswered).finished);
    expect(first[2]).toEqual({ status: 'failed', reason: MAYBE_DONE });

    const retry = statuses(await runBatch([server.records.get(2)!], inativar(server)).finished);
    expect(retry[2]).toEqual({ status: 'skipped', reason: 'Já estava inativo.' });
    expect(server.calls('toggle', 2)).toHaveLength(1);
  });

  it('Cancelar sends no new write: the calls in flight end and count, the rest are reported as not sent', async () => {
    const server = fakeServer(40, { latencyMs: 5 });
    let cancelledAt = 0;
    const run = runBatch(rowsOf(server), inativar(server), {
      onProgress: (progress) => {
        if (progress.done !== 10) return;
        cancelledAt = Date.now();
        run.cancel();
      },
    });
    const report = await run.finished;

    const done = report.filter(({ result }) => result.status === 'done');
    const notSent = report.filter(({ result }) => result.status === 'failed');
    expect(done.length).toBeGreaterThanOrEqual(10);
    expect(done.length).toBeLessThan(14);
    expect(notSent.every(({ result }) => result.status === 'failed' && result.reason === NOT_SENT)).toBe(true);
    expect(done.length + notSent.length).toBe(40);
    expect(server.calls('toggle')).toHaveLength(done.length);
    expect([...server.records.values()].filter((record) => !record.ativo)).toHaveLength(done.length);
    expect(server.calls('toggle').filter((entry) => entry.at > cancelledAt)).toHaveLength(0);
  });

  it('reports a failure in the middle with the server’s words, and the retry of the failed ones does them', async () => {
    const server = fakeServer(20);
    server.when('toggle', { fail: answered(500) }, { id: 9 });
    server.when('toggle', { fail: answered(500) }, { id: 13 });

    const report = await runBatch(rowsOf(server), inativar(server)).finished;
    const failed = report.filter(({ result }) => result.status === 'failed');
    expect(failed.map(({ row, result }) => [row.id, result])).toEqual([
      [9, { status: 'failed', reason: 'Resposta 500 do servidor.' }],
      [13, { status: 'failed', reason: 'Resposta 500 do servidor.' }],
    ]);

    const retry = await runBatch(
      failed.map(({ row }) => row),
      inativar(server),
    ).finished;
    expect(retry.map(({ result }) => result.status)).toEqual(['done', 'done']);
    expect([...server.records.values()].every((record) => !record.ativo)).toBe(true);
    expect(server.calls('toggle')).toHaveLength(22);
  });

  it('a session that ended stops the batch: nothing more is sent', async () => {
    const server = fakeServer(30);
    server.when('read', { fail: answered(401) }, { id: 5 });

    const report = statuses(await runBatch(rowsOf(server), inativar(server)).finished);

    expect(report[5]).toEqual({ status: 'failed', reason: SESSION_ENDED });
    expect(server.calls('toggle').length).toBeLessThan(10);
    expect(Object.values(report).filter((result) => result.status === 'done').length).toBe(
      server.calls('toggle').length,
    );
  });

  it('deletes by lists of ten; a list the server refuses for one row is sent row by row', async () => {
    const server = fakeServer(25);
    const rows = rowsOf(server);
    server.records.delete(14);

    const report = statuses(await runBatch(rows, deletar(server)).finished);

    expect(server.records.size).toBe(0);
    expect(report[14]).toEqual({ status: 'skipped', reason: 'Já tinha sido excluído por outra pessoa.' });
    expect(Object.values(report).filter((result) => result.status === 'done')).toHaveLength(24);
    const sizes = server.calls('delete').map((entry) => entry.ids.length);
    expect(sizes.sort((a, b) => a - b)).toEqual([...Array<number>(10).fill(1), 5, 10, 10]);
  });

  it('a list delete that timed out is looked up row by row: each counted once', async () => {
    const server = fakeServer(10);
    server.when('delete', { afterDoing: timedOut() });

    const report = await runBatch(rowsOf(server), deletar(server)).finished;

    expect(report.every(({ result }) => result.status === 'done')).toBe(true);
    expect(server.calls('delete')).toHaveLength(1);
  });

  it('reads a window of rows in one call when the plan can, and reads alone those it did not find', async () => {
    const server = fakeServer(30);
    const rows = rowsOf(server);
    const plan: BatchPlan<Registro, number> = {
      ...inativar(server),
      readMany: (window, send) =>
        send(() =>
          server.handle(
            'read',
            window.map((row) => row.id),
            () => {
              const found = new Map<number, Decision<number>>();
              // One row is not where the search found it before: the engine reads it alone.
              for (const row of window.filter((candidate) => candidate.id !== 12)) {
                found.set(
                  row.id,
                  server.records.get(row.id)!.ativo ? { write: row.id } : { skip: 'Já estava inativo.' },
                );
              }
              return found;
            },
          ),
        ),
    };

    const report = await runBatch(rows, plan).finished;

    expect(report.every(({ result }) => result.status === 'done')).toBe(true);
    expect(server.calls('read').map((entry) => entry.ids.length)).toEqual(expect.arrayContaining([10, 10, 10, 1]));
    expect(server.calls('read')).toHaveLength(4);
    expect(server.maxInFlight).toBeLessThanOrEqual(4);
  });
});
