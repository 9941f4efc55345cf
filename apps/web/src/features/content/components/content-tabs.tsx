import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CONTENT_TABS, contentListHref, type ContentTabType } from '../content-paths';

/**
 * The article types as links (`/content?type=4`), the current one marked with aria-current: each
 * tab is an address of its own (Back, a reload and a shared link show the same tab), reached with
 * Tab and opened with Enter like any link. On a phone the row scrolls sideways and keeps the
 * current tab in view.
 */
export function ContentTabs({ current }: { current: ContentTabType }) {
  const { t } = useTranslation();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    list.scrollLeft = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
  }, [current]);

  return (
    <nav aria-label={t('content.list.tabsLabel')}>
      <ul ref={listRef} className="-mx-1 flex gap-2 overflow-x-auto px-1 py-1">
        {CONTENT_TABS.map((tab) => {
          const active = tab.type === current;
          return (
            <li key={tab.key} className="shrink-0">
              <Link
                to={contentListHref({ type: tab.type, page: 1 })}
                aria-current={active ? 'page' : undefined}
                preventScrollReset
                className={`inline-flex min-h-11 items-center rounded-full border-2 px-5 font-semibold whitespace-nowrap ${
                  active ? 'border-brand-800 bg-brand-800 text-white' : 'border-brand-200 bg-white text-brand-900 hover:border-brand-500'
                }`}
              >
                {t(`content.types.${tab.key}`)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
