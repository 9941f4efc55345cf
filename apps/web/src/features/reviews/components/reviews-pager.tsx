import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { pageCount } from '../../../lib/page-count';

/** Previous and next with "Page 2 of 5" between them; nothing when everything fits on one page. */
export function ReviewsPager({ page, total, pageSize, onPageChange }: { page: number; total: number; pageSize: number; onPageChange: (page: number) => void }) {
  const { t } = useTranslation();
  const pages = pageCount(total, pageSize);
  if (pages <= 1) return null;
  return (
    <nav aria-label={t('reviews.pager.label')} className="mt-6 flex flex-wrap items-center justify-center gap-3">
      <Button variant="secondary" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
        <span aria-hidden="true">‹</span> {t('reviews.pager.previous')}
      </Button>
      <span className="text-sm text-ink" aria-current="page">
        {t('reviews.pager.pageOf', { page, pages })}
      </span>
      <Button variant="secondary" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
        {t('reviews.pager.next')} <span aria-hidden="true">›</span>
      </Button>
    </nav>
  );
}
