import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ReactNode, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { ORDER_STATUS } from '@pawsook/shared/status/order-status';
import { isApiError } from '../../../lib/api-error';
import { useLanguage } from '../../../lib/use-language';
import { Button, buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { LoadFailed } from '../../../ui/load-failed';
import { LoadingFrame } from '../../../ui/loading-frame';
import { Spinner } from '../../../ui/spinner';
import { useLearntOrderStatus, useOrderByNumber, useOrderStatus, usePaymentOutcome } from '../api/order-queries';
import {
  GATEWAY_RETURN_CHECK_MS,
  GATEWAY_RETURN_POLL_MS,
  gatewayRefusalOf,
  isGatewayReturn,
  isRefusal,
  rememberGatewayHandOff,
  spendGatewayHandOff,
  thisPageLoad,
} from '../gateway-return';
import { historyTabOf, rememberHistoryTab } from '../order-history-tab';
import { formatOrderDateTime, showBaht } from '../order-format';
import { endedReasonOf, plausibleOrderNo, resultViewOf, statusNameKey, type ResultView } from '../order-status-view';
import { ORDER_HISTORY_PATH, ORDER_TRACKING_PATH } from '../order-paths';
import { readPlacedOrder, rememberedFactsOf, rememberOrderStatus, spendPayNow, stepThreeHref, type RememberedOrder } from '../placed-order';
import { useOrderAgain } from './reorder-buttons';
import { ResultIcon } from './result-icon';

/** Where a re-order leads: the cart, step 1 of the checkout. */
const CART_STEP_PATH = '/cart/checkout?step=1';

/**
 * How step 3 offers to pay an order that waits for payment: the payments feature's part, handed in
 * by the app's router (features do not import each other). It learns the order's channel from the
 * payment call, opens the payment at once when `payNow` (the order came straight from step 2) and
 * says what it learnt of the status.
 */
export interface PaymentSlotProps {
  orderNo: string;
  payNow: boolean;
  /** the payment opened by itself: a reload of step 3 must not open it again */
  onOpened: () => void;
  /** the browser is leaving for the card gateway's page, which sends the shopper back to this step 3 */
  onLeaving: () => void;
  onStatus: (facts: Pick<RememberedOrder, 'orderNo' | 'orderId' | 'statusId' | 'netTotalPrice' | 'expiryDate'>) => void;
}

/** What step 3 knows of the order besides its status; the number always, the rest when found. */
interface OrderFacts {
  orderNo: string;
  orderId?: number;
  netTotalPrice?: number;
  expiryDate?: string;
}

function HistoryLink({ statusId, variant = 'secondary' }: { statusId: number; variant?: 'primary' | 'secondary' }) {
  const { t } = useTranslation();
  return (
    <Link to={ORDER_HISTORY_PATH} onClick={() => rememberHistoryTab(historyTabOf(statusId))} className={buttonClass(variant)}>
      {t('orders.result.toHistory')}
    </Link>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-b border-brand-100 py-2 last:border-b-0">
      <dt className="text-sm text-muted">{term}</dt>
      <dd className="min-w-0 text-right font-semibold break-words text-ink">{children}</dd>
    </div>
  );
}

function FactSkeleton() {
  return <Skeleton className="inline-block h-5 w-28 align-middle" />;
}

const TONES: Record<ResultView, string> = {
  paid: 'border-green-200 bg-green-50',
  waiting: 'border-amber-200 bg-amber-50',
  ended: 'border-stone-200 bg-stone-50',
};

function ResultCard({
  view,
  title,
  text,
  facts,
  actions,
  notice,
  titleRef,
}: {
  view: ResultView;
  title: string;
  text: string;
  facts: ReactNode;
  actions: ReactNode;
  notice?: ReactNode;
  titleRef?: Ref<HTMLHeadingElement>;
}) {
  return (
    <section aria-labelledby="order-result-title" className={`mx-auto max-w-2xl rounded-3xl border p-5 md:p-8 ${TONES[view]}`} data-result={view}>
      <div className="flex flex-col items-center text-center">
        <ResultIcon view={view} />
        <h2 id="order-result-title" ref={titleRef} tabIndex={-1} className="mt-3 text-xl font-bold text-brand-900 outline-none md:text-2xl">
          {title}
        </h2>
        <p className="mt-2 max-w-lg text-ink">{text}</p>
      </div>
      <dl className="mt-5 rounded-2xl bg-white px-4 py-1">{facts}</dl>
      {notice}
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:justify-center">{actions}</div>
    </section>
  );
}

function OrderNotFound({ orderNo }: { orderNo: string | null }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="order-result-title"
      className="mx-auto max-w-2xl rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center"
      data-result="not-found"
    >
      <ResultIcon view="not-found" />
      <h2 id="order-result-title" className="mt-3 text-xl font-bold text-brand-900 md:text-2xl">
        {t('orders.result.notFound.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-lg break-words text-ink">
        {orderNo ? t('orders.result.notFound.textWithNo', { orderNo }) : t('orders.result.notFound.text')}
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Link to={ORDER_HISTORY_PATH} className={buttonClass('primary')}>
          {t('orders.result.toHistory')}
        </Link>
        <Link to={CART_STEP_PATH} className={buttonClass('secondary')}>
          {t('orders.result.toCart')}
        </Link>
      </div>
    </section>
  );
}

/** "Order everything again" (cart spec §2, §7 re-order): the lines go back in the cart, then the cart opens. */
function ReorderButton({ orderId }: { orderId: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { orderAgain, pending, refusal } = useOrderAgain(orderId, () => void navigate(CART_STEP_PATH));

  return (
    <>
      <Button onClick={orderAgain} disabled={pending} aria-describedby={refusal ? 'reorder-refusal' : undefined}>
        {pending ? t('orders.reorder.working') : t('orders.reorder.button')}
      </Button>
      {refusal ? (
        <p
          id="reorder-refusal"
          role="alert"
          className="order-first w-full rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-center text-sm font-semibold text-red-800"
        >
          {refusal}
        </p>
      ) : null}
    </>
  );
}

function OrderResult({ orderNo, Payment }: { orderNo: string; Payment?: ComponentType<PaymentSlotProps> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  // what step 2 kept of the order just placed (its amount, expiry and id); the status is asked anew
  const [remembered] = useState(() => readPlacedOrder(orderNo));
  // back from the card gateway's page: the bank's data feed may reach the shop a moment after the
  // shopper, so the status is asked again for a while before the order is shown as still waiting
  const [returned] = useState(() => isGatewayReturn(orderNo, thisPageLoad()));
  // spent once the step is on screen, not while it is drawn: React may draw it twice before it
  // shows it (a draw interrupted or thrown away), and a spent hand-off would read as no return. A
  // layout effect, so it runs before the payment's own effects, which may hand the order off anew.
  useLayoutEffect(() => spendGatewayHandOff(orderNo), [orderNo]);
  const [checking, setChecking] = useState(returned);
  // the gateway's signed feed, as the shop recorded it: a declined card is said as soon as it has come
  const outcome = usePaymentOutcome(orderNo, { enabled: returned, pollMs: checking ? GATEWAY_RETURN_POLL_MS : undefined });
  const status = useOrderStatus(orderNo, { pollMs: checking && !isRefusal(outcome.data) ? GATEWAY_RETURN_POLL_MS : undefined });
  const refusal = returned ? gatewayRefusalOf(outcome.data, status.data) : null;
  const checkingNow = checking && status.data === ORDER_STATUS.waitingForPayment && refusal === null;
  const listed = useOrderByNumber(orderNo, remembered === null && status.isSuccess);
  const [payNow, setPayNow] = useState(remembered?.payNow === true);
  const learnt = useLearntOrderStatus(orderNo);
  const queryClient = useQueryClient();
  const titleRef = useRef<HTMLHeadingElement>(null);
  /** the last status shown, and whether the payment told it (it then kept it and read the member's data again) */
  const shown = useRef<number | undefined>(undefined);
  const toldByPayment = useRef(false);

  const onOpened = useCallback(() => {
    spendPayNow(orderNo);
    setPayNow(false);
  }, [orderNo]);
  const onLeaving = useCallback(() => rememberGatewayHandOff(orderNo), [orderNo]);
  const onStatus = useCallback<PaymentSlotProps['onStatus']>(
    (facts) => {
      rememberOrderStatus(facts);
      // (an unchanged status renders nothing new: nothing to mark)
      if (facts.statusId !== shown.current) toldByPayment.current = true;
      learnt(facts.statusId);
    },
    [learnt],
  );
  useEffect(() => {
    const before = shown.current;
    shown.current = status.data;
    const byPayment = toldByPayment.current;
    toldByPayment.current = false;
    if (before !== ORDER_STATUS.waitingForPayment || status.data === undefined || status.data === before) return;
    // the order moved on while its step 3 was open: the new result's heading takes the focus
    titleRef.current?.focus();
    if (byPayment) return;
    // seen first by the status call (back from the banking app, before the payment's own check)
    if (remembered) rememberOrderStatus({ ...remembered, statusId: status.data });
    if (resultViewOf(status.data) === 'paid') void queryClient.invalidateQueries({ queryKey: ['member'] });
  }, [status.data, remembered, queryClient]);

  const answered = status.data !== undefined;
  useEffect(() => {
    if (!checking || !answered) return;
    const timer = window.setTimeout(() => setChecking(false), GATEWAY_RETURN_CHECK_MS);
    return () => window.clearTimeout(timer);
  }, [checking, answered]);
  useEffect(() => {
    // the gateway's feed said no: its headline takes the focus, read out at once
    if (refusal) titleRef.current?.focus();
  }, [refusal]);
  const wasChecking = useRef(false);
  useEffect(() => {
    // the bank did not confirm a payment in time: "waiting for payment" takes the focus, read out
    if (wasChecking.current && !checkingNow && status.data === ORDER_STATUS.waitingForPayment) titleRef.current?.focus();
    wasChecking.current = checkingNow;
  }, [checkingNow, status.data]);

  if (status.isPending) {
    return (
      <LoadingFrame label={t('orders.result.loading')} className="mx-auto max-w-2xl">
        <Skeleton className="h-80 w-full rounded-3xl" />
      </LoadingFrame>
    );
  }
  if (status.isError) {
    if (isApiError(status.error) && (status.error.kind === 'not-found' || status.error.kind === 'bad-request')) return <OrderNotFound orderNo={orderNo} />;
    return (
      <div className="mx-auto max-w-2xl">
        <LoadFailed title={t('orders.result.loadError')} onRetry={() => void status.refetch()} />
      </div>
    );
  }

  const statusId = status.data;
  const view = resultViewOf(statusId);
  const facts: OrderFacts = remembered ?? (listed.data ? rememberedFactsOf(listed.data) : { orderNo });
  const factsPending = remembered === null && listed.isPending;
  const known = (value: ReactNode | undefined) => (value !== undefined ? value : factsPending ? <FactSkeleton /> : '—');

  const orderNoFact = <Fact term={t('orders.fields.orderNo')}>{facts.orderNo}</Fact>;
  const statusFact = <Fact term={t('orders.fields.status')}>{t(statusNameKey(statusId))}</Fact>;

  if (view === 'paid') {
    return (
      <ResultCard
        view={view}
        titleRef={titleRef}
        title={t('orders.result.paid.title')}
        text={t('orders.result.paid.text')}
        facts={
          <>
            {orderNoFact}
            {statusFact}
            {facts.netTotalPrice !== undefined ? <Fact term={t('orders.fields.paidAmount')}>{showBaht(facts.netTotalPrice)}</Fact> : null}
          </>
        }
        actions={
          <>
            <HistoryLink statusId={statusId} variant="primary" />
            <Link to={ORDER_TRACKING_PATH} className={buttonClass('secondary')}>
              {t('orders.result.toTracking')}
            </Link>
          </>
        }
      />
    );
  }

  if (view === 'waiting' && checkingNow) {
    return (
      <ResultCard
        view={view}
        titleRef={titleRef}
        title={t('orders.result.checking.title')}
        text={t('orders.result.checking.text')}
        facts={
          <>
            {orderNoFact}
            <Fact term={t('orders.fields.amountDue')}>{known(facts.netTotalPrice !== undefined ? showBaht(facts.netTotalPrice) : undefined)}</Fact>
          </>
        }
        actions={<Spinner label={t('orders.result.checking.working')} className="justify-center" />}
      />
    );
  }

  if (view === 'waiting') {
    return (
      <ResultCard
        view={view}
        titleRef={titleRef}
        title={refusal ? t(`orders.result.${refusal}.title`) : t('orders.result.waiting.title')}
        text={refusal ? t(`orders.result.${refusal}.text`) : t('orders.result.waiting.text')}
        facts={
          <>
            {orderNoFact}
            <Fact term={t('orders.fields.amountDue')}>{known(facts.netTotalPrice !== undefined ? showBaht(facts.netTotalPrice) : undefined)}</Fact>
            <Fact term={t('orders.fields.payBy')}>
              {known(
                facts.expiryDate !== undefined
                  ? t('orders.result.waiting.payByValue', { dateTime: formatOrderDateTime(facts.expiryDate, language) })
                  : undefined,
              )}
            </Fact>
            {statusFact}
          </>
        }
        notice={
          returned && !refusal ? (
            <p className="mt-4 rounded-2xl border border-amber-300 bg-white px-4 py-3 text-sm text-ink">{t('orders.result.waiting.notConfirmed')}</p>
          ) : null
        }
        actions={
          <>
            {Payment ? <Payment orderNo={orderNo} payNow={payNow} onOpened={onOpened} onLeaving={onLeaving} onStatus={onStatus} /> : null}
            <HistoryLink statusId={statusId} variant={Payment ? 'secondary' : 'primary'} />
          </>
        }
      />
    );
  }

  const reason = endedReasonOf(statusId);
  return (
    <ResultCard
      view={view}
      titleRef={titleRef}
      title={t(`orders.result.ended.${reason}`)}
      text={t('orders.result.ended.text')}
      facts={
        <>
          {orderNoFact}
          {statusFact}
        </>
      }
      actions={
        <>
          {facts.orderId !== undefined ? <ReorderButton orderId={facts.orderId} /> : factsPending ? <Skeleton className="h-11 w-48 rounded-full" /> : null}
          <HistoryLink statusId={statusId} />
        </>
      }
    />
  );
}

/**
 * Step 3 of the checkout, the order result (cart spec §2 "Step 3, result, by status id"), for
 * /cart/checkout?step=3&Ref={orderNo}. The status is asked of the server by Ref; without a Ref the
 * order step 2 kept is opened by its number, and with neither (or an order that is not the
 * member's) the page says the order was not found.
 */
export function OrderResultStep({ payment }: { payment?: ComponentType<PaymentSlotProps> }) {
  const [params] = useSearchParams();
  const ref = params.get('Ref');
  if (ref === null) {
    const remembered = readPlacedOrder(null);
    return remembered ? <Navigate replace to={stepThreeHref(remembered.orderNo)} /> : <OrderNotFound orderNo={null} />;
  }
  const orderNo = plausibleOrderNo(ref);
  return orderNo ? <OrderResult key={orderNo} orderNo={orderNo} Payment={payment} /> : <OrderNotFound orderNo={null} />;
}
