import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../ui/button';

/** Newer and older pages of the log as links (each page is an address of its own). */
export function AuditPager({ page, pages, hrefFor }: { page: number; pages: number; hrefFor: (page: number) => string }) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('staff.audit.pagesLabel')} className="mt-4 flex flex-wrap items-center justify-between gap-3">
      {page > 1 ? (
        <Link to={hrefFor(page - 1)} className={buttonClass('secondary')}>
          {t('staff.audit.previous')}
        </Link>
      ) : (
        <span />
      )}
      <p className="text-sm text-muted">{t('staff.audit.pageOf', { page, pages })}</p>
      {page < pages ? (
        <Link to={hrefFor(page + 1)} className={buttonClass('secondary')}>
          {t('staff.audit.next')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
