import { useTranslation } from 'react-i18next';
import type { Language } from '../../../lib/preferences';
import type { OrderTracking } from '../api/order-queries';
import { formatOrderDateTime } from '../order-format';
import { statusNameKey } from '../order-status-view';

/**
 * Every status change of the order, oldest first, with its date and time (member-area spec §4, the
 * transition table's moves): an ordered list, the latest step marked as the current one.
 */
export function TrackingTimeline({ history, language }: { history: OrderTracking['history']; language: Language }) {
  const { t } = useTranslation();
  const last = history.length - 1;
  return (
    <ol className="ml-1">
      {history.map((step, index) => {
        const current = index === last;
        return (
          <li key={`${step.statusId}-${step.at}`} aria-current={current ? 'step' : undefined} className="relative pb-5 pl-8 last:pb-0">
            {/* the line to the next step: none after the last */}
            {index < last ? <span aria-hidden="true" className="absolute top-3 bottom-0 left-[7px] w-0.5 translate-y-1.5 bg-brand-200" /> : null}
            <span
              aria-hidden="true"
              className={`absolute top-1.5 left-0 size-4 rounded-full border-2 ${current ? 'border-brand-700 bg-brand-700 ring-4 ring-brand-100' : 'border-brand-300 bg-white'}`}
            />
            <p className={current ? 'font-bold text-brand-900' : 'font-semibold text-ink'}>
              {t(statusNameKey(step.statusId))}
              {current ? (
                <span className="ml-2 inline-flex rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">{t('orders.tracking.current')}</span>
              ) : null}
            </p>
            <p className="text-sm text-muted">
              <time dateTime={step.at}>{formatOrderDateTime(step.at, language)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}
