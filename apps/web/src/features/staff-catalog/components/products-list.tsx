import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/api-client';
import type { Language } from '../../../lib/preferences';
import type { StaffProduct, StaffSku } from '../api/catalog-calls';
import { stockState } from '../catalog-format';
import { productEditHref } from '../catalog-params';
import { useCatalogNames } from '../hooks/use-catalog-names';

const head = 'px-3 py-3 text-left text-sm font-semibold text-brand-900';
const cell = 'px-3 py-3 align-top text-sm';
const productLink = 'font-semibold break-words text-brand-800 underline underline-offset-4 hover:text-brand-900';

export const productName = (product: Pick<StaffProduct, 'nameTh' | 'nameEn'>, language: Language) => (language === 'th' ? product.nameTh : product.nameEn);
const otherName = (product: Pick<StaffProduct, 'nameTh' | 'nameEn'>, language: Language) => (language === 'th' ? product.nameEn : product.nameTh);

/** The product's main image, small; decorative (the name beside it says what it is). */
export function ProductThumb({ product, size = 'size-16' }: { product: StaffProduct; size?: string }) {
  const src = imageUrl(product.imageKeys[0]);
  return src ? (
    <img
      src={src}
      alt=""
      loading="lazy"
      decoding="async"
      width={64}
      height={64}
      className={`${size} shrink-0 rounded-xl border border-brand-100 bg-white object-contain`}
    />
  ) : (
    <span aria-hidden="true" className={`${size} shrink-0 rounded-xl border border-dashed border-brand-200 bg-brand-50`} />
  );
}

export function StatusBadge({ status }: { status: 'active' | 'inactive' }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${status === 'active' ? 'bg-green-100 text-green-900' : 'bg-stone-200 text-stone-800'}`}
    >
      {t(`staffCatalog.status.${status}`)}
    </span>
  );
}

/** Each SKU's code and units, the low and empty ones marked in words (not colour alone). */
export function SkuStock({ skus }: { skus: StaffSku[] }) {
  const { t } = useTranslation();
  return (
    <ul className="space-y-1">
      {skus.map((sku) => {
        const state = stockState(sku.stock);
        return (
          <li key={sku.id} className="flex flex-wrap items-center gap-x-2 gap-y-0.5">
            <span className="font-mono text-xs break-all">{sku.skuCode}</span>
            <span className="tabular-nums">{t('staffCatalog.stock.units', { count: sku.stock })}</span>
            {state !== 'ok' ? (
              <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${state === 'out' ? 'bg-red-100 text-red-900' : 'bg-amber-100 text-amber-900'}`}>
                {t(`staffCatalog.stock.${state}`)}
              </span>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

function Names({ product, language }: { product: StaffProduct; language: Language }) {
  return (
    <>
      <Link to={productEditHref(product.id)} className={productLink}>
        {productName(product, language)}
      </Link>
      <span lang={language === 'th' ? 'en' : 'th'} className="mt-0.5 block text-muted break-words">
        {otherName(product, language)}
      </span>
    </>
  );
}

/** Wide screens: one row per product, its name the link to it. */
export function ProductsTable({ products, caption, language }: { products: StaffProduct[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const { brandName, categoryName } = useCatalogNames(language);
  return (
    <div className="hidden overflow-x-auto rounded-2xl border border-brand-100 md:block">
      <table className="w-full border-collapse bg-white">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-brand-50">
          <tr>
            <th scope="col" className={head}>
              <span className="sr-only">{t('staffCatalog.list.image')}</span>
            </th>
            <th scope="col" className={head}>
              {t('staffCatalog.list.product')}
            </th>
            <th scope="col" className={head}>
              {t('staffCatalog.list.brandCategory')}
            </th>
            <th scope="col" className={head}>
              {t('staffCatalog.list.status')}
            </th>
            <th scope="col" className={head}>
              {t('staffCatalog.list.stock')}
            </th>
          </tr>
        </thead>
        <tbody>
          {products.map((product) => (
            <tr key={product.id} className="border-t border-brand-100">
              <td className={cell}>
                <ProductThumb product={product} />
              </td>
              <th scope="row" className={`${cell} max-w-80 text-left font-normal`}>
                <Names product={product} language={language} />
              </th>
              <td className={cell}>
                <span className="block">{brandName(product.brandId)}</span>
                <span className="block text-muted">{categoryName(product.categoryId)}</span>
              </td>
              <td className={cell}>
                <StatusBadge status={product.displayStatus} />
              </td>
              <td className={cell}>
                <SkuStock skus={product.skus} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Narrow screens: one card per product, each part named. */
export function ProductsCards({ products, caption, language }: { products: StaffProduct[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const { brandName, categoryName } = useCatalogNames(language);
  return (
    <ul aria-label={caption} className="space-y-3 md:hidden">
      {products.map((product) => (
        <li key={product.id} className="rounded-2xl border border-brand-100 bg-white p-4 text-sm">
          <div className="flex gap-3">
            <ProductThumb product={product} />
            <p className="min-w-0 flex-1">
              <Names product={product} language={language} />
            </p>
          </div>
          <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-2">
            <dt className="text-muted">{t('staffCatalog.list.brandCategory')}</dt>
            <dd>
              {brandName(product.brandId)} · {categoryName(product.categoryId)}
            </dd>
            <dt className="text-muted">{t('staffCatalog.list.status')}</dt>
            <dd>
              <StatusBadge status={product.displayStatus} />
            </dd>
            <dt className="text-muted">{t('staffCatalog.list.stock')}</dt>
            <dd>
              <SkuStock skus={product.skus} />
            </dd>
          </dl>
        </li>
      ))}
    </ul>
  );
}
