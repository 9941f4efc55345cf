import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { StaffRole } from '@pawsook/shared/staff/staff-roles';
import { areasFor, staffAreaHref } from '../staff-areas';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg px-3 font-semibold whitespace-nowrap ${isActive ? 'bg-brand-700 text-white' : 'text-brand-900 hover:bg-brand-50'}`;

/** The back office's areas the role may use, after its home. */
export function StaffNav({ role }: { role: StaffRole }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('staff.shell.navLabel')} className="md:sticky md:top-4 md:self-start print:hidden">
      <ul className="flex flex-wrap gap-1 rounded-2xl border border-brand-100 bg-white p-2 md:flex-col md:flex-nowrap">
        <li>
          <NavLink to="/staff" end className={linkClass}>
            {t('staff.shell.home')}
          </NavLink>
        </li>
        {areasFor(role).map((area) => (
          <li key={area.key}>
            <NavLink to={staffAreaHref(area)} className={linkClass}>
              {t(`staff.areas.${area.key}.label`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
