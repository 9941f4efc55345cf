import { useTranslation } from 'react-i18next';
import { mayUse } from '@pawsook/shared/staff/staff-roles';
import { useLanguage } from '../../../lib/use-language';
import { PAGE_SIZE } from '../api/staff-calls';
import { useAuditLog, useStaffAccounts } from '../api/staff-queries';
import { isStaffCallError } from '../../../lib/call-refusals';
import { auditLogSearch, isFiltered, NO_FILTERS, pageCount } from '../audit-log-params';
import { auditPeople } from '../audit-people';
import { AuditCards, AuditTable } from '../components/audit-entries';
import { AuditFilters } from '../components/audit-filters';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { EmptyListNote } from '../../back-office/components/empty-list-note';
import { PagedRows } from '../../back-office/components/paged-rows';
import { QueryStates } from '../../back-office/components/query-states';
import { ResultsSection } from '../../back-office/components/results-section';
import { StaffAreaPage } from '../../back-office/components/staff-area-page';
import { useAuditLogFilters } from '../hooks/use-audit-log-filters';
import { useStaffPerson } from '../../back-office/hooks/use-staff-person';

function AuditLog() {
  const { t } = useTranslation();
  const language = useLanguage();
  const person = useStaffPerson();
  const { filters, hrefFor, change } = useAuditLogFilters();
  const log = useAuditLog(filters);
  // the team names every person; a role that may not read it picks from the entries it sees
  const team = useStaffAccounts({ enabled: mayUse(person.role, 'staff.manage') });
  const people = auditPeople(team.data, log.data?.entries ?? [], filters.staffId);

  if (log.isError && isStaffCallError(log.error) && log.error.forbidden) return <ForbiddenNotice message={log.error.message} />;

  const total = log.data?.total ?? 0;
  const pages = pageCount(total, PAGE_SIZE);
  const caption = t('staff.audit.caption', { count: total, page: filters.page, pages });

  return (
    <>
      <AuditFilters
        key={auditLogSearch(filters)}
        filters={filters}
        people={people}
        onFilter={change}
        clearHref={isFiltered(filters) ? `/staff/audit-log${auditLogSearch(NO_FILTERS)}` : null}
      />
      <ResultsSection id="audit-results" title={log.data ? caption : t('staff.audit.resultsTitle')}>
        <QueryStates
          query={log}
          isEmpty={(data) => data.entries.length === 0}
          empty={<EmptyListNote>{isFiltered(filters) || filters.page > 1 ? t('staff.audit.noMatch') : t('staff.audit.empty')}</EmptyListNote>}
        >
          {(data) => (
            <PagedRows stale={log.isPlaceholderData} page={filters.page} pages={pages} hrefFor={(page) => hrefFor({ page })} textsKey="staff.audit">
              <AuditTable entries={data.entries} caption={caption} language={language} />
              <AuditCards entries={data.entries} caption={caption} language={language} />
            </PagedRows>
          )}
        </QueryStates>
      </ResultsSection>
    </>
  );
}

/** /staff/audit-log (owners, managers): who did what, when, before and after; filters in the address. */
export function AuditLogRoute() {
  return (
    <StaffAreaPage area="auditLog" permission="audit.read">
      <AuditLog />
    </StaffAreaPage>
  );
}
