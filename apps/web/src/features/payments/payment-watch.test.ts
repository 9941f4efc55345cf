import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GIVE_UP_AFTER_MS, STATUS_POLL_MS, watchPayment, type WatchOutcome } from './payment-watch';

/** A status call the test answers by hand: each call waits until answered. */
function statusServer() {
  const calls: Array<{ signal: AbortSignal; resolve: (statusId: number) => void; reject: (error: unknown) => void }> = [];
  const fetchStatus = vi.fn(
    (signal: AbortSignal) =>
      new Promise<number>((resolve, reject) => {
        calls.push({ signal, resolve, reject });
      }),
  );
  return {
    fetchStatus,
    calls,
    /** answers the latest call */
    async answer(statusId: number) {
      calls.at(-1)!.resolve(statusId);
      await vi.advanceTimersByTimeAsync(0);
    },
    async fail(error: unknown) {
      calls.at(-1)!.reject(error);
      await vi.advanceTimersByTimeAsync(0);
    },
  };
}

function start(server: ReturnType<typeof statusServer>) {
  const outcomes: WatchOutcome[] = [];
  const watch = watchPayment({ fetchStatus: server.fetchStatus, onOutcome: (outcome) => outcomes.push(outcome) });
  return { watch, outcomes };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the QR payment watch (cart spec §4 "QR payment flow")', () => {
  it('asks the status every 5 seconds, one call at a time, and ends on the paid status', async () => {
    const server = statusServer();
    const { outcomes } = start(server);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS - 1);
    expect(server.fetchStatus).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetchStatus).toHaveBeenCalledTimes(1);

    // a slow answer: no second call is sent while the first is out
    await vi.advanceTimersByTimeAsync(3 * STATUS_POLL_MS);
    expect(server.fetchStatus).toHaveBeenCalledTimes(1);
    await server.answer(1);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(server.fetchStatus).toHaveBeenCalledTimes(2);
    await server.answer(1);
    expect(outcomes).toEqual([]);

    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    await server.answer(2);
    expect(outcomes).toEqual([{ kind: 'paid', statusId: 2 }]);
    // and stops asking
    await vi.advanceTimersByTimeAsync(10 * STATUS_POLL_MS);
    expect(server.fetchStatus).toHaveBeenCalledTimes(3);
  });

  it('gives up after an hour since opening with the last status seen, not before', async () => {
    const server = statusServer();
    const { outcomes } = start(server);
    const polls = GIVE_UP_AFTER_MS / STATUS_POLL_MS;
    for (let i = 1; i < polls; i += 1) {
      await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
      await server.answer(1);
    }
    expect(outcomes).toEqual([]);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    // the order expired meanwhile: handed over as it is
    await server.answer(12);
    expect(outcomes).toEqual([{ kind: 'gave-up', statusId: 12 }]);
    expect(server.fetchStatus).toHaveBeenCalledTimes(polls);
    await vi.advanceTimersByTimeAsync(10 * STATUS_POLL_MS);
    expect(server.fetchStatus).toHaveBeenCalledTimes(polls);
  });

  it('keeps polling an order that ended before the hour (only paid, or the hour, ends the watch)', async () => {
    const server = statusServer();
    const { outcomes } = start(server);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    await server.answer(12);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    expect(server.fetchStatus).toHaveBeenCalledTimes(2);
    expect(outcomes).toEqual([]);
  });

  it('Close asks the status once, drops a poll in flight and stops polling', async () => {
    const server = statusServer();
    const { watch, outcomes } = start(server);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    const pollInFlight = server.calls[0]!;
    watch.close();
    expect(pollInFlight.signal.aborted).toBe(true);
    expect(server.fetchStatus).toHaveBeenCalledTimes(2);
    // a second press while the answer is out asks nothing more
    watch.close();
    watch.checkNow();
    expect(server.fetchStatus).toHaveBeenCalledTimes(2);
    await server.answer(1);
    expect(outcomes).toEqual([{ kind: 'closed', statusId: 1 }]);
    await vi.advanceTimersByTimeAsync(10 * STATUS_POLL_MS);
    expect(server.fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('Close reports a paid order as closed with status 2 (the caller treats it as paid)', async () => {
    const server = statusServer();
    const { watch, outcomes } = start(server);
    watch.close();
    await server.answer(2);
    expect(outcomes).toEqual([{ kind: 'closed', statusId: 2 }]);
  });

  it('a failed poll ends the watch with the error (the System Error dialog is the caller’s)', async () => {
    const server = statusServer();
    const { outcomes } = start(server);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    const error = new Error('500');
    await server.fail(error);
    expect(outcomes).toEqual([{ kind: 'failed', error }]);
    await vi.advanceTimersByTimeAsync(10 * STATUS_POLL_MS);
    expect(server.fetchStatus).toHaveBeenCalledTimes(1);
  });

  it('a failed closing call ends the watch with the error', async () => {
    const server = statusServer();
    const { watch, outcomes } = start(server);
    watch.close();
    const error = new Error('no answer');
    await server.fail(error);
    expect(outcomes).toEqual([{ kind: 'failed', error }]);
  });

  it('checkNow asks at once and the 5 seconds start again from its answer', async () => {
    const server = statusServer();
    const { watch } = start(server);
    await vi.advanceTimersByTimeAsync(2_000);
    watch.checkNow();
    expect(server.fetchStatus).toHaveBeenCalledTimes(1);
    // pressing again while it is out does not stack calls
    watch.checkNow();
    expect(server.fetchStatus).toHaveBeenCalledTimes(1);
    await server.answer(1);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS - 1);
    expect(server.fetchStatus).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.fetchStatus).toHaveBeenCalledTimes(2);
  });

  it('stop ends quietly: the call in flight is abandoned and its answer ignored', async () => {
    const server = statusServer();
    const { watch, outcomes } = start(server);
    await vi.advanceTimersByTimeAsync(STATUS_POLL_MS);
    watch.stop();
    expect(server.calls[0]!.signal.aborted).toBe(true);
    await server.answer(2);
    await vi.advanceTimersByTimeAsync(10 * STATUS_POLL_MS);
    expect(outcomes).toEqual([]);
    expect(server.fetchStatus).toHaveBeenCalledTimes(1);
    // and stop during Close: no outcome either
    const again = start(server);
    again.watch.close();
    again.watch.stop();
    await server.answer(1);
    expect(again.outcomes).toEqual([]);
  });
});
