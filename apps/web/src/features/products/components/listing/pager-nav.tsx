import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isPagerShown, pagerItems } from '../../listing/pager';

const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold';

/** Previous, numbered pages and next, as links (?page=N), so each page has its own address. */
export function PagerNav({
  page,
  totalRecord,
  pageSize,
  hrefFor,
  onNavigate,
}: {
  page: number;
  totalRecord: number;
  pageSize: number;
  hrefFor: (page: number) => string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  if (!isPagerShown(totalRecord, pageSize)) return null;
  const count = Math.ceil(totalRecord / pageSize);
  const link = `${item} text-brand-900 hover:bg-brand-50`;
  const disabled = `${item} text-stone-500`;
  return (
    <nav aria-label={t('products.pager.label')} className="mt-8">
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          {page > 1 ? (
            <Link to={hrefFor(page - 1)} onClick={onNavigate} className={link} rel="prev">
              <span aria-hidden="true">‹</span>
              <span className="ml-1 max-sm:sr-only">{t('products.pager.previous')}</span>
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              <span aria-hidden="true">‹</span>
              <span className="ml-1 max-sm:sr-only">{t('products.pager.previous')}</span>
            </span>
          )}
        </li>
        {pagerItems(page, count).map((entry) =>
          entry.type === 'ellipsis' ? (
            <li key={entry.key} aria-hidden="true" className={`${item} text-muted`}>
              …
            </li>
          ) : (
            <li key={entry.page}>
              <Link
                to={hrefFor(entry.page)}
                onClick={onNavigate}
                aria-current={entry.current ? 'page' : undefined}
                aria-label={t('products.pager.page', { page: entry.page })}
                className={entry.current ? `${item} bg-brand-800 text-white` : link}
              >
                {entry.page}
              </Link>
            </li>
          ),
        )}
        <li>
          {page < count ? (
            <Link to={hrefFor(page + 1)} onClick={onNavigate} className={link} rel="next">
              <span className="mr-1 max-sm:sr-only">{t('products.pager.next')}</span>
              <span aria-hidden="true">›</span>
            </Link>
          ) : (
            <span className={disabled} aria-disabled="true">
              <span className="mr-1 max-sm:sr-only">{t('products.pager.next')}</span>
              <span aria-hidden="true">›</span>
            </span>
          )}
        </li>
      </ul>
    </nav>
  );
}
