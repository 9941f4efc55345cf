import { describe, expect, it, vi } from 'vitest';
import { createDueWorker } from './due-worker';

const log = { error: vi.fn() };

/** A worker over `pieces` pieces of work, each taking a turn of the event loop. */
function workerOver(pieces: number, afterRun = vi.fn()) {
  let left = pieces;
  const doOne = vi.fn(async () => {
    await new Promise((resolve) => setImmediate(resolve));
    if (left === 0) return false;
    left--;
    return true;
  });
  const worker = createDueWorker({ channel: 'work_due', pollMs: 60_000, doOne, afterRun, log, what: 'doing the work' });
  return { worker, doOne, afterRun, add: (n: number) => (left += n) };
}

describe('createDueWorker', () => {
  it('does every due piece, then says how many', async () => {
    const { worker, afterRun } = workerOver(3);
    expect(await worker.runDue()).toBe(3);
    expect(afterRun).toHaveBeenCalledWith(3);
    expect(await worker.runDue()).toBe(0);
    expect(afterRun).toHaveBeenCalledTimes(1);
  });

  it('never runs twice at once, and looks again when woken during a run', async () => {
    const { worker, add } = workerOver(2);
    const first = worker.runDue();
    add(2); // work that came while the run was under way
    const second = worker.runDue();
    expect(second).toBe(first);
    expect(await first).toBe(4);
  });

  it('logs a failed run and goes on the next time', async () => {
    let fail = true;
    const worker = createDueWorker({
      channel: 'work_due',
      pollMs: 60_000,
      doOne: async () => {
        if (fail) throw new Error('database gone');
        return false;
      },
      log,
      what: 'doing the work',
    });
    expect(await worker.runDue()).toBe(0);
    expect(log.error).toHaveBeenCalledWith({ err: expect.any(Error) }, 'doing the work failed');
    fail = false;
    expect(await worker.runDue()).toBe(0);
  });

  it('listens for its channel, looks at start and on a reconnect, and stops listening', async () => {
    const { worker, doOne } = workerOver(1);
    const stopListening = vi.fn(async () => undefined);
    const listeners: Array<() => void> = [];
    const database = {
      listen: vi.fn(async (_channel: string, onMessage: () => void, onReconnect?: () => void) => {
        listeners.push(onMessage, onReconnect!);
        return stopListening;
      }),
    };
    await worker.start(database);
    expect(database.listen).toHaveBeenCalledWith('work_due', expect.any(Function), expect.any(Function));
    await vi.waitFor(() => expect(doOne).toHaveBeenCalled());
    for (const listener of listeners) listener();
    await worker.stop();
    expect(stopListening).toHaveBeenCalled();
  });
});
