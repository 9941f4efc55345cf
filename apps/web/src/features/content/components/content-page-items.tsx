import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentPageItem, ContentPageName } from '@pawsook/shared/schemas/content-items';
import { formatDate } from '@pawsook/shared/format/date';
import { pickLocalised } from '../../../lib/localised';
import { useLanguage } from '../../../lib/use-language';
import { buttonClass } from '../../../ui/button';
import { Skeleton } from '../../../ui/skeleton';
import { useContentPage } from '../api/content-queries';
import { ContentImage } from './content-image';
import { ContentLink } from './content-link';
import { MembersOnlyBadge } from './members-only-badge';
import { MembersPrompt } from './members-prompt';
import { RichText } from './rich-text';
import { LoadFailed } from '../../../ui/load-failed';

/**
 * One item staff wrote for the promotions or the privileges page: picture, title, summary, body
 * (or, members only, a way to log in), until when it runs, and where it leads.
 */
function PageItem({ item, headingLevel }: { item: ContentPageItem; headingLevel: 2 | 3 }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title = pickLocalised(item, 'title', language);
  const summary = pickLocalised(item, 'summary', language);
  const body = item.bodyWithheld ? null : language === 'th' ? item.bodyTh || item.bodyEn : item.bodyEn || item.bodyTh;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="flex h-full flex-col overflow-hidden rounded-2xl border border-brand-100 bg-white shadow-sm sm:flex-row">
      {item.coverImage ? (
        <div className="relative shrink-0 sm:w-2/5">
          <ContentImage src={item.coverImage} alt={pickLocalised(item, 'coverAlt', language)} shape="wide" className="sm:h-full" />
        </div>
      ) : null}
      <div className="flex flex-1 flex-col gap-2 p-4 md:p-5">
        {item.membersOnly ? <MembersOnlyBadge className="self-start" /> : null}
        <Heading className="text-lg leading-7 font-bold text-brand-900">{title}</Heading>
        {summary ? <p className="text-ink">{summary}</p> : null}
        {body ? <RichText html={body} className="text-sm leading-6 text-muted" /> : null}
        {item.bodyWithheld ? <MembersPrompt compact /> : null}
        {item.endsAt ? (
          <p className="text-sm font-semibold text-accent-700">{t('content.pageItems.until', { date: formatDate(item.endsAt, language) })}</p>
        ) : null}
        {item.linkUrl ? (
          <div className="mt-auto pt-2">
            <ContentLink url={item.linkUrl} label={t('content.pageItems.moreNamed', { title })} className={buttonClass('secondary', 'min-h-10 px-4')}>
              {t('content.pageItems.more')}
              <span aria-hidden="true">→</span>
            </ContentLink>
          </div>
        ) : null}
      </div>
    </div>
  );
}

/**
 * The items of `GET /api/v1/content/pages/{page}` in their order. While they load, a row of grey;
 * a page without items (or whose items could not be loaded) shows `empty`, by default nothing.
 */
export function ContentPageItems({
  page,
  headingLevel = 2,
  title,
  empty = null,
  reportErrors = false,
}: {
  page: ContentPageName;
  headingLevel?: 2 | 3;
  /** a heading above the items (the promotions page's "offers from the shop"); the items' headings then sit one level below it */
  title?: string;
  empty?: ReactNode;
  /** the page is these items (privileges): a failure says so with a retry; elsewhere it leaves the space empty */
  reportErrors?: boolean;
}) {
  const { t } = useTranslation();
  const query = useContentPage(page);
  const items = query.data?.items ?? [];
  if (query.isPending) {
    return (
      <div aria-hidden="true" className="grid gap-4 md:grid-cols-2">
        <Skeleton className="h-40 w-full" />
        <Skeleton className="h-40 w-full max-md:hidden" />
      </div>
    );
  }
  if (query.isError && !query.data && reportErrors) {
    return <LoadFailed title={t('content.pageItems.loadError')} onRetry={() => void query.refetch()} />;
  }
  if (items.length === 0) return <>{empty}</>;
  const list = (
    <ul className="grid gap-4 md:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <PageItem item={item} headingLevel={title ? 3 : headingLevel} />
        </li>
      ))}
    </ul>
  );
  if (!title) return list;
  return (
    <section aria-labelledby={`content-page-${page}-heading`}>
      <h2 id={`content-page-${page}-heading`} className="mb-3 text-xl font-bold text-brand-900">
        {title}
      </h2>
      {list}
    </section>
  );
}
