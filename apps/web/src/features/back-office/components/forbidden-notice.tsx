import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';

/** A 403, or a page the role does not have: said plainly, with the way back. */
export function ForbiddenNotice({ message }: { message?: string }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rounded-2xl border border-brand-200 bg-brand-50 p-5">
      <p className="font-semibold text-brand-900">{t('backOffice.forbidden.title')}</p>
      <p className="mt-1 text-sm text-ink">{message || t('backOffice.forbidden.text')}</p>
      <Link to="/staff" className={buttonClass('secondary', 'mt-4')}>
        {t('backOffice.forbidden.back')}
      </Link>
    </div>
  );
}
