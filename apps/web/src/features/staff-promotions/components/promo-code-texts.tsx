import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@pawsook/shared/format/date';
import type { Language } from '../../../lib/preferences';
import { showBaht } from '../../back-office/order-format';
import type { StaffPromoCode } from '../api/promotions-calls';

/** The discount in words: "10% off, up to ฿100.00" or "฿50.00 off". */
export function useDiscountText(): (code: Pick<StaffPromoCode, 'kind' | 'value' | 'maxDiscount'>) => string {
  const { t } = useTranslation();
  return (code) =>
    code.kind === 'percent'
      ? code.maxDiscount === null
        ? t('staffPromotions.value.percent', { value: code.value })
        : t('staffPromotions.value.percentCapped', { value: code.value, max: showBaht(code.maxDiscount) })
      : t('staffPromotions.value.fixed', { value: showBaht(code.value) });
}

/** The uses: "3 of 50 used · 47 left", or "3 used · no limit". */
export function useUsesText(): (code: Pick<StaffPromoCode, 'usedCount' | 'totalQuota' | 'quotaLeft'>) => string {
  const { t } = useTranslation();
  return (code) =>
    code.totalQuota === null
      ? t('staffPromotions.uses.unlimited', { used: code.usedCount })
      : t('staffPromotions.uses.limited', { used: code.usedCount, total: code.totalQuota, left: code.quotaLeft ?? 0 });
}

/** The window in Bangkok time in the page's language. */
export function WindowText({ startsAt, endsAt, language }: { startsAt: string; endsAt: string | null; language: Language }) {
  const { t } = useTranslation();
  return (
    <span>
      <time dateTime={startsAt} className="whitespace-nowrap">
        {formatDateTime(startsAt, language)}
      </time>
      {' – '}
      {endsAt === null ? (
        t('staffPromotions.value.noEnd')
      ) : (
        <time dateTime={endsAt} className="whitespace-nowrap">
          {formatDateTime(endsAt, language)}
        </time>
      )}
    </span>
  );
}
