import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { mayUse } from '@pawsook/shared/staff/staff-roles';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { isStaffCallError } from '../../../lib/call-refusals';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { RequirePermission } from '../../back-office/components/require-permission';
import { useStaffPerson } from '../../back-office/hooks/use-staff-person';
import { FormAlert } from '../../../ui/form/form-alert';
import { useStaffProduct } from '../api/catalog-queries';
import { AddSkuForm } from '../components/add-sku-form';
import { ProductForm } from '../components/product-form';
import { ProductImages } from '../components/product-images';
import type { NewProductState } from '../components/new-product-form';
import { productName, StatusBadge } from '../components/products-list';
import { SkuPanel } from '../components/sku-panel';
import { LoadFailed } from '../../../ui/load-failed';

function ProductEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const person = useStaffPerson();
  const product = useStaffProduct(id);
  const canWrite = mayUse(person.role, 'catalog.write');
  // a new product opens here saying what became of it (off sale until put on sale, photos next),
  // as long as it still holds: once its status changes the page's own messages take over
  const location = useLocation();
  const [created] = useState((location.state as NewProductState | null)?.created ?? null);
  usePageTitle(product.data ? productName(product.data, language) : t('staffCatalog.product.title'));

  if (product.isPending) return <Spinner label={t('common.loading')} />;
  if (product.isError) {
    let refusal;
    if (isStaffCallError(product.error) && product.error.forbidden) refusal = <ForbiddenNotice message={product.error.message} />;
    else if (isStaffCallError(product.error) && product.error.status === 404)
      refusal = <p className="rounded-2xl border border-brand-100 bg-white p-5">{t('staffCatalog.product.notFound', { id })}</p>;
    else refusal = <LoadFailed withText={false} title={t('staffCatalog.product.loadError')} onRetry={() => void product.refetch()} />;
    return (
      <>
        <h1 className="mb-5 text-2xl font-bold text-brand-900 md:text-3xl">{t('staffCatalog.product.title')}</h1>
        {refusal}
      </>
    );
  }

  const detail = product.data;
  return (
    <>
      <h1 className="text-2xl font-bold break-words text-brand-900 md:text-3xl">{productName(detail, language)}</h1>
      <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-muted">
        <StatusBadge status={detail.displayStatus} />
        <a href={`/${language}/product/${detail.id}`} target="_blank" rel="noreferrer" className="font-semibold text-brand-800 underline underline-offset-4">
          {t('staffCatalog.product.inShop')}
        </a>
      </p>
      {created !== null && created === detail.displayStatus ? (
        <div className="mt-4">
          <FormAlert tone="success">{t(created === 'active' ? 'staffCatalog.newProduct.createdOnSale' : 'staffCatalog.newProduct.createdOffSale')}</FormAlert>
        </div>
      ) : null}
      {canWrite ? null : (
        <p role="note" className="mt-4 rounded-2xl border border-brand-200 bg-brand-50 p-4 text-sm text-ink">
          {t('staffCatalog.product.readOnly')}
        </p>
      )}
      <div className="mt-5 grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <ProductForm key={detail.id} product={detail} canWrite={canWrite} />
        <ProductImages product={detail} canWrite={canWrite} />
      </div>
      <section aria-labelledby="product-skus" className="mt-6">
        <h2 id="product-skus" className="mb-3 text-lg font-bold text-ink">
          {t('staffCatalog.sku.title', { count: detail.skus.length })}
        </h2>
        <div className="space-y-4">
          {detail.skus.map((sku) => (
            <SkuPanel key={sku.id} sku={sku} productId={detail.id} canWrite={canWrite} />
          ))}
          {canWrite ? <AddSkuForm product={detail} /> : null}
        </div>
      </section>
    </>
  );
}

/** /staff/catalog/:id: one product with its SKUs; changed by those with catalog.write, read by the rest. */
export function ProductRoute() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const productId = /^\d{1,15}$/.test(id) ? Number(id) : null;
  return (
    <div>
      <Link to="/staff/catalog" className={buttonClass('ghost', '-ml-3 mb-2')}>
        ← {t('staffCatalog.product.back')}
      </Link>
      <RequirePermission permission="catalog.read">
        {productId === null ? (
          <p className="rounded-2xl border border-brand-100 bg-white p-5">{t('staffCatalog.product.notFound', { id })}</p>
        ) : (
          <ProductEdit key={productId} id={productId} />
        )}
      </RequirePermission>
    </div>
  );
}
