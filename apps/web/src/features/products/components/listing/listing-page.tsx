import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../../lib/use-page-title';
import { buttonClass } from '../../../../ui/button';
import { PageFrame } from '../../../../ui/page-frame';
import { Skeleton } from '../../../../ui/skeleton';
import { useServerStatus } from '../../../../lib/server-head';
import { PageLoadFailed } from '../../../../ui/load-failed';

/** A listing page's frame: breadcrumb, heading (also the page title), a line of copy, then the listing. */
export function ListingPage({ title, intro, extra, children }: { title: string; intro?: ReactNode; extra?: ReactNode; children: ReactNode }) {
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <PageFrame title={title} breadcrumbLabel={t('products.detail.breadcrumb')} intro={intro} extra={extra}>
      {children}
    </PageFrame>
  );
}

/** While the category or brand of a listing is being looked up. */
export function ListingPageSkeleton() {
  const { t } = useTranslation();
  return (
    <div className="container-page py-6 md:py-8" aria-busy="true">
      <span role="status" className="sr-only">
        {t('common.loading')}
      </span>
      <Skeleton className="mb-3 h-4 w-40" />
      <Skeleton className="mb-6 h-9 w-64" />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 xl:grid-cols-4">
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} className="aspect-[3/5] w-full" />
        ))}
      </div>
    </div>
  );
}

/** An unknown category or brand address: say so, and offer a way on. */
export function ListingNotFound({ title, text }: { title: string; text: string }) {
  useServerStatus(404);
  const { t } = useTranslation();
  usePageTitle(title);
  return (
    <div className="container-page py-16 text-center md:py-24">
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{title}</h1>
      <p className="mx-auto mt-2 max-w-md text-muted">{text}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link to="/" className={buttonClass('primary', 'px-8')}>
          {t('products.notFound.home')}
        </Link>
        <Link to="/categories/all" className={buttonClass('secondary', 'px-6')}>
          {t('products.index.all')}
        </Link>
      </div>
    </div>
  );
}

export function ListingLoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return <PageLoadFailed title={t('products.listing.errorTitle')} onRetry={onRetry} />;
}
