import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../lib/use-language';
import { isStaffCallError } from '../../../lib/call-refusals';
import { EmptyListNote } from '../../back-office/components/empty-list-note';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { PagedRows } from '../../back-office/components/paged-rows';
import { QueryStates } from '../../back-office/components/query-states';
import { ResultsSection } from '../../back-office/components/results-section';
import { StaffAreaPage } from '../../back-office/components/staff-area-page';
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

  return (
    <>
      <MembersSearchForm key={membersSearch(search)} q={search.q} onSearch={find} clearHref={search.q ? membersHref() : null} />
      <ResultsSection id="members-results" title={found.data ? caption : t('staffMembers.list.resultsTitle')}>
        <QueryStates
          query={found}
          isEmpty={(data) => data.members.length === 0}
          empty={<EmptyListNote>{search.q ? t('staffMembers.list.noMatch', { q: search.q }) : t('staffMembers.list.empty')}</EmptyListNote>}
        >
          {(data) => (
            <PagedRows stale={found.isPlaceholderData} page={search.page} pages={pages} hrefFor={(page) => hrefFor({ page })} textsKey="staffMembers.list">
              <MembersTable members={data.members} caption={caption} language={language} />
              <MembersCards members={data.members} caption={caption} language={language} />
            </PagedRows>
          )}
        </QueryStates>
      </ResultsSection>
    </>
  );
}

/** /staff/members: every member, newest first, or those the search finds; the search in the address. */
export function MembersRoute() {
  return (
    <StaffAreaPage area="members" permission="members.read">
      <MembersBoard />
    </StaffAreaPage>
  );
}
