import type { FastifyBaseLogger } from 'fastify';

/** A periodic job: `run` does one pass and returns how many items it processed. */
export interface PeriodicJob {
  name: string;
  intervalMs: number;
  run(): Promise<number>;
}

/**
 * Runs periodic jobs in this process. Each job must be safe with several server processes (claim
 * work with `FOR UPDATE SKIP LOCKED`); a pass never overlaps the previous pass of the same job.
 * @returns a stop function that waits for running passes.
 */
export function startPeriodicJobs(jobs: readonly PeriodicJob[], log: FastifyBaseLogger): () => Promise<void> {
  const running = new Set<Promise<unknown>>();
  const timers = jobs.map((job) => {
    let busy = false;
    return setInterval(() => {
      if (busy) return;
      busy = true;
      const pass = job
        .run()
        .then((count) => {
          if (count > 0) log.info({ job: job.name, count }, 'job pass done');
        })
        .catch((error: unknown) => log.error({ err: error, job: job.name }, 'job pass failed'))
        .finally(() => {
          busy = false;
          running.delete(pass);
        });
      running.add(pass);
    }, job.intervalMs);
  });
  return async () => {
    for (const timer of timers) clearInterval(timer);
    await Promise.allSettled([...running]);
  };
}

/** Work started by a request that finishes after the reply (e.g. generating an export). */
export interface BackgroundRunner {
  /** Starts `work` now without waiting; errors are logged. */
  run(name: string, work: () => Promise<unknown>): void;
  /** Waits for everything started so far (at shutdown). */
  drain(): Promise<void>;
}

export function createBackgroundRunner(log: FastifyBaseLogger): BackgroundRunner {
  const running = new Set<Promise<unknown>>();
  return {
    run(name, work) {
      const task = work()
        .catch((error: unknown) => log.error({ err: error, task: name }, 'background task failed'))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain() {
      await Promise.allSettled([...running]);
    },
  };
}
