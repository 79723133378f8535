/** What `run` resolves when the pool was drained before the task started. */
export const NOT_STARTED = Symbol('not started');

interface Waiting {
  priority: number;
  start: () => void;
  skip: () => void;
}

/**
 * At most `size` tasks at once; a waiting task with a lower priority starts first (the same
 * priority: in order of arrival). Once drained (or `stopped()`), waiting tasks never start.
 * `const pool = taskPool(4, () => cancelled); const answer = await pool.run(0, () => call())`
 */
export function taskPool(size: number, stopped: () => boolean) {
  let running = 0;
  const waiting: Waiting[] = [];

  const next = () => {
    if (stopped()) return drain();
    while (running < size && waiting.length > 0) waiting.shift()!.start();
  };

  const drain = () => waiting.splice(0).forEach((task) => task.skip());

  const run = <T>(priority: number, task: () => Promise<T>): Promise<T | typeof NOT_STARTED> => {
    if (stopped()) return Promise.resolve(NOT_STARTED);
    return new Promise((resolve, reject) => {
      const start = () => {
        running += 1;
        task()
          .then(resolve, reject)
          .finally(() => {
            running -= 1;
            next();
          });
      };
      const at = waiting.findIndex((other) => other.priority > priority);
      waiting.splice(at < 0 ? waiting.length : at, 0, { priority, start, skip: () => resolve(NOT_STARTED) });
      next();
    });
  };

  return { run, drain };
}
