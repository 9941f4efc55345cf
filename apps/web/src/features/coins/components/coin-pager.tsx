import { useTranslation } from 'react-i18next';
import { pageCount } from '../coin-rules';
import { pagerItems } from '../pager-items';

const item = 'inline-flex min-h-11 min-w-11 items-center justify-center rounded-full px-3 text-sm font-semibold';

/**
 * Previous, numbered pages and next, as buttons: the rewards and the coin history page inside the
 * page (the history inside its side panel). Shown only when there is more than one page.
 */
export function CoinPager({
  page,
  totalRecord,
  pageSize,
  onPageChange,
  label,
}: {
  page: number;
  totalRecord: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** what is being paged through, for screen readers */
  label: string;
}) {
  const { t } = useTranslation();
  if (totalRecord <= pageSize) return null;
  const count = pageCount(totalRecord, pageSize);
  const enabled = `${item} text-brand-900 hover:bg-brand-50 disabled:cursor-default disabled:text-stone-500 disabled:hover:bg-transparent`;
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap items-center justify-center gap-1">
        <li>
          <button type="button" className={enabled} disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            <span aria-hidden="true">‹</span>
            <span className="ml-1 max-sm:sr-only">{t('coins.pager.previous')}</span>
          </button>
        </li>
        {pagerItems(page, count).map((entry) =>
          entry.type === 'gap' ? (
            <li key={entry.key} aria-hidden="true" className={`${item} text-muted`}>
              …
            </li>
          ) : (
            <li key={entry.page}>
              <button
                type="button"
                onClick={() => onPageChange(entry.page)}
                aria-current={entry.current ? 'page' : undefined}
                aria-label={t('coins.pager.page', { page: entry.page })}
                className={entry.current ? `${item} bg-brand-800 text-white` : enabled}
              >
                {entry.page}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={enabled} disabled={page >= count} onClick={() => onPageChange(page + 1)}>
            <span className="mr-1 max-sm:sr-only">{t('coins.pager.next')}</span>
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
