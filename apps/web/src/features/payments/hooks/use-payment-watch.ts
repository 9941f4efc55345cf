import { useCallback, useEffect, useRef } from 'react';
import { fetchOrderStatus } from '../api/payment-queries';
import { watchPayment, type PaymentWatch, type WatchOutcome } from '../payment-watch';

/**
 * The payment watch of one order for a component: `start` when the QR opens (a second start
 * replaces the first), `close` for the Close button, `stop` to end it quietly (the modal gave up
 * for another reason); the watch stops when the component goes, and
 * asks at once when the shopper comes back to the tab (from the banking app, most often).
 */
export function usePaymentWatch(orderNo: string, onOutcome: (outcome: WatchOutcome) => void) {
  const current = useRef<PaymentWatch | null>(null);
  const report = useRef(onOutcome);
  useEffect(() => {
    report.current = onOutcome;
  });

  useEffect(() => {
    const comeBack = () => {
      if (document.visibilityState === 'visible') current.current?.checkNow();
    };
    document.addEventListener('visibilitychange', comeBack);
    return () => {
      document.removeEventListener('visibilitychange', comeBack);
      current.current?.stop();
      current.current = null;
    };
  }, []);

  const start = useCallback(() => {
    current.current?.stop();
    const watch: PaymentWatch = watchPayment({
      fetchStatus: (signal) => fetchOrderStatus(orderNo, signal),
      onOutcome: (outcome) => {
        if (current.current === watch) current.current = null;
        report.current(outcome);
      },
    });
    current.current = watch;
  }, [orderNo]);

  const close = useCallback(() => current.current?.close(), []);
  const stop = useCallback(() => {
    current.current?.stop();
    current.current = null;
  }, []);

  return { start, close, stop };
}
