import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api-error';
import { useUnexpectedError } from '../../../lib/use-unexpected-error';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { startCardCheckout, type OrderPayment } from '../api/payment-queries';

export interface CardPaymentProps {
  payment: OrderPayment;
  /** the order came straight from placing it (or from "Pay now"): the shopper goes to the card page at once */
  payNow: boolean;
  /** the card page opened by itself; `payNow` is spent (coming back must not send the shopper again) */
  onOpened: () => void;
  /** the browser is about to leave for the card page, which sends the shopper back to step 3 */
  onLeaving: () => void;
}

/**
 * Card payment, in whichever shape the shop runs (decision 0028): the bank's hosted payment page,
 * to which the shop's signed hidden form is posted (cart spec §2, §7 "card payment form":
 * merchantId, amount, orderRef, currCode 764, the three ways back to step 3, payType, lang,
 * remark, secureHash), or a payment-link provider's checkout page (§7 "online checkout helper",
 * asked for with the amount in satang). The card is typed on that page: its number never reaches
 * this app. "Pay by card" goes; straight from step 2 it goes at once. The outcome is read from the
 * order when the shopper comes back to step 3.
 */
export function CardPayment({ payment, payNow, onOpened, onLeaving }: CardPaymentProps) {
  const { t } = useTranslation();
  const handleUnexpected = useUnexpectedError();
  const form = useRef<HTMLFormElement>(null);
  const sent = useRef(false);
  const [leaving, setLeaving] = useState(false);

  function send() {
    sent.current = true;
    if (payment.card) {
      if (!form.current) return;
      onLeaving();
      setLeaving(true);
      form.current.submit();
      return;
    }
    setLeaving(true);
    startCardCheckout(payment).then(
      (checkoutUrl) => {
        onLeaving();
        window.location.assign(checkoutUrl);
      },
      (error: unknown) => {
        setLeaving(false);
        // cart spec §8 "online-checkout failure": a toast; a refusal says why, no connection has the shop's message
        if (isApiError(error) && error.kind === 'bad-request' && error.message) toast.error(error.message);
        else if (!isApiError(error) || error.kind === 'server') toast.error(t('payments.card.failed'));
        else handleUnexpected(error);
      },
    );
  }

  // straight from step 2: once, as soon as the form is on the page
  useEffect(() => {
    if (!payNow || sent.current) return;
    onOpened();
    send();
  });

  // Back from the card page may show this very page again, as it was left (the back-forward cache)
  useEffect(() => {
    const shownAgain = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', shownAgain);
    return () => window.removeEventListener('pageshow', shownAgain);
  }, []);

  return (
    <>
      {payment.card ? (
        <form ref={form} method="post" action={payment.card.action} hidden>
          {Object.entries(payment.card.fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
        </form>
      ) : null}
      {leaving ? <Spinner label={t('payments.card.leaving')} className="justify-center" /> : <Button onClick={send}>{t('payments.card.open')}</Button>}
    </>
  );
}
