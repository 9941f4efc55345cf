import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../lib/use-page-title';
import { Spinner } from '../../../ui/spinner';
import { useStaffAccounts } from '../api/staff-queries';
import { isStaffCallError } from '../../../lib/call-refusals';
import { ForbiddenNotice } from '../../back-office/components/forbidden-notice';
import { InviteForm } from '../components/invite-form';
import { RequirePermission } from '../../back-office/components/require-permission';
import { TeamMember } from '../components/team-member';
import { useStaffPerson } from '../../back-office/hooks/use-staff-person';
import { LoadFailed } from '../../../ui/load-failed';

function TeamList() {
  const { t } = useTranslation();
  const person = useStaffPerson();
  const accounts = useStaffAccounts();
  if (accounts.isPending) return <Spinner label={t('common.loading')} />;
  if (accounts.isError) {
    if (isStaffCallError(accounts.error) && accounts.error.forbidden) return <ForbiddenNotice message={accounts.error.message} />;
    return <LoadFailed withText={false} title={t('staff.errors.loadTitle')} onRetry={() => void accounts.refetch()} />;
  }
  return (
    <ul className="space-y-3">
      {accounts.data.map((account) => (
        <TeamMember key={account.id} account={account} isSelf={account.id === person.id} />
      ))}
    </ul>
  );
}

/** /staff/team (owners): the shop's people, inviting one, changing a role, switching off or on. */
export function TeamRoute() {
  const { t } = useTranslation();
  usePageTitle(t('staff.areas.team.label'));
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('staff.areas.team.label')}</h1>
      <p className="mt-2 text-muted">{t('staff.areas.team.text')}</p>
      <div className="mt-6 space-y-6">
        <RequirePermission permission="staff.manage">
          <InviteForm />
          <section aria-labelledby="team-heading">
            <h2 id="team-heading" className="mb-3 text-lg font-bold text-ink">
              {t('staff.team.listTitle')}
            </h2>
            <TeamList />
          </section>
        </RequirePermission>
      </div>
    </div>
  );
}
