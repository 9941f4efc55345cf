import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { mayUse } from '@pawsook/shared/staff/staff-roles';
import { usePageTitle } from '../../../lib/use-page-title';
import { DashboardPanel } from '../components/dashboard-panel';
import { useStaffPerson } from '../../back-office/hooks/use-staff-person';
import { areasFor, staffAreaHref } from '../staff-areas';

/** /staff: who is signed in and as what; today's dashboard for the roles that may read it, else the areas the role may use. */
export function StaffHomeRoute() {
  const { t } = useTranslation();
  const person = useStaffPerson();
  const areas = areasFor(person.role);
  usePageTitle(t('staff.home.title'));
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900 md:text-3xl">{t('staff.home.welcome', { name: person.name })}</h1>
      <p className="mt-2 text-muted">{t('staff.home.role', { role: t(`staff.roles.${person.role}`) })}</p>
      {mayUse(person.role, 'dashboard.read') ? (
        <DashboardPanel showOrdersLinks={mayUse(person.role, 'orders.read')} />
      ) : areas.length === 0 ? (
        <p className="mt-6 rounded-2xl border border-brand-100 bg-white p-5">{t('staff.home.noAreas')}</p>
      ) : (
        <>
          <h2 className="mt-8 text-lg font-bold text-ink">{t('staff.home.areasTitle')}</h2>
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {areas.map((area) => (
              <li key={area.key}>
                <Link
                  to={staffAreaHref(area)}
                  className="block h-full rounded-2xl border border-brand-100 bg-white p-5 hover:border-brand-300 hover:bg-brand-50"
                >
                  <span className="block font-bold text-brand-800 underline-offset-4">{t(`staff.areas.${area.key}.label`)}</span>
                  <span className="mt-1 block text-sm text-muted">{t(`staff.areas.${area.key}.text`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
