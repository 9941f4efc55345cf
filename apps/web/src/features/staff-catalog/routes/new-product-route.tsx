import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';
import { RequirePermission } from '../../back-office/components/require-permission';
import { catalogListHref } from '../catalog-params';
import { NewProductForm } from '../components/new-product-form';

/** /staff/catalog/new: a new product with its SKUs, for those with catalog.write. */
export function NewProductRoute() {
  const { t } = useTranslation();
  usePageTitle(t('staffCatalog.newProduct.title'));
  return (
    <div>
      <Link to={catalogListHref()} className={buttonClass('ghost', '-ml-3 mb-2')}>
        ← {t('staffCatalog.product.back')}
      </Link>
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('staffCatalog.newProduct.title')}</h1>
      <p className="mt-2 mb-5 text-muted">{t('staffCatalog.newProduct.text')}</p>
      <RequirePermission permission="catalog.write">
        <NewProductForm />
      </RequirePermission>
    </div>
  );
}
