import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bahtDecimalText, bahtToSatang } from '@pawsook/shared/money/money';
import type { CounterStart } from '@pawsook/shared/schemas/payments';
import { isApiError } from '../../../lib/api-error';
import { useSession } from '../../../lib/auth-events';
import { showSystemError } from '../../../lib/system-error';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { fetchCounterBuyer, startCounterPayment } from '../api/counter-calls';
import { useOrderPayment } from '../api/payment-queries';

/**
 * Counter service (cart spec §2 "counter-service hidden form", §7 POST /api/v1/payments/cs/encryption):
 * OrderPayment renders this for an order whose channel kind is 'counter'.
 */
export interface CounterPaymentProps {
  orderNo: string;
  /** the order came straight from placing it: the hand-off to the counter page happens at once */
  payNow: boolean;
  /** the hand-off started by itself; `payNow` is spent */
  onOpened: () => void;
  /** the browser is leaving for the counter-service page */
  onLeaving: () => void;
}

type CounterState = { kind: 'idle' } | { kind: 'asking' } | { kind: 'leaving'; handoff: CounterStart } | { kind: 'problem'; message: string };

/**
 * "Get the counter-service barcode": the shop encrypts the order's payment data (amount from the
 * order's payment call, buyer from the member's profile), then a hidden form posts it as
 * `paymentData` to the counter-service page, which shows the barcode to pay at a counter. Straight
 * from step 2 it goes at once. The result is read from the order when the shopper comes back.
 */
export function CounterPayment({ orderNo, payNow, onOpened, onLeaving }: CounterPaymentProps) {
  const { t } = useTranslation();
  const session = useSession();
  const payment = useOrderPayment(orderNo);
  const amount = payment.data?.netTotalPrice;
  const form = useRef<HTMLFormElement>(null);
  const started = useRef(false);
  const [state, setState] = useState<CounterState>({ kind: 'idle' });
  const leaving = useRef(onLeaving);
  useEffect(() => {
    leaving.current = onLeaving;
  });

  async function getBarcode() {
    if (amount === undefined || state.kind === 'asking' || state.kind === 'leaving') return;
    setState({ kind: 'asking' });
    try {
      const buyer = await fetchCounterBuyer(session.memberId ?? '');
      const handoff = await startCounterPayment({
        inv: orderNo,
        amt: bahtDecimalText(bahtToSatang(amount)),
        desc: orderNo,
        urlBack: `/cart/checkout?step=3&Ref=${encodeURIComponent(orderNo)}`,
        urlConfirm: '/api/v1/payments/counter/notify',
        paymentMethod: 'counter',
        currency: 'THB',
        name: buyer.name,
        email: buyer.email,
      });
      setState({ kind: 'leaving', handoff });
    } catch (error) {
      if (!isApiError(error)) {
        setState({ kind: 'idle' });
        showSystemError();
      } else if (error.kind === 'bad-request') setState({ kind: 'problem', message: error.message });
      else if (error.kind === 'network') setState({ kind: 'problem', message: t('errors.NETWORK_CONNECTION_MESSAGE') });
      else if (error.kind === 'unauthorized') setState({ kind: 'idle' });
      else {
        setState({ kind: 'idle' });
        showSystemError();
      }
    }
  }

  // the hidden form is on the page with the payment data: it goes, once
  const handoff = state.kind === 'leaving' ? state.handoff : null;
  useEffect(() => {
    if (!handoff || !form.current) return;
    leaving.current();
    form.current.submit();
  }, [handoff]);

  // straight from step 2: the barcode is asked for once, as soon as the order's amount is known
  useEffect(() => {
    if (!payNow || started.current || amount === undefined) return;
    started.current = true;
    onOpened();
    void getBarcode();
  });

  // Back from the counter page may show this very page again, as it was left (the back-forward cache)
  useEffect(() => {
    const shownAgain = (event: PageTransitionEvent) => {
      if (event.persisted) setState({ kind: 'idle' });
    };
    window.addEventListener('pageshow', shownAgain);
    return () => window.removeEventListener('pageshow', shownAgain);
  }, []);

  if (amount === undefined) return null;
  return (
    <div className="flex flex-col items-center gap-2">
      {handoff ? (
        <form ref={form} method="post" action={handoff.action} hidden>
          <input type="hidden" name="paymentData" value={handoff.encryptedPaymentData} />
        </form>
      ) : null}
      {state.kind === 'asking' || state.kind === 'leaving' ? (
        <Spinner label={t(state.kind === 'asking' ? 'payments.counter.asking' : 'payments.counter.leaving')} className="justify-center" />
      ) : (
        <Button onClick={() => void getBarcode()}>{t('payments.counter.open')}</Button>
      )}
      {state.kind === 'problem' ? (
        <p role="alert" className="text-sm font-semibold text-red-800">
          {state.message}
        </p>
      ) : null}
      <p className="max-w-prose text-center text-sm text-gray-600">{t('payments.counter.hint')}</p>
    </div>
  );
}
