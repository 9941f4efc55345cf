import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatBaht } from '@pawsook/shared/money/money';
import type { ProductSku } from '@pawsook/shared/schemas/products';
import { useBottomBarSpace } from '../../hooks/use-bottom-bar-space';
import { priceView } from '../../product-price';

/**
 * A phone's buy bar, fixed to the bottom of the screen as Thai marketplace apps keep it: the chosen
 * option's price, then the quantity and the add-to-cart button it is given. It stays where the page
 * put it in the reading and tab order (after the options and the donation place), and the page keeps
 * clear of it (useBottomBarSpace). Toasts come at the top of the screen, so it hides none. From
 * 768 px CSS hides it (the page drawn on the server has it at every width; the desktop's controls
 * are hidden below 768 px instead).
 */
export function PhoneBuyBar({ sku, option, children }: { sku: ProductSku; option: string | null; children: ReactNode }) {
  const { t } = useTranslation();
  const bar = useRef<HTMLDivElement>(null);
  useBottomBarSpace(bar);
  const view = priceView(sku);
  return (
    <div
      ref={bar}
      role="region"
      aria-label={t('products.detail.buyBar')}
      data-testid="phone-buy-bar"
      className="phone-buy-bar fixed inset-x-0 bottom-0 z-20 border-t border-stone-200 bg-white px-3 pt-2 pb-[max(0.5rem,env(safe-area-inset-bottom))] shadow-[0_-4px_12px_rgb(0_0_0/0.08)] md:hidden"
    >
      <div className="mx-auto flex max-w-lg items-center gap-2">
        <p className="min-w-0 shrink-0 leading-tight">
          <span className="sr-only">{view.regular !== null ? t('products.price.special') : t('products.price.label')}</span>
          <span className={`block text-base font-bold ${view.regular !== null ? 'text-red-700' : 'text-brand-900'}`}>{formatBaht(view.now)}</span>
          {option ? <span className="block max-w-20 truncate text-xs text-muted">{option}</span> : null}
        </p>
        {children}
      </div>
    </div>
  );
}
