import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CONTENT_PLACEMENTS } from '@pawsook/shared/schemas/content-items';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button, buttonClass } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { isStaffCallError } from '../../../lib/call-refusals';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { RequirePermission } from '../../back-office/components/require-permission';
import { StaffPager } from '../../back-office/components/staff-pager';
import { CONTENT_PAGE_SIZE } from '../api/content-calls';
import { useContentItems } from '../api/content-queries';
import { ContentCards, ContentFiltersForm, ContentTable } from '../components/content-list';
import { contentHref, contentSearch, pageCount, readContentFilters } from '../content-params';

function NewItemLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('staffContent.list.newLabel')} className="mb-5 flex flex-wrap gap-2">
      {CONTENT_PLACEMENTS.map((placement) => (
        <Link key={placement} to={`/staff/content/new?placement=${placement}`} className={buttonClass(placement === 'article' ? 'primary' : 'secondary')}>
          {t(`staffContent.list.new.${placement}`)}
        </Link>
      ))}
    </nav>
  );
}

function ContentBoard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const filters = useMemo(() => readContentFilters(params), [params]);
  const found = useContentItems(filters);
  const [now] = useState(() => Date.now());

  if (found.isError && isStaffCallError(found.error) && found.error.forbidden) return <ForbiddenNotice message={found.error.message} />;

  const total = found.data?.total ?? 0;
  const pages = pageCount(total, CONTENT_PAGE_SIZE);
  const caption = t('staffContent.list.caption', { count: total, page: filters.page, pages });

  let body;
  if (found.isPending) body = <Spinner label={t('common.loading')} />;
  else if (found.isError)
    body = (
      <StatusMessage
        title={t('staff.errors.loadTitle')}
        action={
          <Button variant="secondary" onClick={() => void found.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (found.data.items.length === 0) body = <p className="rounded-2xl border border-brand-100 bg-white p-5">{t('staffContent.list.empty')}</p>;
  else
    body = (
      <div className={found.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={found.isPlaceholderData}>
        <ContentTable items={found.data.items} caption={caption} language={language} now={now} />
        <ContentCards items={found.data.items} caption={caption} language={language} now={now} />
        <StaffPager
          page={filters.page}
          pages={pages}
          hrefFor={(page) => contentHref({ ...filters, page })}
          texts={{
            label: t('staffContent.list.pagesLabel'),
            previous: t('staffContent.list.previous'),
            next: t('staffContent.list.next'),
            pageOf: t('staffContent.list.pageOf', { page: filters.page, pages }),
          }}
        />
      </div>
    );

  return (
    <>
      <NewItemLinks />
      <ContentFiltersForm key={contentSearch(filters)} filters={filters} onApply={(next) => void navigate(contentHref(next), { preventScrollReset: true })} />
      <section aria-labelledby="content-results" className="mt-4">
        <h2 id="content-results" className="mb-2 text-sm font-semibold text-muted" aria-live="polite">
          {found.data ? caption : t('staffContent.list.resultsTitle')}
        </h2>
        {body}
      </section>
    </>
  );
}

/** /staff/content: articles, banners and the two pages' items, filtered by placement, type and status (in the address). */
export function ContentRoute() {
  const { t } = useTranslation();
  usePageTitle(t('staff.areas.content.label'));
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('staff.areas.content.label')}</h1>
      <p className="mt-2 mb-5 text-muted">{t('staff.areas.content.text')}</p>
      <RequirePermission permission="content.manage">
        <ContentBoard />
      </RequirePermission>
    </div>
  );
}
