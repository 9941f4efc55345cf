import { useCallback, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { readHistoryTab, rememberHistoryTab } from '../order-history-tab';
import { changeOrderList, orderListSearch, readOrderListState, type OrderListState } from '../order-list-params';

/**
 * My orders' tab, search, sort, page and page size, read from the address (the remembered tab when
 * it names none) and changed by going to a new address: a new history entry, so Back undoes it.
 * Choosing a tab also remembers it for this browser tab's session (member-area spec §2).
 */
export function useOrderListState() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // read again whenever the address changes: the side menu's plain link opens the tab chosen last
  const state = useMemo(() => readOrderListState(params, readHistoryTab()), [params]);

  const hrefFor = useCallback((change: Partial<OrderListState>) => orderListSearch(changeOrderList(state, change)), [state]);
  const change = useCallback(
    (next: Partial<OrderListState>) => {
      if (next.tab !== undefined) rememberHistoryTab(next.tab);
      // the list changes under the tabs and filters: the page stays where it is
      void navigate(hrefFor(next), { preventScrollReset: true });
    },
    [navigate, hrefFor],
  );

  return { state, hrefFor, change };
}
