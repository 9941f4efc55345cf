import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CONTENT_PLACEMENTS } from '@pawsook/shared/schemas/content-items';
import { useLanguage } from '../../../lib/use-language';
import { buttonClass } from '../../../ui/button';
import { isStaffCallError } from '../../../lib/call-refusals';
import { EmptyListNote } from '../../back-office/components/empty-list-note';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { PagedRows } from '../../back-office/components/paged-rows';
import { QueryStates } from '../../back-office/components/query-states';
import { ResultsSection } from '../../back-office/components/results-section';
import { StaffAreaPage } from '../../back-office/components/staff-area-page';
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

  return (
    <>
      <NewItemLinks />
      <ContentFiltersForm key={contentSearch(filters)} filters={filters} onApply={(next) => void navigate(contentHref(next), { preventScrollReset: true })} />
      <ResultsSection id="content-results" title={found.data ? caption : t('staffContent.list.resultsTitle')}>
        <QueryStates query={found} isEmpty={(data) => data.items.length === 0} empty={<EmptyListNote>{t('staffContent.list.empty')}</EmptyListNote>}>
          {(data) => (
            <PagedRows
              stale={found.isPlaceholderData}
              page={filters.page}
              pages={pages}
              hrefFor={(page) => contentHref({ ...filters, page })}
              textsKey="staffContent.list"
            >
              <ContentTable items={data.items} caption={caption} language={language} now={now} />
              <ContentCards items={data.items} caption={caption} language={language} now={now} />
            </PagedRows>
          )}
        </QueryStates>
      </ResultsSection>
    </>
  );
}

/** /staff/content: articles, banners and the two pages' items, filtered by placement, type and status (in the address). */
export function ContentRoute() {
  return (
    <StaffAreaPage area="content" permission="content.manage">
      <ContentBoard />
    </StaffAreaPage>
  );
}
