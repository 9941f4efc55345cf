import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_ROLES, type StaffRole } from '@pawsook/shared/staff/staff-roles';
import { Button } from '../../../ui/button';
import type { StaffAccount } from '../api/staff-calls';
import { useChangeStaffAccount } from '../api/staff-queries';
import { useRefusalText } from '../../back-office/hooks/use-refusal-text';
import { FormAlert } from '../../../ui/form/form-alert';
import { controlClass } from '../../../ui/form/control-class';

function Badge({ tone, children }: { tone: 'good' | 'wait' | 'off'; children: string }) {
  const tones = { good: 'bg-green-100 text-green-900', wait: 'bg-amber-100 text-amber-900', off: 'bg-stone-200 text-stone-800' };
  return <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}>{children}</span>;
}

/** One person of the team: who, their state, and the owner's two changes (role, switched off or on). */
export function TeamMember({ account, isSelf }: { account: StaffAccount; isSelf: boolean }) {
  const { t } = useTranslation();
  const roleId = useId();
  const refusalText = useRefusalText();
  const change = useChangeStaffAccount();
  const [role, setRole] = useState<StaffRole>(account.role);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  // the list was asked again (a change here or elsewhere): the select follows it
  const [shownRole, setShownRole] = useState(account.role);
  if (shownRole !== account.role) {
    setShownRole(account.role);
    setRole(account.role);
  }

  async function send(body: { role?: StaffRole; active?: boolean }, done: string) {
    setRefusal(null);
    setSaved(null);
    try {
      await change.mutateAsync({ id: account.id, change: body });
      setSaved(done);
    } catch (error) {
      setRefusal(refusalText(error));
    }
  }

  return (
    <li className="rounded-2xl border border-brand-100 bg-white p-4">
      <div className="grid gap-3 md:grid-cols-[minmax(0,1fr)_auto] md:items-start">
        <div className="min-w-0">
          <h3 className="font-bold break-words text-ink">
            {account.name}
            {isSelf ? <span className="ml-2 text-sm font-normal text-muted">({t('staff.team.you')})</span> : null}
          </h3>
          <p className="text-sm break-all text-muted">{account.email}</p>
          <p className="mt-2 flex flex-wrap gap-2">
            <Badge tone="good">{t(`staff.roles.${account.role}`)}</Badge>
            {account.active ? <Badge tone="good">{t('staff.team.active')}</Badge> : <Badge tone="off">{t('staff.team.inactive')}</Badge>}
            {account.invitationAccepted ? <Badge tone="good">{t('staff.team.accepted')}</Badge> : <Badge tone="wait">{t('staff.team.pending')}</Badge>}
          </p>
        </div>
        <div className="flex flex-wrap items-end gap-2">
          <div className="min-w-48">
            <label htmlFor={roleId} className="mb-1 block text-sm font-semibold text-ink">
              {t('staff.team.roleFor', { name: account.name })}
            </label>
            <select id={roleId} value={role} onChange={(event) => setRole(event.target.value as StaffRole)} className={controlClass}>
              {STAFF_ROLES.map((option) => (
                <option key={option} value={option}>
                  {t(`staff.roles.${option}`)}
                </option>
              ))}
            </select>
          </div>
          <Button
            variant="secondary"
            disabled={change.isPending || role === account.role}
            aria-label={t('staff.team.changeRoleOf', { name: account.name })}
            onClick={() => void send({ role }, t('staff.team.roleChanged', { name: account.name, role: t(`staff.roles.${role}`) }))}
          >
            {t('staff.team.changeRole')}
          </Button>
          <Button
            variant="secondary"
            disabled={change.isPending}
            aria-label={t(account.active ? 'staff.team.switchOffOf' : 'staff.team.switchOnOf', { name: account.name })}
            onClick={() =>
              void send({ active: !account.active }, t(account.active ? 'staff.team.switchedOff' : 'staff.team.switchedOn', { name: account.name }))
            }
          >
            {account.active ? t('staff.team.switchOff') : t('staff.team.switchOn')}
          </Button>
        </div>
      </div>
      <div className="mt-3 empty:hidden">
        <FormAlert>{refusal}</FormAlert>
        <FormAlert tone="success">{saved}</FormAlert>
      </div>
    </li>
  );
}
