import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';
import { EmptyCartPicture } from './cart-icons';

/** An empty cart on the checkout page: the picture, the spec's words and a way back to the shop. */
export function EmptyCart() {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col items-center rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center">
      <EmptyCartPicture className="h-32 w-auto" />
      <p className="mt-4 text-lg font-bold text-brand-900">{t('cart.empty')}</p>
      <p className="mt-1 max-w-md text-muted">{t('cart.emptyText')}</p>
      <Link to="/" className={buttonClass('primary', 'mt-6')}>
        {t('cart.continueShopping')}
      </Link>
    </div>
  );
}
