import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import type { ProductListItem } from '@pawsook/shared/schemas/products';
import { requestSignIn } from '../../../lib/auth-events';
import { pickLocalised } from '../../../lib/localised';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useWishlist, useWishlistChange } from '../api/wishlist-queries';

export const WISHLIST_PATH = '/user/wish-list/wishlist';

export interface WishlistRouteProps {
  /** how a saved product is shown (the app passes the product card), with its remove button */
  renderProduct: (product: ProductListItem, removeButton: ReactNode) => ReactNode;
}

/** /user/wish-list/wishlist: the member's saved products, each with a remove button. */
export function WishlistRoute({ renderProduct }: WishlistRouteProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('wishlist.title'));
  const wishlist = useWishlist();
  const change = useWishlistChange();

  function remove(product: ProductListItem) {
    change.mutate(
      { productId: product.productId, saved: false },
      {
        onSuccess: () => toast.success(t('wishlist.removed')),
        onError: () => toast.error(t('wishlist.failed')),
      },
    );
  }

  let body: ReactNode;
  if (!wishlist.signedIn) {
    body = (
      <Notice title={t('wishlist.guestTitle')} text={t('wishlist.guestText')}>
        <Button onClick={() => requestSignIn({ returnTo: WISHLIST_PATH })}>{t('wishlist.signIn')}</Button>
        <Link to="/" className={buttonClass('secondary')}>
          {t('wishlist.browse')}
        </Link>
      </Notice>
    );
  } else if (wishlist.isPending) {
    body = (
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4" aria-hidden="true">
        {Array.from({ length: 4 }, (_, i) => (
          <li key={i}>
            <Skeleton className="aspect-[3/5] w-full" />
          </li>
        ))}
      </ul>
    );
  } else if (wishlist.isError) {
    body = (
      <Notice title={t('common.loadErrorTitle')} text={t('common.loadErrorText')} alert>
        <Button variant="secondary" onClick={() => void wishlist.refetch()}>
          {t('common.retry')}
        </Button>
      </Notice>
    );
  } else if (wishlist.data.length === 0) {
    body = (
      <Notice title={t('wishlist.emptyTitle')} text={t('wishlist.emptyText')}>
        <Link to="/" className={buttonClass('primary')}>
          {t('wishlist.browse')}
        </Link>
        <Link to="/promotion" className={buttonClass('secondary')}>
          {t('wishlist.promotions')}
        </Link>
      </Notice>
    );
  } else {
    body = (
      <>
        <p role="status" className="mb-4 text-sm text-muted">
          {t('wishlist.count', { count: wishlist.data.length })}
        </p>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
          {wishlist.data.map((product) => (
            <li key={product.productId}>
              {renderProduct(
                product,
                <button
                  type="button"
                  onClick={() => remove(product)}
                  disabled={change.isPending}
                  aria-label={t('wishlist.removeNamed', { name: pickLocalised(product, 'productName', language) })}
                  className="inline-flex min-h-11 w-full items-center justify-center gap-1 rounded-full border border-stone-300 px-3 text-sm font-semibold text-ink hover:border-red-700 hover:text-red-700 disabled:cursor-wait"
                >
                  <span aria-hidden="true">♥</span>
                  {t('wishlist.remove')}
                </button>,
              )}
            </li>
          ))}
        </ul>
      </>
    );
  }

  return (
    // the account shell around /user/* pages gives the page its margins and side menu
    <div>
      <h1 className="mb-6 text-2xl font-bold text-brand-900 md:text-3xl">{t('wishlist.title')}</h1>
      {body}
    </div>
  );
}

function Notice({ title, text, alert = false, children }: { title: string; text: string; alert?: boolean; children?: ReactNode }) {
  return (
    <div role={alert ? 'alert' : undefined} className="rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center">
      <span aria-hidden="true" className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-100 text-2xl text-red-700">
        ♥
      </span>
      <h2 className="mt-4 text-xl font-bold text-brand-900">{title}</h2>
      <p className="mx-auto mt-1 max-w-md text-muted">{text}</p>
      {children ? <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div> : null}
    </div>
  );
}
