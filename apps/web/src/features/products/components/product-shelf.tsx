import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { ProductList } from '@pawsook/shared/schemas/products';
import { useLanguage } from '../../../lib/use-language';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { Button } from '../../../ui/button';
import { productShelfQuery } from '../api/product-queries';
import { sharedEnd } from '../countdown';
import { listPath } from '../list-paths';
import { FlashSaleCountdown, FlashSaleCountdownPlaceholder } from './flash-sale-countdown';
import { ProductCard, ProductCardSkeleton } from './product-card';
import { ProductCarousel, SLIDE_CLASS } from './product-carousel';

/**
 * One list of the home page (flash sale, best sellers, …) as a titled carousel with a "see all"
 * link. Its products are asked for and drawn only once the shelf nears the screen: the home page
 * has seven shelves, and drawing all of them at once kept a phone's main thread busy for seconds.
 * The server draws the products of the shelves of the first screens only (`drawnOnServer`,
 * decision 0047); the others come as the page's heading, "see all" link and a placeholder of the
 * shelf's height, and their products are asked for in the browser as they near the screen.
 */
export function ProductShelf({ list, id, text, drawnOnServer = false }: { list: ProductList; id: string; text?: string; drawnOnServer?: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const sectionRef = useRef<HTMLElement>(null);
  const near = useNearViewport(sectionRef, { nearOnServer: drawnOnServer });
  const query = useQuery({ ...productShelfQuery(language, list), enabled: near });
  const title = t(`products.lists.${list}.title`);
  const items = query.data?.items ?? [];
  const flashSale = list === 'flash-sale';
  // the sale's end, when the whole list ends together: the moment each product page counts to too
  // (never the first of different ends, which no product page would show); at the end, ask again
  const endsAt = flashSale
    ? sharedEnd(
        items.map((i) => i.flashSaleEndAt),
        items.length >= (query.data?.totalRecord ?? 0),
        query.dataUpdatedAt,
      )
    : null;

  return (
    <section ref={sectionRef} id={id} aria-labelledby={`${id}-heading`}>
      <div className="mb-4">
        <div className="flex items-end justify-between gap-4">
          <h2 id={`${id}-heading`} className="text-2xl font-bold text-brand-900 md:text-3xl">
            {title}
          </h2>
          <Link
            to={listPath(list)}
            aria-label={t('products.lists.seeAllNamed', { title })}
            className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 font-semibold text-brand-800 underline-offset-4 hover:bg-brand-50 hover:underline"
          >
            {t('products.lists.seeAll')}
            <span aria-hidden="true">→</span>
          </Link>
        </div>
        {text ? <p className="mt-1 text-muted">{text}</p> : null}
        {endsAt !== null ? (
          <div className="mt-2">
            <FlashSaleCountdown key={endsAt} endsAt={endsAt} onEnd={() => void query.refetch()} />
          </div>
        ) : flashSale && query.isPending ? (
          <div className="mt-2">
            <FlashSaleCountdownPlaceholder />
          </div>
        ) : null}
      </div>
      {query.isPending ? (
        <div className="-ml-3 flex overflow-hidden py-1" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <div key={i} className={SLIDE_CLASS}>
              {/* far below the screen nothing is loading yet: a still placeholder of the same size */}
              <ProductCardSkeleton still={!near} />
            </div>
          ))}
        </div>
      ) : query.isError && items.length === 0 ? (
        <div role="alert" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 text-center">
          <p className="font-semibold text-brand-900">{t('common.loadErrorTitle')}</p>
          <Button variant="secondary" className="mt-3" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-2xl bg-stone-50 p-5 text-center text-muted">{t(`products.lists.${list}.empty`)}</p>
      ) : (
        <ProductCarousel label={title} items={items} itemKey={(item) => item.productId} renderItem={(item) => <ProductCard product={item} />} />
      )}
    </section>
  );
}
