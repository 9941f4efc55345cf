import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageTitle } from '../../../lib/use-page-title';
import { buttonClass } from '../../../ui/button';

/** An address under /staff that is no page of the back office. */
export function StaffNotFoundRoute() {
  const { t } = useTranslation();
  usePageTitle(t('staff.notFound.title'));
  return (
    <div>
      <h1 className="text-2xl font-bold text-brand-900">{t('staff.notFound.title')}</h1>
      <Link to="/staff" className={buttonClass('secondary', 'mt-4')}>
        {t('backOffice.forbidden.back')}
      </Link>
    </div>
  );
}
