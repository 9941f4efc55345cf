import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { showSystemError } from '../../../lib/system-error';
import { Button } from '../../../ui/button';
import { useOrderPayment, type OrderPayment as OrderPaymentAnswer } from '../api/payment-queries';
import { useWatchedModal, type PaymentFacts } from '../hooks/use-watched-modal';
import { paymentStepOf } from '../payment-step';
import { looksLikePhone } from '../wallet-qr';
import { CardPayment } from './card-payment';
import { CounterPayment } from './counter-payment';
import { ThaiQrModal } from './thai-qr-modal';
import { TransferInfoModal } from './transfer-info-modal';
import { WalletQrModal } from './wallet-qr-modal';

export type { PaymentFacts };

export interface OrderPaymentProps {
  orderNo: string;
  /** the order came straight from placing it (or from "Pay now" in my orders): its payment opens at once */
  payNow: boolean;
  /** the payment opened by itself; `payNow` is spent (a reload must not open it again) */
  onOpened: () => void;
  /** the browser is leaving for the card page: its return to step 3 waits a moment for the bank's word */
  onLeaving: () => void;
  /** the watch ended with this status (paid, an hour gone, or Close) */
  onStatus: (facts: PaymentFacts) => void;
}

interface WatchedPaymentProps {
  payment: OrderPaymentAnswer;
  payNow: boolean;
  onOpened: () => void;
  onStatus: (facts: PaymentFacts) => void;
}

/** Thai QR: "Pay with Thai QR" and the bill's modal. */
function ThaiQrPayment({ payment, bill, ...watched }: WatchedPaymentProps & { bill: NonNullable<OrderPaymentAnswer['qr']> }) {
  const { t } = useTranslation();
  const { open, opener, openModal, closeModal } = useWatchedModal({ payment, ...watched });
  return (
    <>
      <Button ref={opener} onClick={openModal} aria-haspopup="dialog">
        {t('payments.thaiQr.open')}
      </Button>
      {open ? <ThaiQrModal payment={payment} bill={bill} onClose={closeModal} /> : null}
    </>
  );
}

/** Bank transfer: the order-info dialog (what to transfer, for which order, by when), opened at once after step 2. */
function TransferPayment({ payment, ...watched }: WatchedPaymentProps) {
  const { t } = useTranslation();
  const { open, opener, openModal, closeModal } = useWatchedModal({ payment, ...watched });
  return (
    <>
      <Button ref={opener} onClick={openModal} aria-haspopup="dialog">
        {t('payments.transfer.open')}
      </Button>
      {open ? <TransferInfoModal payment={payment} onClose={closeModal} /> : null}
    </>
  );
}

/** Whether this device is phone-like, read once as the modal opens (what the wallet is asked for). */
function isPhoneNow(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && looksLikePhone((query) => window.matchMedia(query).matches);
}

/** E-wallet: "Pay with e-wallet" and the wallet's QR modal, a new payment request each time it opens. */
function WalletPayment({ payment, ...watched }: WatchedPaymentProps) {
  const { t } = useTranslation();
  const { open, opener, openModal, closeModal, dropModal } = useWatchedModal({ payment, ...watched });
  const [phone] = useState(isPhoneNow);
  return (
    <>
      <Button ref={opener} onClick={openModal} aria-haspopup="dialog">
        {t('payments.wallet.open')}
      </Button>
      {open ? (
        <WalletQrModal
          payment={payment}
          phone={phone}
          onClose={closeModal}
          onSystemError={() => {
            dropModal();
            showSystemError();
          }}
        />
      ) : null}
    </>
  );
}

/**
 * Cart spec §4 "any other id gives an error toast and returns to the current step": an order
 * handed over to be paid now whose channel this app cannot pay online is named in an error toast,
 * once, and the order stays on step 3 as waiting.
 */
function PaymentNotAvailable({ orderNo, payNow, onOpened }: { orderNo: string; payNow: boolean; onOpened: () => void }) {
  const { t } = useTranslation();
  const told = useRef(false);
  useEffect(() => {
    if (!payNow || told.current) return;
    told.current = true;
    toast.error(t('payments.notAvailable', { orderNo }), { id: `payment-not-available-${orderNo}` });
    onOpened();
  }, [payNow, orderNo, onOpened, t]);
  return null;
}

/**
 * The counter-service page sends the shopper back to step 3 with a barcode to pay later at a
 * counter: nothing for step 3 to wait for on the way back (unlike the card gateway's return).
 */
const leavingForCounter = () => {};

/**
 * How to pay an order that waits for payment (status 1), on step 3. The order's channel kind comes
 * from the payment call (GET /orders/{orderNo}/payment) and decides: the Thai QR modal, the card
 * page (the gateway's hidden form, or a payment-link checkout), the wallet's QR modal, the counter service, the
 * transfer's order-info dialog, or for a kind this app does not know the error toast. When the order has just been placed (`payNow`) the payment opens
 * at once, one time. While a QR is open the status is watched (cart spec §4 "QR payment flow").
 */
export function OrderPayment({ orderNo, payNow, onOpened, onLeaving, onStatus }: OrderPaymentProps) {
  const payment = useOrderPayment(orderNo);
  const data = payment.data;
  if (!data) return null;

  const watched = { payment: data, payNow, onOpened, onStatus };
  switch (paymentStepOf(data)) {
    case 'qr':
      return data.qr ? <ThaiQrPayment {...watched} bill={data.qr} /> : null;
    case 'card':
      return <CardPayment payment={data} payNow={payNow} onOpened={onOpened} onLeaving={onLeaving} />;
    case 'wallet':
      return <WalletPayment {...watched} />;
    case 'transfer':
      return <TransferPayment {...watched} />;
    case 'counter':
      return <CounterPayment orderNo={orderNo} payNow={payNow} onOpened={onOpened} onLeaving={leavingForCounter} />;
    case 'unavailable':
      return <PaymentNotAvailable orderNo={orderNo} payNow={payNow} onOpened={onOpened} />;
    case 'none':
      return null;
  }
}
