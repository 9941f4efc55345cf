import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { isStaffCallError } from '../../../lib/call-refusals';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { RequirePermission } from '../../back-office/components/require-permission';
import { StaffPager } from '../../back-office/components/staff-pager';
import { MEMBERS_PAGE_SIZE } from '../api/members-calls';
import { useMembers } from '../api/members-queries';
import { MembersCards, MembersTable } from '../components/members-list';
import { MembersSearchForm } from '../components/members-search-form';
import { useMembersSearch } from '../hooks/use-members-search';
import { membersHref, membersSearch, pageCount } from '../members-params';

function MembersBoard() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { search, hrefFor, find } = useMembersSearch();
  const found = useMembers(search);

  if (found.isError && isStaffCallError(found.error) && found.error.forbidden) return <ForbiddenNotice message={found.error.message} />;

  const total = found.data?.total ?? 0;
  const pages = pageCount(total, MEMBERS_PAGE_SIZE);
  const caption = t('staffMembers.list.caption', { count: total, page: search.page, pages });

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
  else if (found.data.members.length === 0)
    body = (
      <p className="rounded-2xl border border-brand-100 bg-white p-5">
        {search.q ? t('staffMembers.list.noMatch', { q: search.q }) : t('staffMembers.list.empty')}
      </p>
    );
  else
    body = (
      <div className={found.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={found.isPlaceholderData}>
        <MembersTable members={found.data.members} caption={caption} language={language} />
        <MembersCards members={found.data.members} caption={caption} language={language} />
        <StaffPager
          page={search.page}
          pages={pages}
          hrefFor={(page) => hrefFor({ page })}
          texts={{
            label: t('staffMembers.list.pagesLabel'),
            previous: t('staffMembers.list.previous'),
            next: t('staffMembers.list.next'),
            pageOf: t('staffMembers.list.pageOf', { page: search.page, pages }),
          }}
        />
      </div>
    );

  return (
    <>
      <MembersSearchForm key={membersSearch(search)} q={search.q} onSearch={find} clearHref={search.q ? membersHref() : null} />
      <section aria-labelledby="members-results" className="mt-4">
        <h2 id="members-results" className="mb-2 text-sm font-semibold text-muted" aria-live="polite">
          {found.data ? caption : t('staffMembers.list.resultsTitle')}
        </h2>
        {body}
      </section>
    </>
  );
}

/** /staff/members: every member, newest first, or those the search finds; the search in the address. */
export function MembersRoute() {
  const { t } = useTranslation();
  usePageTitle(t('staff.areas.members.label'));
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('staff.areas.members.label')}</h1>
      <p className="mt-2 mb-5 text-muted">{t('staff.areas.members.text')}</p>
      <RequirePermission permission="members.read">
        <MembersBoard />
      </RequirePermission>
    </div>
  );
}
