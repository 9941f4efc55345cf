import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { bahtToSatang, formatBaht } from '@pawsook/shared/money/money';
import type { WalletStart } from '@pawsook/shared/schemas/payments';
import { Button, buttonClass } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { Spinner } from '../../../ui/spinner';
import { startWalletPayment, type OrderPayment } from '../api/payment-queries';
import { countdownNotice } from '../countdown';
import { useTimeLeft } from '../hooks/use-time-left';
import { deeplinkOpensNewTab, isShopSandboxWallet, walletCountdownNotice, walletQrDeadline, walletStartProblem, type WalletStartProblem } from '../wallet-qr';
import { ExpiredOverlay, Fact, QrCode, QrCountdown, QrFrame, SandboxHelper } from './qr-parts';

export interface WalletQrModalProps {
  payment: OrderPayment;
  /** a phone: the wallet is asked for its app's link too, and a button opens it */
  phone: boolean;
  /** Close, Escape, the corner button or a tap outside: the caller asks the status once and closes */
  onClose: () => void;
  /** the wallet could not be asked for a reason the shopper cannot act on: the caller closes and shows the System Error */
  onSystemError: () => void;
}

type WalletQrState =
  | { kind: 'asking' }
  | { kind: 'ready'; request: WalletStart; deadline: number; renewed: boolean }
  | { kind: 'problem'; problem: Exclude<WalletStartProblem, { kind: 'system' } | { kind: 'signed-out' }> };

/** The wallet's QR for one payment request, its three minutes counted down, then the expired overlay with a way to a new one. */
function WalletQr({
  payment,
  phone,
  request,
  deadline,
  renewed,
  onRenew,
}: {
  payment: OrderPayment;
  phone: boolean;
  request: WalletStart;
  deadline: number;
  renewed: boolean;
  onRenew: () => void;
}) {
  const { t } = useTranslation();
  const left = useTimeLeft(new Date(deadline).toISOString());
  const expired = left <= 0;
  const notice = walletCountdownNotice(countdownNotice(left));
  const qr = useRef<SVGSVGElement>(null);
  const renew = useRef<HTMLButtonElement>(null);
  const newTab = deeplinkOpensNewTab(request.deeplinkUrl);

  // a new QR asked for by the shopper: the keyboard (and a screen reader) goes on from it
  useEffect(() => {
    if (renewed) qr.current?.focus();
  }, [renewed]);
  // the QR expired under the shopper's eyes: when the focus was on it (now gone), "Get a new QR" takes it
  useEffect(() => {
    if (!expired) return;
    const active = document.activeElement;
    const dialog = renew.current?.closest('[role="dialog"]');
    if (!active || active === document.body || active === dialog || !active.isConnected) renew.current?.focus();
  }, [expired]);

  return (
    <>
      <div className="grid gap-x-6 gap-y-3 sm:grid-cols-[15rem_1fr]">
        <div className="sm:col-start-2">
          <dl>
            <Fact term={t('payments.wallet.amount')} strong>
              {formatBaht(bahtToSatang(payment.netTotalPrice))}
            </Fact>
            <Fact term={t('payments.wallet.orderNo')}>{payment.orderNo}</Fact>
          </dl>
        </div>
        {/* on a phone its own wallet app comes first: a phone cannot scan its own screen */}
        {phone && !expired ? (
          <div className="sm:col-start-2">
            <a href={request.deeplinkUrl} {...(newTab ? { target: '_blank', rel: 'noopener' } : {})} className={buttonClass('primary', 'w-full')}>
              {t('payments.wallet.openApp')}
              {newTab ? <span className="sr-only"> ({t('common.opensInNewTab')})</span> : null}
            </a>
            <p className="mt-2 text-sm text-muted">{t('payments.wallet.openAppHint')}</p>
          </div>
        ) : null}
        <div className="sm:col-start-1 sm:row-span-2 sm:row-start-1">
          <QrCode
            payload={request.qrPayload}
            label={t('payments.wallet.qrLabel', { orderNo: payment.orderNo })}
            imageRef={qr}
            expired={
              expired ? (
                <ExpiredOverlay
                  title={t('payments.wallet.expired')}
                  text={t('payments.wallet.expiredText')}
                  action={
                    <Button ref={renew} className="mt-1" onClick={onRenew}>
                      {t('payments.wallet.renew')}
                    </Button>
                  }
                />
              ) : null
            }
          />
          <QrCountdown label={t('payments.wallet.timeLeft')} left={left} />
        </div>
      </div>
      {/* said politely at 2 and 1 minutes left and at zero, never every second */}
      <p role="status" className="sr-only">
        {notice === null ? '' : notice.kind === 'expired' ? t('payments.wallet.expired') : t('payments.wallet.minutesLeft', { count: notice.minutes })}
      </p>
      {!phone && !expired && isShopSandboxWallet(request.deeplinkUrl) ? (
        <SandboxHelper
          label={t('payments.wallet.sandbox.label')}
          text={t('payments.wallet.sandbox.text')}
          link={t('payments.wallet.sandbox.link')}
          href={request.deeplinkUrl}
        />
      ) : null}
    </>
  );
}

