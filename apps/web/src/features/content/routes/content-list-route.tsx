import type { ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';
import { useContentList } from '../api/content-queries';
import { ArticleCard, ArticleCardSkeleton } from '../components/article-card';
import { ContentTabs } from '../components/content-tabs';
import { PageFrame } from '../../../ui/page-frame';
import { CONTENT_PAGE_SIZE, CONTENT_TABS, contentListHref, readContentListState } from '../content-paths';
import { LoadFailed } from '../../../ui/load-failed';
import { LoadingFrame } from '../../../ui/loading-frame';

/** The listings' numbered pager (links, one address a page), handed in by the app: features do not import each other. */
export type ContentPager = ComponentType<{ page: number; totalRecord: number; pageSize: number; hrefFor: (page: number) => string; onNavigate?: () => void }>;

/** Cards in the first row or two are on the first screen: their covers load at once. */
const FIRST_SCREEN_CARDS = 3;

/**
 * /content: the shop's articles (member-area spec §3: 0 all, 1 recommend, 2 tips, 3 video, 4 news),
 * newest first, twelve a page, the tab and page in the address (decision 0042).
 */
export function ContentListRoute({ pager: Pager }: { pager: ContentPager }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = readContentListState(params);
  const query = useContentList(state);
  const tabKey = CONTENT_TABS.find((tab) => tab.type === state.type)?.key ?? 'all';
  const title = t('content.list.title');
  usePageTitle(state.type === 0 ? title : `${t(`content.types.${tabKey}`)} · ${title}`);

  let body;
  if (query.isPending) {
    body = (
      <LoadingFrame label={t('common.loading')}>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {Array.from({ length: 6 }, (_, i) => (
            <ArticleCardSkeleton key={i} />
          ))}
        </div>
      </LoadingFrame>
    );
  } else if (query.isError && !query.data) {
    body = <LoadFailed title={t('content.list.loadError')} onRetry={() => void query.refetch()} />;
  } else if (query.data.items.length === 0) {
    const pastEnd = state.page > 1 && query.data.totalRecord > 0;
    body = (
      <div className="rounded-3xl border border-brand-100 bg-cream px-6 py-10 text-center">
        <p className="text-lg font-bold text-brand-900">
          {pastEnd ? t('content.list.pastEndTitle') : t(state.type === 0 ? 'content.list.empty' : 'content.list.emptyTab')}
        </p>
        {pastEnd || state.type !== 0 ? (
          <Link to={contentListHref({ type: pastEnd ? state.type : 0, page: 1 })} className={buttonClass('primary', 'mt-4')}>
            {pastEnd ? t('content.list.firstPage') : t('content.list.seeAll')}
          </Link>
        ) : null}
      </div>
    );
  } else {
    const { items, totalRecord } = query.data;
    body = (
      <>
        <p role="status" className="mb-3 text-sm text-muted">
          {t('content.list.count', { count: totalRecord })}
        </p>
        <ul
          className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60 transition-opacity' : ''}`}
          aria-busy={query.isPlaceholderData}
        >
          {items.map((item, index) => (
            <li key={item.id}>
              <ArticleCard item={item} priority={state.page === 1 && index < FIRST_SCREEN_CARDS} />
            </li>
          ))}
        </ul>
        <Pager page={state.page} totalRecord={totalRecord} pageSize={CONTENT_PAGE_SIZE} hrefFor={(page) => contentListHref({ type: state.type, page })} />
      </>
    );
  }

  return (
    <PageFrame title={title} breadcrumbLabel={t('content.article.breadcrumb')} intro={t('content.list.intro')}>
      <div className="mb-5">
        <ContentTabs current={state.type} />
      </div>
      {body}
    </PageFrame>
  );
}
