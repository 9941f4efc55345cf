import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { STAFF_PERMISSIONS } from '@pawsook/shared/staff/staff-roles';
import { Button, buttonClass } from '../../../ui/button';
import { calendarDay } from '../../../lib/calendar-day';
import { ACTION_FILTER_MAX, actionFilter, type AuditLogFilters } from '../audit-log-params';
import type { AuditPerson } from '../audit-people';
import { controlClass } from '../../../ui/form/control-class';

const ACTIONS = Object.keys(STAFF_PERMISSIONS);

/**
 * Person, action, from and to. What is typed becomes the address on "Filter" (the page mounts the
 * form again for each address, so Back shows the filters of the list it shows).
 */
export function AuditFilters({
  filters,
  people,
  onFilter,
  clearHref,
}: {
  filters: AuditLogFilters;
  people: readonly AuditPerson[];
  onFilter: (change: Partial<AuditLogFilters>) => void;
  clearHref: string | null;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [staffId, setStaffId] = useState(filters.staffId === null ? '' : String(filters.staffId));
  const [action, setAction] = useState(filters.action);
  const [from, setFrom] = useState(filters.from);
  const [to, setTo] = useState(filters.to);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onFilter({ staffId: staffId === '' ? null : Number(staffId), action: actionFilter(action), from: calendarDay(from), to: calendarDay(to) });
  }

  const label = 'mb-1 block text-sm font-semibold text-ink';
  return (
    <form role="search" aria-label={t('staff.audit.filtersLabel')} onSubmit={submit} className="rounded-2xl border border-brand-100 bg-white p-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor={`${id}-person`} className={label}>
            {t('staff.audit.person')}
          </label>
          <select id={`${id}-person`} value={staffId} onChange={(event) => setStaffId(event.target.value)} className={controlClass}>
            <option value="">{t('staff.audit.everyone')}</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-action`} className={label}>
            {t('staff.audit.action')}
          </label>
          <input
            id={`${id}-action`}
            type="search"
            list={`${id}-actions`}
            value={action}
            maxLength={ACTION_FILTER_MAX}
            onChange={(event) => setAction(event.target.value)}
            placeholder={t('staff.audit.actionPlaceholder')}
            autoComplete="off"
            spellCheck={false}
            className={controlClass}
          />
          <datalist id={`${id}-actions`}>
            {ACTIONS.map((name) => (
              <option key={name} value={name} />
            ))}
          </datalist>
        </div>
        <div>
          <label htmlFor={`${id}-from`} className={label}>
            {t('staff.audit.from')}
          </label>
          <input id={`${id}-from`} type="date" value={from} max={to || undefined} onChange={(event) => setFrom(event.target.value)} className={controlClass} />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className={label}>
            {t('staff.audit.to')}
          </label>
          <input id={`${id}-to`} type="date" value={to} min={from || undefined} onChange={(event) => setTo(event.target.value)} className={controlClass} />
        </div>
      </div>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit">{t('staff.audit.filter')}</Button>
        {clearHref ? (
          <Link to={clearHref} className={buttonClass('ghost')}>
            {t('staff.audit.clear')}
          </Link>
        ) : null}
      </div>
    </form>
  );
}