/**
 * The e-wallet's payment modal (cart spec §2 "a wallet QR variant has a 3-minute countdown and an
 * expired overlay at zero", §4 step 7): it asks the wallet for a payment request as it opens
 * (POST /api/v1/payments/tmn) and shows its QR, the amount and three minutes counted down; at
 * zero the QR gives way to "QR CODE has expired." and a button for a new one. On a phone a button
 * opens the wallet's app. A refusal or an unreachable wallet is said in the modal, with Try again.
 * The status is watched by the caller, which closes it.
 */
export function WalletQrModal({ payment, phone, onClose, onSystemError }: WalletQrModalProps) {
  const { t } = useTranslation();
  const [state, setState] = useState<WalletQrState>({ kind: 'asking' });
  const asking = useRef<AbortController | null>(null);
  const { orderNo, netTotalPrice: amount } = payment;
  const systemError = useRef(onSystemError);
  useEffect(() => {
    systemError.current = onSystemError;
  });

  const ask = useCallback(
    (renewed: boolean) => {
      asking.current?.abort();
      const controller = new AbortController();
      asking.current = controller;
      startWalletPayment({ orderNo, amount, isMobile: phone }, controller.signal).then(
        (request) => {
          if (!controller.signal.aborted) setState({ kind: 'ready', request, deadline: walletQrDeadline(request.expiresAt, Date.now()), renewed });
        },
        (error: unknown) => {
          if (controller.signal.aborted) return;
          const problem = walletStartProblem(error);
          if (problem.kind === 'system') systemError.current();
          else if (problem.kind !== 'signed-out') setState({ kind: 'problem', problem });
        },
      );
    },
    [orderNo, amount, phone],
  );

  useEffect(() => {
    ask(false);
    return () => asking.current?.abort();
  }, [ask]);

  const askAgain = () => {
    setState({ kind: 'asking' });
    ask(true);
  };

  let body;
  if (state.kind === 'ready') {
    body = (
      <WalletQr
        key={state.request.requestId}
        payment={payment}
        phone={phone}
        request={state.request}
        deadline={state.deadline}
        renewed={state.renewed}
        onRenew={askAgain}
      />
    );
  } else if (state.kind === 'asking') {
    body = (
      <QrFrame>
        <div className="flex size-full items-center justify-center p-4">
          <Spinner label={t('payments.wallet.asking')} />
        </div>
      </QrFrame>
    );
  } else {
    const { problem } = state;
    body = (
      <div className="rounded-xl border border-red-200 bg-red-50 p-4 text-center">
        <p role="alert" className="font-semibold text-red-800">
          {problem.kind === 'refused'
            ? problem.message
            : problem.kind === 'provider'
              ? t('payments.wallet.providerUnavailable')
              : t('errors.NETWORK_CONNECTION_MESSAGE')}
        </p>
        <Button variant="secondary" className="mt-3" onClick={askAgain}>
          {t('common.retry')}
        </Button>
      </div>
    );
  }

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('payments.wallet.title')}
      description={phone ? t('payments.wallet.introPhone') : t('payments.wallet.intro')}
      footer={<Button onClick={onClose}>{t('payments.wallet.close')}</Button>}
    >
      {body}
    </Dialog>
  );
}
