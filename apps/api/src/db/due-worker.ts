import type { FastifyBaseLogger } from 'fastify';
import type { Database } from './database';

export interface DueWorkerOptions {
  /** the NOTIFY channel that says work is due (written by a trigger or a service in the transaction that made it) */
  channel: string;
  /** how often it looks without being told: retries whose time has come, a NOTIFY lost with a connection */
  pollMs: number;
  /** does one piece of due work; false when none is left */
  doOne: () => Promise<boolean>;
  /** after a run that did some work, with how much */
  afterRun?: (done: number) => void;
  log: Pick<FastifyBaseLogger, 'error'>;
  /** what the work is, for the log: "issuing due tax documents" */
  what: string;
}

/**
 * The loop of a background worker that every instance runs (tax documents, LINE messages): woken
 * by a NOTIFY, a timer and a reconnected listener, it does due work one piece at a time until none
 * is left. Runs never overlap in a process; a wake-up during a run makes it look once more before
 * it ends. The pieces are claimed by the caller (FOR UPDATE SKIP LOCKED), so instances share them.
 */
export function createDueWorker({ channel, pollMs, doOne, afterRun, log, what }: DueWorkerOptions) {
  let running: Promise<number> | undefined;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;

  /** Does every piece of due work; resolves with how many (0 after a failure, which is logged). */
  function runDue(): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let done = 0;
      do {
        again = false;
        while (!stopped && (await doOne())) done++;
      } while (again && !stopped);
      if (done > 0) afterRun?.(done);
      return done;
    })()
      .catch((error: unknown) => {
        log.error({ err: error }, `${what} failed`);
        return 0;
      })
      .finally(() => {
        running = undefined;
      });
    return running;
  }

  return {
    runDue,

    /** Looks now rather than at the next tick (after a change the trigger does not announce). */
    kick(): void {
      if (!stopped) setImmediate(() => void runDue());
    },

    async start(database: Pick<Database, 'listen'>): Promise<void> {
      // a reconnected listener may have missed a NOTIFY: look at once
      stopListening = await database.listen(
        channel,
        () => void runDue(),
        () => void runDue(),
      );
      timer = setInterval(() => void runDue(), pollMs);
      timer.unref();
      void runDue();
    },

    /** Stops looking and waits for the run under way. */
    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      await stopListening?.().catch(() => undefined);
      await running;
    },
  };
}
