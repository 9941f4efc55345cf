import { useTranslation } from 'react-i18next';
import { mayUse } from '@pawsook/shared/staff/staff-roles';
import { useLanguage } from '../../../lib/use-language';
import { usePageTitle } from '../../../lib/use-page-title';
import { Button } from '../../../ui/button';
import { Spinner } from '../../../ui/spinner';
import { StatusMessage } from '../../../ui/status-message';
import { PAGE_SIZE } from '../api/staff-calls';
import { useAuditLog, useStaffAccounts } from '../api/staff-queries';
import { isStaffCallError } from '../../../lib/call-refusals';
import { auditLogSearch, isFiltered, NO_FILTERS, pageCount } from '../audit-log-params';
import { auditPeople } from '../audit-people';
import { AuditCards, AuditTable } from '../components/audit-entries';
import { AuditFilters } from '../components/audit-filters';
import { AuditPager } from '../components/audit-pager';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { RequirePermission } from '../../back-office/components/require-permission';
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

  let body;
  if (log.isPending) body = <Spinner label={t('common.loading')} />;
  else if (log.isError)
    body = (
      <StatusMessage
        title={t('staff.errors.loadTitle')}
        action={
          <Button variant="secondary" onClick={() => void log.refetch()}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  else if (log.data.entries.length === 0)
    body = (
      <p className="rounded-2xl border border-brand-100 bg-white p-5">
        {isFiltered(filters) || filters.page > 1 ? t('staff.audit.noMatch') : t('staff.audit.empty')}
      </p>
    );
  else
    body = (
      <div className={log.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined} aria-busy={log.isPlaceholderData}>
        <AuditTable entries={log.data.entries} caption={caption} language={language} />
        <AuditCards entries={log.data.entries} caption={caption} language={language} />
        <AuditPager page={filters.page} pages={pages} hrefFor={(page) => hrefFor({ page })} />
      </div>
    );

  return (
    <>
      <AuditFilters
        key={auditLogSearch(filters)}
        filters={filters}
        people={people}
        onFilter={change}
        clearHref={isFiltered(filters) ? `/staff/audit-log${auditLogSearch(NO_FILTERS)}` : null}
      />
      <section aria-labelledby="audit-results" className="mt-4">
        <h2 id="audit-results" className="mb-2 text-sm font-semibold text-muted" aria-live="polite">
          {log.data ? caption : t('staff.audit.resultsTitle')}
        </h2>
        {body}
      </section>
    </>
  );
}

/** /staff/audit-log (owners, managers): who did what, when, before and after; filters in the address. */
export function AuditLogRoute() {
  const { t } = useTranslation();
  usePageTitle(t('staff.areas.auditLog.label'));
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('staff.areas.auditLog.label')}</h1>
      <p className="mt-2 mb-5 text-muted">{t('staff.areas.auditLog.text')}</p>
      <RequirePermission permission="audit.read">
        <AuditLog />
      </RequirePermission>
    </div>
  );
}
