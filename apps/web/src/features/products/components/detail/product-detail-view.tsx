import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductDetail, ProductSku } from '@pawsook/shared/schemas/products';
import { pickLocalised } from '../../../../lib/localised';
import { Breadcrumb } from '../../../../ui/breadcrumb';
import type { Language } from '../../../../lib/preferences';
import { FlashSaleCountdown } from '../flash-sale-countdown';
import { PriceTag } from '../price-tag';
import { ProductBadges } from '../product-badges';
import { ProductGallery } from './product-gallery';
import { PurchasePanel } from './purchase-panel';
import { ReviewSummary } from './review-summary';
import { ShareToLine } from './share-to-line';
import { choiceName, VariantPicker } from './variant-picker';
import { showsFigure } from '@pawsook/shared/stock/shown-stock';

/** The SKU the address names, else the one the listing showed, else the first. */
export function selectedSku(product: ProductDetail, skuId: number | null): ProductSku | null {
  return product.skus.find((s) => s.skuId === skuId) ?? product.skus.find((s) => s.skuId === product.skuId) ?? product.skus[0] ?? null;
}

/** Every picture of the product and of its options, each once, in a fixed order. */
export function galleryImages(product: ProductDetail): string[] {
  return [...new Set([...product.images, ...product.skus.map((s) => s.mainImage)].filter(Boolean))];
}

export interface ProductDetailViewProps {
  product: ProductDetail;
  language: Language;
  /** the option chosen in the address (?sku=) */
  skuId: number | null;
  onSelectSku: (sku: ProductSku) => void;
  /** the favourites heart (from the wishlist feature) */
  wishlistButton?: ReactNode;
  /** the stars and count under the name (from the reviews feature); without it, the product's own summary */
  reviewSummary?: ReactNode;
  /** the reviews, below the description (from the reviews feature) */
  reviews?: ReactNode;
  onFlashSaleEnd?: () => void;
}

