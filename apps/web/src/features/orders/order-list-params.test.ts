import { describe, expect, it } from 'vitest';
import { changeOrderList, orderListSearch, readOrderListState, type OrderListState } from './order-list-params';

const read = (search: string, remembered: 0 | 1 | 2 | 3 | 4 | 5 = 0) => readOrderListState(new URLSearchParams(search), remembered);

describe('my orders in the address', () => {
  it('reads the defaults from an empty address: the remembered tab, newest first, page 1, ten a page', () => {
    expect(read('')).toEqual({ tab: 0, orderNo: '', sort: 'desc', page: 1, size: 10 });
    expect(read('', 4).tab).toBe(4);
  });

  it('takes the tab of the address over the remembered one', () => {
    expect(read('?tab=5', 2).tab).toBe(5);
    expect(read('?tab=0', 2).tab).toBe(0);
  });

  it('reads every part, and ignores what is not one of its values', () => {
    expect(read('?tab=2&orderNo=%20PS12%20&sort=asc&page=3&size=20')).toEqual({ tab: 2, orderNo: 'PS12', sort: 'asc', page: 3, size: 20 });
    expect(read('?tab=9&sort=up&page=-1&size=30', 1)).toEqual({ tab: 1, orderNo: '', sort: 'desc', page: 1, size: 10 });
    expect(read('?tab=1.5&size=50').tab).toBe(0);
    expect(read('?size=50').size).toBe(50);
    expect(read(`?orderNo=${'X'.repeat(60)}`).orderNo).toHaveLength(40);
  });

  it('writes the tab always and the rest only when not the default', () => {
    const state: OrderListState = { tab: 0, orderNo: '', sort: 'desc', page: 1, size: 10 };
    expect(orderListSearch(state)).toBe('?tab=0');
    expect(orderListSearch({ tab: 3, orderNo: 'PS 1', sort: 'asc', page: 2, size: 50 })).toBe('?tab=3&orderNo=PS+1&sort=asc&page=2&size=50');
  });

  it('round-trips', () => {
    const state: OrderListState = { tab: 5, orderNo: 'PCG23', sort: 'asc', page: 4, size: 20 };
    expect(read(orderListSearch(state), 1)).toEqual(state);
  });

  it('goes back to page 1 when the tab, search, sort or page size changes; a new page keeps the rest', () => {
    const state: OrderListState = { tab: 2, orderNo: 'PS', sort: 'asc', page: 3, size: 20 };
    expect(changeOrderList(state, { tab: 1 })).toEqual({ ...state, tab: 1, page: 1 });
    expect(changeOrderList(state, { orderNo: 'PS9' }).page).toBe(1);
    expect(changeOrderList(state, { sort: 'desc' }).page).toBe(1);
    expect(changeOrderList(state, { size: 50 }).page).toBe(1);
    expect(changeOrderList(state, { page: 4 })).toEqual({ ...state, page: 4 });
    // choosing the tab already shown keeps the page
    expect(changeOrderList(state, { tab: 2 }).page).toBe(3);
  });
});
