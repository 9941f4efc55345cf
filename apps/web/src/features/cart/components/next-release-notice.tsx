import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';
import { CHECKOUT_PATH, checkoutSearch } from '../checkout-step';

/**
 * Steps 2 and 3 (delivery, payment and the order result) are the next release's work: this says
 * so plainly and leads back to the cart, which is kept as it is.
 */
export function NextReleaseNotice() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="next-release-title" className="rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center">
      <h2 id="next-release-title" className="text-xl font-bold text-brand-900">
        {t('cart.nextRelease.title')}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-ink">{t('cart.nextRelease.text')}</p>
      <Link to={{ pathname: CHECKOUT_PATH, search: checkoutSearch(1) }} className={buttonClass('primary', 'mt-6')}>
        {t('cart.nextRelease.back')}
      </Link>
    </section>
  );
}
