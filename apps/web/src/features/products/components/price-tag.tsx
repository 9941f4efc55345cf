import { useTranslation } from 'react-i18next';
import { formatBaht } from '@pawsook/shared/money/money';
import { priceView, type PricedItem } from '../product-price';

/** The price the shopper pays, and while a special price runs the regular price struck through and the saving. */
export function PriceTag({ item, size = 'md', className = '' }: { item: PricedItem; size?: 'md' | 'lg'; className?: string }) {
  const { t } = useTranslation();
  const view = priceView(item);
  const discounted = view.regular !== null;
  return (
    <div className={className}>
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="sr-only">{discounted ? t('products.price.special') : t('products.price.label')}</span>
        <span className={`font-bold ${discounted ? 'text-red-700' : 'text-brand-900'} ${size === 'lg' ? 'text-3xl' : 'text-lg'}`}>{formatBaht(view.now)}</span>
        {view.regular !== null ? (
          <span className={`text-muted ${size === 'lg' ? 'text-lg' : 'text-sm'}`}>
            <span className="sr-only">{t('products.price.regular')}</span>
            <del>{formatBaht(view.regular)}</del>
          </span>
        ) : null}
      </p>
      {view.saving !== null ? (
        <p className={`font-semibold text-green-800 ${size === 'lg' ? 'mt-1 text-base' : 'text-xs'}`}>
          {view.savingPercent !== null
            ? t('products.price.savingPercent', { amount: formatBaht(view.saving), percent: view.savingPercent })
            : t('products.price.saving', { amount: formatBaht(view.saving) })}
        </p>
      ) : null}
    </div>
  );
}
