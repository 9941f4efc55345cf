import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ORDER_HISTORY_TABS, type OrderHistoryTab } from '../order-history-tab';

const TABS = Object.entries(ORDER_HISTORY_TABS) as Array<[keyof typeof ORDER_HISTORY_TABS, OrderHistoryTab]>;

/**
 * My orders' tabs (member-area spec §2: 0 all … 5 old orders) as an ARIA tablist. The arrow keys,
 * Home and End move between the tabs and Enter or Space opens one (manual activation: each tab is
 * a new list, fetched, and a history entry). On a phone the row scrolls sideways and keeps the
 * chosen tab in view.
 */
export function OrderTabs({ selected, onSelect, children }: { selected: OrderHistoryTab; onSelect: (tab: OrderHistoryTab) => void; children: ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const tabId = (tab: OrderHistoryTab) => `${id}-tab-${tab}`;
  const panelId = `${id}-panel`;
  const listRef = useRef<HTMLDivElement>(null);
  const tabRefs = useRef(new Map<OrderHistoryTab, HTMLButtonElement>());

  useEffect(() => {
    const list = listRef.current;
    const tab = tabRefs.current.get(selected);
    if (!list || !tab || list.scrollWidth <= list.clientWidth) return;
    // sideways only: the page itself does not move
    list.scrollLeft = tab.offsetLeft - (list.clientWidth - tab.offsetWidth) / 2;
  }, [selected]);

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = TABS.length - 1;
    const target = { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    tabRefs.current.get(TABS[target]![1])?.focus();
  }

  return (
    <div>
      <div ref={listRef} role="tablist" aria-label={t('orders.tabs.label')} className="-mx-1 flex overflow-x-auto border-b border-brand-100 px-1 pb-px">
        {TABS.map(([key, tab], index) => {
          const active = tab === selected;
          return (
            <button
              key={key}
              ref={(element) => {
                if (element) tabRefs.current.set(tab, element);
                else tabRefs.current.delete(tab);
              }}
              type="button"
              role="tab"
              id={tabId(tab)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              onClick={() => onSelect(tab)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={`-mb-px inline-flex min-h-11 shrink-0 items-center border-b-3 px-4 text-sm font-semibold whitespace-nowrap ${
                active ? 'border-brand-700 text-brand-900' : 'border-transparent text-muted hover:border-brand-200 hover:text-brand-900'
              }`}
            >
              {t(`orders.tabs.${key}`)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className="pt-4">
        {children}
      </div>
    </div>
  );
}