export function ProductDetailView({ product, language, skuId, onSelectSku, wishlistButton, reviewSummary, reviews, onFlashSaleEnd }: ProductDetailViewProps) {
  const { t } = useTranslation();
  const sku = selectedSku(product, skuId);
  const images = galleryImages(product);
  // a picture the shopper picked stays until another option is chosen
  const [picked, setPicked] = useState<{ skuId: number | null; image: string } | null>(null);
  const image = picked && picked.skuId === (sku?.skuId ?? null) ? picked.image : (sku?.mainImage ?? images[0] ?? '');

  const name = pickLocalised(product, 'productName', language);
  const brand = pickLocalised(product, 'brandName', language);
  const category = pickLocalised(product, 'categoryName', language);
  const description = pickLocalised(product, 'description', language);
  const option = sku && product.isProductVariant ? choiceName(sku, language) : null;
  const flashEnd = product.flashSaleEndAt ? Date.parse(product.flashSaleEndAt) : null;
  const hidden = product.stockState === 'not-displayed';
  // why it cannot be ordered: taken off sale, or a free gift that is not sold on its own
  const notForSale = product.soldSeparately
    ? { title: t('products.stock.notDisplayedTitle'), text: t('products.stock.notDisplayedText') }
    : { title: t('products.stock.giftTitle'), text: t('products.stock.giftText') };
  const coins = sku && sku.skuId === product.skuId && product.receiveCoin > 0 ? product.receiveCoin : null;
  // no option of it can be bought: the page says "sold out", never "choose another one"
  const soldOut = product.stockState === 'out-of-stock' || !product.skus.some((s) => s.totalProduct > 0 && s.displayStatus === 'active');

  return (
    <article className="container-page py-6 md:py-8">
      <Breadcrumb
        label={t('products.detail.breadcrumb')}
        className="mb-4"
        trail={[{ label: category, to: `/categories/${encodeURIComponent(product.categorySeoUrlSlug)}` }, { label: name }]}
      />

      <div className="grid gap-6 md:grid-cols-2 md:gap-10">
        <ProductGallery
          images={images}
          selected={image}
          onSelect={(key) => setPicked({ skuId: sku?.skuId ?? null, image: key })}
          alt={option ? `${name} – ${option}` : name}
        />

        <div className="min-w-0 space-y-5">
          <div>
            <ProductBadges item={sku ? { ...product, price: sku.price, specialPrice: sku.specialPrice, sellPrice: sku.sellPrice } : product} className="mb-2" />
            <Link
              to={`/brands/${encodeURIComponent(product.brandSeoUrl)}`}
              className="inline-flex min-h-8 items-center text-sm font-semibold text-accent-700 underline-offset-4 hover:underline"
            >
              {brand}
            </Link>
            <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{name}</h1>
            <div className="mt-2 flex flex-wrap items-center justify-between gap-3">
              {reviewSummary ?? <ReviewSummary average={product.reviewSummary.average} count={product.reviewSummary.count} />}
              <ShareToLine productId={product.productId} language={language} />
            </div>
          </div>

          {flashEnd !== null && !hidden ? (
            <div className="flex flex-wrap items-center gap-3 rounded-2xl bg-red-50 px-4 py-3">
              <span className="font-bold text-red-800">{t('products.badges.flashSale')}</span>
              <FlashSaleCountdown key={flashEnd} endsAt={flashEnd} onEnd={onFlashSaleEnd} tone="dark" />
            </div>
          ) : null}

          {sku && product.soldSeparately ? <PriceTag item={sku} size="lg" /> : null}

          {hidden ? (
            <div role="status" className="rounded-2xl border border-stone-300 bg-stone-100 p-4">
              <p className="font-semibold text-ink">{notForSale.title}</p>
              <p className="mt-1 text-sm text-muted">{notForSale.text}</p>
              <Link
                to={`/categories/${encodeURIComponent(product.categorySeoUrlSlug)}`}
                className="mt-2 inline-flex min-h-11 items-center font-semibold text-brand-800 underline underline-offset-4"
              >
                {t('products.detail.moreInCategory', { category })}
              </Link>
            </div>
          ) : (
            <>
              {product.isProductVariant && product.skus.length > 1 && sku ? (
                <VariantPicker skus={product.skus} selectedSkuId={sku.skuId} onSelect={onSelectSku} language={language} />
              ) : null}
              {sku && !soldOut ? <StockLine stock={sku.totalProduct} /> : null}
              {coins !== null ? (
                <p className="flex items-center gap-2 text-sm text-ink">
                  <span aria-hidden="true" className="flex size-6 items-center justify-center rounded-full bg-amber-300 text-xs font-bold text-amber-900">
                    ฿
                  </span>
                  {t('products.detail.coins', { count: coins })}
                </p>
              ) : null}
              {soldOut ? (
                // nothing else to choose: sold out, and the favourites offered right beside it
                <div className="flex items-center gap-4 rounded-2xl bg-stone-100 p-4">
                  <div role="status" className="min-w-0 flex-1">
                    <p className="font-bold text-red-700">{t('products.stock.soldOut')}</p>
                    <p className="mt-1 font-semibold text-ink">{t('products.stock.allOutOfStock')}</p>
                  </div>
                  {wishlistButton}
                </div>
              ) : null}
              {sku ? (
                <PurchasePanel key={sku.skuId} product={product} sku={sku} language={language} wishlistButton={soldOut ? undefined : wishlistButton} />
              ) : null}
            </>
          )}
          {hidden ? <div>{wishlistButton}</div> : null}
        </div>
      </div>

      <section aria-labelledby="product-description" className="mt-10 max-w-3xl">
        <h2 id="product-description" className="text-xl font-bold text-brand-900">
          {t('products.detail.description')}
        </h2>
        <p className="mt-3 whitespace-pre-line text-ink">{description || t('products.detail.noDescription')}</p>
        <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 text-sm">
          <dt className="font-semibold text-muted">{t('products.detail.brand')}</dt>
          <dd>{brand}</dd>
          <dt className="font-semibold text-muted">{t('products.detail.category')}</dt>
          <dd>{category}</dd>
          <dt className="font-semibold text-muted">{t('products.detail.petType')}</dt>
          <dd>{t(`products.petTypes.${product.petType}`)}</dd>
          <dt className="font-semibold text-muted">{t('products.detail.age')}</dt>
          <dd>{t(`products.ages.${product.lifeStage}`)}</dd>
          {sku ? (
            <>
              <dt className="font-semibold text-muted">{t('products.detail.skuCode')}</dt>
              <dd>{sku.skuCode}</dd>
            </>
          ) : null}
        </dl>
      </section>
      {reviews}
    </article>
  );
}

/**
 * How few are left, or only that it is in stock: a figure above FEW_LEFT would change with every
 * order and re-draw the kept page for nothing a shopper needs (decision 0071).
 */
function StockLine({ stock }: { stock: number }) {
  const { t } = useTranslation();
  if (stock <= 0) return <p className="font-semibold text-red-700">{t('products.stock.optionOutOfStock')}</p>;
  if (showsFigure(stock)) return <p className="font-semibold text-amber-800">{t('products.stock.few', { count: stock })}</p>;
  return <p className="font-semibold text-green-800">{t('products.stock.inStock')}</p>;
}
