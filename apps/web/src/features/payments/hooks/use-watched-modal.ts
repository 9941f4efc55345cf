import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import { showSystemError } from '../../../lib/system-error';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';
import type { OrderPayment } from '../api/payment-queries';
import type { WatchOutcome } from '../payment-watch';
import { usePaymentWatch } from './use-payment-watch';

/** What the payment learnt of the order, for the page that shows it (cart spec §4 step 3: number, status, id). */
export interface PaymentFacts {
  orderNo: string;
  orderId: number;
  statusId: number;
  netTotalPrice: number;
  expiryDate: string;
}

export interface WatchedModalOptions {
  payment: OrderPayment;
  /** the order came straight from placing it (or from "Pay now"): the modal opens at once, one time */
  payNow: boolean;
  onOpened: () => void;
  onStatus: (facts: PaymentFacts) => void;
}

/**
 * A payment modal whose order's status is watched while it is open (cart spec §4 "QR payment
 * flow", for the Thai QR and the wallet's QR): it opens at once when `payNow`, and `payNow` is
 * spent; the status is asked every 5 s; paid closes it (and the member's data is read again),
 * an hour gone closes it, Close asks once more and closes; a failed call shows the System Error.
 * The page behind learns each outcome's status. The keyboard goes on from the opening button.
 */
export function useWatchedModal({ payment, payNow, onOpened, onStatus }: WatchedModalOptions) {
  const queryClient = useQueryClient();
  const handleUnexpected = useUnexpectedError();
  const [open, setOpen] = useState(false);
  const [openedByItself, setOpenedByItself] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const { orderNo, orderId, netTotalPrice, expiryDate } = payment;

  const {
    start: startWatch,
    close: closeWatch,
    stop: stopWatch,
  } = usePaymentWatch(orderNo, (outcome: WatchOutcome) => {
    setOpen(false);
    if (outcome.kind === 'failed') {
      // spec §4 step 5: a failed status call shows the System Error dialog (no connection: the shop's network message)
      if (!handleUnexpected(outcome.error)) showSystemError();
      return;
    }
    onStatus({ orderNo, orderId, netTotalPrice, expiryDate, statusId: outcome.statusId });
    // the cart, the coins and the lists of orders changed with the payment
    if (outcome.statusId === ORDER_STATUS.paid) void queryClient.invalidateQueries({ queryKey: ['member'] });
  });

  // straight from step 2: open once
  if (payNow && !openedByItself) {
    setOpenedByItself(true);
    setOpen(true);
  }
  useEffect(() => {
    if (openedByItself) onOpened();
  }, [openedByItself, onOpened]);
  useEffect(() => {
    if (open) startWatch();
  }, [open, startWatch]);
  useFocusAfterClosing(open, opener);

  const openModal = useCallback(() => setOpen(true), []);
  /** Close, Escape, the corner button or a tap outside (spec §4 step 6): the status is asked once; the answer updates the page behind */
  const closeModal = useCallback(() => {
    setOpen(false);
    closeWatch();
  }, [closeWatch]);
  /** closes without asking (the modal has already handed the shopper to another dialog) */
  const dropModal = useCallback(() => {
    setOpen(false);
    stopWatch();
  }, [stopWatch]);

  return { open, opener, openModal, closeModal, dropModal };
}

/**
 * Radix gives focus back only to a Dialog.Trigger, and the modal may open by itself: once it
 * closes with the order still waiting, the keyboard goes on from the button that opens it again
 * (after Radix's own close handling, a task later). When the order was paid the button has gone
 * and the result's heading takes the focus instead.
 */
function useFocusAfterClosing(open: boolean, button: RefObject<HTMLButtonElement | null>) {
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open) {
      wasOpen.current = true;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    const timer = window.setTimeout(() => {
      const active = document.activeElement;
      if (button.current?.isConnected && (!active || active === document.body || !active.isConnected)) button.current.focus();
    }, 0);
    return () => window.clearTimeout(timer);
  }, [open, button]);
}
