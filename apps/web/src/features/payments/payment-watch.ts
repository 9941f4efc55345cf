import { ORDER_STATUS } from '@pawsook/shared/status/order-status';

/** Cart spec §9: the order's status is asked every 5000 ms while the QR is open. */
export const STATUS_POLL_MS = 5_000;
/** Cart spec §4 "QR payment flow" step 4: after an hour of waiting the modal stops and hands over. */
export const GIVE_UP_AFTER_MS = 60 * 60_000;

/**
 * How a watch ended (cart spec §4 "QR payment flow"):
 * - paid: a poll saw status 2;
 * - gave-up: an hour since opening went by without payment (the last status seen);
 * - closed: the shopper closed it and the status was asked once more;
 * - failed: a poll or the closing call failed; the watch stopped.
 */
export type WatchOutcome =
  { kind: 'paid'; statusId: number } | { kind: 'gave-up'; statusId: number } | { kind: 'closed'; statusId: number } | { kind: 'failed'; error: unknown };

export interface PaymentWatchOptions {
  /** asks the order's status; rejects on a non-200 answer or no answer */
  fetchStatus: (signal: AbortSignal) => Promise<number>;
  /** told once, when the watch ends by itself or by close(); never after stop() */
  onOutcome: (outcome: WatchOutcome) => void;
  now?: () => number;
  pollMs?: number;
  giveUpAfterMs?: number;
}

export interface PaymentWatch {
  /** asks at once instead of at the next tick (the shopper came back from the banking app) */
  checkNow(): void;
  /** the Close button: stops polling, asks the status once, ends with 'closed' (or 'failed') */
  close(): void;
  /** ends quietly: no outcome, any call in flight is abandoned */
  stop(): void;
}

/**
 * Watches an order's payment while its QR is open: a status call every 5 s, one at a time (the
 * next is planned when the last has answered, so a slow server is never asked twice at once).
 * Plain timers and promises, no React: the hook around it only starts and stops it.
 */
export function watchPayment({
  fetchStatus,
  onOutcome,
  now = Date.now,
  pollMs = STATUS_POLL_MS,
  giveUpAfterMs = GIVE_UP_AFTER_MS,
}: PaymentWatchOptions): PaymentWatch {
  const openedAt = now();
  let state: 'polling' | 'closing' | 'ended' = 'polling';
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: AbortController | null = null;

  function end(outcome: WatchOutcome | null): void {
    if (state === 'ended') return;
    state = 'ended';
    if (timer !== null) clearTimeout(timer);
    timer = null;
    inFlight?.abort();
    inFlight = null;
    if (outcome) onOutcome(outcome);
  }

  function plan(): void {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void poll(), pollMs);
  }

  async function ask(): Promise<{ statusId: number } | { error: unknown } | null> {
    const controller = new AbortController();
    inFlight = controller;
    try {
      const statusId = await fetchStatus(controller.signal);
      return controller.signal.aborted ? null : { statusId };
    } catch (error) {
      return controller.signal.aborted ? null : { error };
    } finally {
      if (inFlight === controller) inFlight = null;
    }
  }

  async function poll(): Promise<void> {
    timer = null;
    if (state !== 'polling' || inFlight) return;
    const answer = await ask();
    // stopped, or closed meanwhile: the close call speaks for the watch now
    if (answer === null || state !== 'polling') return;
    if ('error' in answer) return end({ kind: 'failed', error: answer.error });
    if (answer.statusId === ORDER_STATUS.paid) return end({ kind: 'paid', statusId: answer.statusId });
    if (now() - openedAt >= giveUpAfterMs) return end({ kind: 'gave-up', statusId: answer.statusId });
    plan();
  }

  plan();

  return {
    checkNow() {
      if (state !== 'polling' || inFlight) return;
      if (timer !== null) clearTimeout(timer);
      void poll();
    },
    close() {
      if (state !== 'polling') return;
      state = 'closing';
      if (timer !== null) clearTimeout(timer);
      timer = null;
      // a poll in flight is dropped: the answer that counts is the one asked on closing
      inFlight?.abort();
      inFlight = null;
      void ask().then((answer) => {
        if (answer === null || state !== 'closing') return;
        end('error' in answer ? { kind: 'failed', error: answer.error } : { kind: 'closed', statusId: answer.statusId });
      });
    },
    stop() {
      end(null);
    },
  };
}
