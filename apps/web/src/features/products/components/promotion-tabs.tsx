import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { productShelfQuery } from '../api/product-queries';
import { sharedEnd } from '../countdown';
import { PROMOTION_LISTS, type PromotionList } from '../list-paths';
import { FlashSaleCountdown } from './flash-sale-countdown';

/** The three promotion lists as links (?list=…), the current one marked, with the flash sale's countdown when its products end together. */
export function PromotionTabs({ current }: { current: PromotionList }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const flash = useQuery({ ...productShelfQuery(language, 'flash-sale'), enabled: current === 'flash-sale' });
  // the same end as the home page's and each product page's: only when the whole list ends together
  const endsAt =
    current === 'flash-sale' && flash.data
      ? sharedEnd(
          flash.data.items.map((i) => i.flashSaleEndAt),
          flash.data.items.length >= flash.data.totalRecord,
          flash.dataUpdatedAt,
        )
      : null;
  return (
    <div className="space-y-4">
      <nav aria-label={t('products.promotion.tabsLabel')}>
        <ul className="flex flex-wrap gap-2">
          {PROMOTION_LISTS.map((list) => (
            <li key={list}>
              <Link
                to={`?list=${list}`}
                aria-current={list === current ? 'page' : undefined}
                className={`inline-flex min-h-11 items-center rounded-full border-2 px-5 font-semibold ${
                  list === current ? 'border-brand-800 bg-brand-800 text-white' : 'border-brand-200 bg-white text-brand-900 hover:border-brand-500'
                }`}
              >
                {t(`products.lists.${list}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="max-w-3xl text-ink">{t(`products.promotion.copy.${current}`)}</p>
      {endsAt !== null ? <FlashSaleCountdown key={endsAt} endsAt={endsAt} onEnd={() => void flash.refetch()} /> : null}
    </div>
  );
}
