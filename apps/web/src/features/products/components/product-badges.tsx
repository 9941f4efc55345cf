import { useTranslation } from 'react-i18next';
import type { ProductListItem } from '@pawsook/shared/schemas/products';
import { priceView } from '../product-price';

type BadgeItem = Pick<
  ProductListItem,
  'flashSaleEndAt' | 'isNew' | 'isClearance' | 'isDonation' | 'inStock' | 'soldSeparately' | 'price' | 'specialPrice' | 'sellPrice'
>;

/** Free gift, flash sale, special price, new, clearance, donation and out-of-stock labels (white on dark: AA contrast). */
export function ProductBadges({ item, className = '' }: { item: BadgeItem; className?: string }) {
  const { t } = useTranslation();
  const saving = priceView(item).savingPercent;
  const badges: Array<{ key: string; text: string; tone: string }> = [];
  // a gift is not sold on its own: "out of stock" would say it could be
  if (!item.soldSeparately) badges.push({ key: 'gift', text: t('products.badges.gift'), tone: 'bg-green-800' });
  else if (!item.inStock) badges.push({ key: 'out', text: t('products.badges.outOfStock'), tone: 'bg-stone-700' });
  if (item.flashSaleEndAt) badges.push({ key: 'flash', text: t('products.badges.flashSale'), tone: 'bg-red-700' });
  if (saving !== null) badges.push({ key: 'saving', text: t('products.badges.saving', { percent: saving }), tone: 'bg-brand-700' });
  if (item.isNew) badges.push({ key: 'new', text: t('products.badges.new'), tone: 'bg-accent-700' });
  if (item.isClearance) badges.push({ key: 'clearance', text: t('products.badges.clearance'), tone: 'bg-amber-800' });
  if (item.isDonation) badges.push({ key: 'donation', text: t('products.badges.donation'), tone: 'bg-sky-800' });
  if (badges.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-1 ${className}`} aria-label={t('products.badges.label')}>
      {badges.map((b) => (
        <li key={b.key} className={`product-badge ${b.tone}`}>
          {b.text}
        </li>
      ))}
    </ul>
  );
}
