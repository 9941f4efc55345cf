import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/preferences';
import type { StaffOrderDetail } from '../api/staff-calls';
import { addressLines, carrierName, channelKind, showBaht, showCalendarDay, showDateTime, statusName } from '../../back-office/order-format';
import { Panel } from '../../back-office/components/panel';

const cell = 'px-3 py-2 align-top text-sm';
const head = 'px-3 py-2 text-left text-sm font-semibold text-brand-900';

function Facts({ rows }: { rows: Array<[string, ReactNode] | null> }) {
  return (
    <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
      {rows
        .filter((row): row is [string, ReactNode] => row !== null)
        .map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="break-words">{value}</dd>
          </div>
        ))}
    </dl>
  );
}

function When({ at, language }: { at: string | null; language: Language }) {
  if (!at) return <>—</>;
  return <time dateTime={at}>{showDateTime(at, language)}</time>;
}

/** Who, when, in what status, and paid how. */
export function OrderFacts({ order, language }: { order: StaffOrderDetail; language: Language }) {
  const { t } = useTranslation();
  const kind = channelKind(order.paymentChannelId);
  return (
    <Panel id="order-facts" title={t('staff.order.summaryTitle')}>
      <Facts
        rows={[
          [t('staff.order.status'), <strong key="s">{statusName(order.statusId, language)}</strong>],
          [t('staff.order.date'), <When key="d" at={order.createdAt} language={language} />],
          order.statusId === 1 ? [t('staff.order.payBy'), <When key="e" at={order.expiresAt} language={language} />] : null,
          order.paidAt ? [t('staff.order.paidAt'), <When key="p" at={order.paidAt} language={language} />] : null,
          [
            t('staff.order.member'),
            <span key="m">
              {order.memberName}
              <span className="block break-all text-muted">{order.memberEmail}</span>
            </span>,
          ],
          [t('staff.order.channel'), kind ? t(`staff.channels.${kind}`) : t('staff.channels.unknown', { id: order.paymentChannelId })],
          order.isDonation ? [t('staff.order.donation'), '✓'] : null,
        ]}
      />
    </Panel>
  );
}

/** The order's amounts as the API worked them out (this page only shows them). */
export function OrderTotals({ order }: { order: StaffOrderDetail }) {
  const { t } = useTranslation();
  const rows: Array<[string, number]> = [[t('staff.order.productTotal'), order.productTotal]];
  if (order.promotionDiscount) rows.push([t('staff.order.promotionDiscount'), -order.promotionDiscount]);
  if (order.codeDiscount)
    rows.push([order.promoCode ? t('staff.order.codeDiscountOf', { code: order.promoCode }) : t('staff.order.codeDiscount'), -order.codeDiscount]);
  if (order.coinDiscount) rows.push([t('staff.order.coinDiscount', { coins: order.coinsUsed }), -order.coinDiscount]);
  rows.push([t('staff.order.shipping'), order.shipping]);
  return (
    <Panel id="order-totals" title={t('staff.order.totalsTitle')}>
      <dl className="grid grid-cols-[minmax(0,1fr)_auto] gap-x-4 gap-y-1 text-sm">
        {rows.map(([term, baht]) => (
          <div key={term} className="contents">
            <dt className="text-muted">{term}</dt>
            <dd className="text-right tabular-nums">{showBaht(baht)}</dd>
          </div>
        ))}
        <dt className="border-t border-brand-100 pt-2 font-bold">{t('staff.order.netTotal')}</dt>
        <dd className="border-t border-brand-100 pt-2 text-right font-bold tabular-nums">{showBaht(order.netTotal)}</dd>
      </dl>
    </Panel>
  );
}

export function OrderAddresses({ order, language }: { order: StaffOrderDetail; language: Language }) {
  const { t } = useTranslation();
  const receipt = addressLines(order.receiptAddress, language);
  return (
    <Panel id="order-addresses" title={t('staff.order.shippingAddress')}>
      <address className="text-sm not-italic">
        {addressLines(order.shippingAddress, language).map((line) => (
          <span key={line} className="block break-words">
            {line}
          </span>
        ))}
      </address>
      <h3 className="mt-4 text-sm font-bold text-ink">{t('staff.order.receiptAddress')}</h3>
      {receipt.length === 0 ? (
        <p className="text-sm text-muted">{t('staff.order.noReceipt')}</p>
      ) : (
        <address className="text-sm not-italic">
          {receipt.map((line) => (
            <span key={line} className="block break-words">
              {line}
            </span>
          ))}
        </address>
      )}
    </Panel>
  );
}

export function OrderShipment({ order, language }: { order: StaffOrderDetail; language: Language }) {
  const { t } = useTranslation();
  return (
    <Panel id="order-shipment" title={t('staff.order.shipmentTitle')}>
      {order.carrier ? (
        <Facts
          rows={[
            [t('staff.order.carrier'), carrierName(order.carrier, language)],
            [
              t('staff.order.parcelNo'),
              <span key="p" className="font-mono">
                {order.parcelNo ?? '—'}
              </span>,
            ],
            [t('staff.order.expectedDeliveryOn'), showCalendarDay(order.expectedDeliveryOn, language)],
          ]}
        />
      ) : (
        <p className="text-sm text-muted">{t('staff.order.noShipment')}</p>
      )}
    </Panel>
  );
}

