import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { imageUrl } from '../../../lib/api-client';
import type { Language } from '../../../lib/preferences';
import { CardFacts } from '../../back-office/components/card-facts';
import { StaffCards } from '../../back-office/components/staff-cards';
import { StaffTable, tableCell } from '../../back-office/components/staff-table';
import type { StaffProduct, StaffSku } from '../api/catalog-calls';
import { stockState } from '../catalog-format';
import { productEditHref } from '../catalog-params';
import { useCatalogNames } from '../hooks/use-catalog-names';

const cell = tableCell.roomy;
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
  const columns = [
    { label: <span className="sr-only">{t('staffCatalog.list.image')}</span> },
    { label: t('staffCatalog.list.product') },
    { label: t('staffCatalog.list.brandCategory') },
    { label: t('staffCatalog.list.status') },
    { label: t('staffCatalog.list.stock') },
  ];
  return (
    <StaffTable caption={caption} columns={columns}>
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
    </StaffTable>
  );
}

/** Narrow screens: one card per product, each part named. */
export function ProductsCards({ products, caption, language }: { products: StaffProduct[]; caption: string; language: Language }) {
  const { t } = useTranslation();
  const { brandName, categoryName } = useCatalogNames(language);
  return (
    <StaffCards caption={caption} items={products} keyOf={(product) => product.id}>
      {(product) => (
        <>
          <div className="flex gap-3">
            <ProductThumb product={product} />
            <p className="min-w-0 flex-1">
              <Names product={product} language={language} />
            </p>
          </div>
          <CardFacts
            className="mt-3 gap-y-2"
            facts={[
              { term: t('staffCatalog.list.brandCategory'), value: `${brandName(product.brandId)} · ${categoryName(product.categoryId)}` },
              { term: t('staffCatalog.list.status'), value: <StatusBadge status={product.displayStatus} /> },
              { term: t('staffCatalog.list.stock'), value: <SkuStock skus={product.skus} /> },
            ]}
          />
        </>
      )}
    </StaffCards>
  );
}
