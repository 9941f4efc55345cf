import { useTranslation } from 'react-i18next';
import { lazyPopup } from '../../../../ui/lazy-popup';
import type { FilterDrawerProps } from './filter-drawer-props';

// the drawer (Radix's dialog) is not in a listing's first load: it comes when the page is idle or the button is reached
const FilterDrawerPanel = lazyPopup(async () => (await import('./filter-drawer-panel')).FilterDrawerPanel, 'dialog');

/** Phones and tablets: the filters open in a drawer and apply together with "Show results". */
export function FilterDrawer({ activeCount, ...props }: FilterDrawerProps & { activeCount: number }) {
  const { t } = useTranslation();
  return (
    <FilterDrawerPanel
      {...props}
      trigger={{
        className:
          'inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 bg-white px-4 text-sm font-semibold text-brand-800 hover:bg-brand-50 lg:hidden',
        children: (
          <>
            <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
              <path d="M4 6h16M7 12h10M10 18h4" />
            </svg>
            {t('products.filters.open')}
            {activeCount > 0 ? (
              <span className="inline-flex min-w-6 items-center justify-center rounded-full bg-brand-800 px-1.5 text-xs text-white">
                <span className="sr-only">{t('products.filters.activeCount', { count: activeCount })}</span>
                <span aria-hidden="true">{activeCount}</span>
              </span>
            ) : null}
          </>
        ),
      }}
    />
  );
}
