import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/preferences';
import type { OrderTracking } from '../api/order-queries';
import { deliveryDayOf } from '../delivery-day';
import { formatCalendarDay } from '../order-format';
import { Fact, FactList } from './fact-list';

type Shipment = OrderTracking['shipment'];

/** The day delivered, or the expected day (said to be an estimate when it is the shop's), or that none will come. */
export function ExpectedDelivery({ shipment, language }: { shipment: Shipment; language: Language }) {
  const { t } = useTranslation();
  const day = deliveryDayOf(shipment);
  switch (day.kind) {
    case 'delivered':
      return <>{t('orders.tracking.deliveredOnValue', { date: formatCalendarDay(day.day, language) })}</>;
    case 'expected': {
      const date = formatCalendarDay(day.day, language);
      return <>{day.estimate ? t('orders.tracking.estimated', { date }) : date}</>;
    }
    case 'none':
      return <>{t('orders.tracking.noExpected')}</>;
  }
}

/**
 * The parcel (member-area issue 18: carrier and parcel number once staff set them): the carrier's
 * name in the UI language, the parcel number, the carrier's page for it (a new tab), the expected day
 * (the day it was delivered, once it was).
 */
export function ShipmentFacts({ shipment, language }: { shipment: Shipment; language: Language }) {
  const { t } = useTranslation();
  const carrier = language === 'th' ? (shipment.carrierTh ?? shipment.carrierEn) : (shipment.carrierEn ?? shipment.carrierTh);
  return (
    <>
      <FactList>
        {shipment.deliveredOn ? (
          <Fact term={t('orders.tracking.deliveredOn')}>{formatCalendarDay(shipment.deliveredOn, language)}</Fact>
        ) : (
          <Fact term={t('orders.tracking.expected')}>
            <ExpectedDelivery shipment={shipment} language={language} />
          </Fact>
        )}
        {/* a delivered order no carrier was named for was not "not handed to a carrier yet": it came */}
        {carrier || !shipment.deliveredOn ? <Fact term={t('orders.tracking.carrier')}>{carrier ?? t('orders.tracking.noCarrier')}</Fact> : null}
        {shipment.parcelNo ? <Fact term={t('orders.tracking.parcelNo')}>{shipment.parcelNo}</Fact> : null}
      </FactList>
      {shipment.trackingUrl && carrier ? (
        <a
          href={shipment.trackingUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex min-h-11 items-center gap-1 font-semibold break-words text-brand-800 underline underline-offset-4 hover:text-brand-900"
        >
          {t('orders.tracking.carrierLink', { carrier })}
          <span className="sr-only"> {t('orders.tracking.newTab')}</span>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 shrink-0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
          </svg>
        </a>
      ) : null}
    </>
  );
}
