import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';
import { PawIcon } from '../../../ui/paw-icon';

/** /product without an id: a friendly way into the catalogue. */
export function ProductIndexRoute() {
  const { t } = useTranslation();
  usePageTitle(t('products.index.title'));
  return (
    <div className="container-page py-12 md:py-20">
      <div className="mx-auto max-w-2xl rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center md:px-12">
        <PawIcon className="mx-auto size-16" />
        <h1 className="mt-5 text-2xl font-bold text-brand-900 md:text-3xl">{t('products.index.title')}</h1>
        <p className="mt-3 text-ink">{t('products.index.text')}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/categories/all" className={buttonClass('primary', 'px-8')}>
            {t('products.index.all')}
          </Link>
          <Link to="/promotion" className={buttonClass('secondary', 'px-6')}>
            {t('products.index.promotion')}
          </Link>
          <Link to="/" className={buttonClass('ghost', 'px-6')}>
            {t('products.index.home')}
          </Link>
        </div>
      </div>
    </div>
  );
}