function LineName({ line, language }: { line: StaffOrderDetail['lines'][number]; language: Language }) {
  const { t } = useTranslation();
  const choice = language === 'th' ? line.choiceTh : line.choiceEn;
  return (
    <>
      <span className="block break-words">{language === 'th' ? line.nameTh : line.nameEn}</span>
      {choice ? <span className="block text-muted">{choice}</span> : null}
      <span className="block text-xs text-muted">
        {t('staff.order.sku')} <span className="font-mono">{line.skuCode}</span>
      </span>
    </>
  );
}

export function OrderLines({ order, language }: { order: StaffOrderDetail; language: Language }) {
  const { t } = useTranslation();
  return (
    <Panel id="order-lines" title={t('staff.order.linesTitle')}>
      <table className="hidden w-full border-collapse md:table">
        <thead className="bg-brand-50">
          <tr>
            <th scope="col" className={head}>
              {t('staff.order.product')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('staff.order.unitPrice')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('staff.order.amount')}
            </th>
            <th scope="col" className={`${head} text-right`}>
              {t('staff.order.lineTotal')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.lines.map((line, index) => (
            <tr key={`${line.skuCode}-${index}`} className="border-t border-brand-100">
              <td className={cell}>
                <LineName line={line} language={language} />
              </td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{showBaht(line.unitPrice)}</td>
              <td className={`${cell} text-right tabular-nums`}>{line.amount}</td>
              <td className={`${cell} text-right whitespace-nowrap tabular-nums`}>{showBaht(line.lineTotal)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* narrow screens: one entry per line, its amounts named */}
      <ul className="space-y-3 md:hidden">
        {order.lines.map((line, index) => (
          <li key={`${line.skuCode}-${index}`} className="border-t border-brand-100 pt-3 text-sm first:border-t-0 first:pt-0">
            <LineName line={line} language={language} />
            <p className="mt-1 flex flex-wrap justify-between gap-x-3 tabular-nums">
              <span>
                {showBaht(line.unitPrice)} × {line.amount}
              </span>
              <span className="font-semibold">{showBaht(line.lineTotal)}</span>
            </p>
          </li>
        ))}
      </ul>
    </Panel>
  );
}

/** Every status change, oldest first; then the money that came in and went back. */
export function OrderHistory({ order, language }: { order: StaffOrderDetail; language: Language }) {
  const { t } = useTranslation();
  return (
    <Panel id="order-history" title={t('staff.order.historyTitle')}>
      <ol className="space-y-2 text-sm">
        {order.history.map((entry, index) => (
          <li key={`${entry.at}-${index}`} className="border-l-2 border-brand-200 pl-3">
            <span className="font-semibold">{statusName(entry.toStatusId, language)}</span>
            <span className="block text-muted">
              <When at={entry.at} language={language} /> ·{' '}
              {t('staff.order.historyBy', { actor: t(`staff.order.actor.${entry.actor}`, { defaultValue: entry.actor }) })}
            </span>
            {entry.note ? <span className="block break-words">{entry.note}</span> : null}
          </li>
        ))}
      </ol>
      <h3 className="mt-4 text-sm font-bold text-ink">{t('staff.order.paymentsTitle')}</h3>
      {order.payments.length === 0 ? (
        <p className="text-sm text-muted">{t('staff.order.noPayments')}</p>
      ) : (
        <ul className="mt-1 space-y-2 text-sm">
          {order.payments.map((payment, index) => (
            <li key={`${payment.at}-${index}`}>
              <span className="font-semibold">
                {payment.amount === null ? '—' : showBaht(payment.amount)} · {t(`staff.order.provider.${payment.provider}`, { defaultValue: payment.provider })}{' '}
                · {t(`staff.order.outcome.${payment.outcome}`, { defaultValue: payment.outcome })}
              </span>
              <span className="block text-muted">
                <When at={payment.at} language={language} />
                {payment.reference ? ` · ${t('staff.order.reference')} ${payment.reference}` : ''}
                {payment.needsRefund ? ` · ${t('staff.order.needsRefund')}` : ''}
              </span>
              {payment.reason ? <span className="block break-words">{payment.reason}</span> : null}
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-4 text-sm font-bold text-ink">{t('staff.order.refundsTitle')}</h3>
      {order.refunds.length === 0 ? (
        <p className="text-sm text-muted">{t('staff.order.noRefunds')}</p>
      ) : (
        <ul className="mt-1 space-y-2 text-sm">
          {order.refunds.map((refund, index) => (
            <li key={`${refund.at}-${index}`}>
              <span className="font-semibold">
                {refund.amount === null ? '—' : showBaht(refund.amount)} · {t(`staff.order.provider.${refund.provider}`, { defaultValue: refund.provider })} ·{' '}
                {t(`staff.order.refundStatus.${refund.status}`, { defaultValue: refund.status })}
              </span>
              <span className="block text-muted">
                <When at={refund.at} language={language} />
                {refund.reference ? ` · ${t('staff.order.reference')} ${refund.reference}` : ''}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
