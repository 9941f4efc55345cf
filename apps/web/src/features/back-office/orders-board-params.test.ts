import { describe, expect, it } from 'vitest';
import {
  changeOrdersBoardFilters,
  isOrdersBoardFiltered,
  NO_ORDER_FILTERS,
  orderDetailHref,
  ordersBoardHref,
  ordersBoardSearch,
  ordersQuery,
  readOrdersBoardFilters,
  type OrdersBoardFilters,
} from './orders-board-params';

const read = (search: string) => readOrdersBoardFilters(new URLSearchParams(search));

describe('the orders board filters in the address', () => {
  it('reads nothing from an empty address', () => {
    expect(read('')).toEqual(NO_ORDER_FILTERS);
    expect(isOrdersBoardFiltered(read(''))).toBe(false);
  });

  it('leaves out a channel or member that is no id', () => {
    expect(read('?channelId=abc&memberId=0')).toEqual(NO_ORDER_FILTERS);
  });

  it('reads every filter', () => {
    expect(read('?statusId=3&channelId=4&memberId=12&slipWaiting=true&q=%20PS2611%20&from=2026-11-01&to=2026-11-30&page=2')).toEqual({
      statusId: 3,
      channelId: 4,
      memberId: 12,
      slipWaiting: true,
      q: 'PS2611',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 2,
    });
  });

  it('leaves out what the call would refuse', () => {
    expect(read('?statusId=13&page=0&from=2026-02-30&to=30/11/2026')).toEqual(NO_ORDER_FILTERS);
    expect(read('?statusId=abc&page=-1')).toEqual(NO_ORDER_FILTERS);
    expect(read('?slipWaiting=yes')).toEqual(NO_ORDER_FILTERS);
    expect(read(`?q=${'a'.repeat(120)}`).q).toHaveLength(100);
  });

  it('writes only what is set, and round-trips', () => {
    expect(ordersBoardSearch(NO_ORDER_FILTERS)).toBe('');
    const filters: OrdersBoardFilters = { ...NO_ORDER_FILTERS, statusId: 1, memberId: 12, q: 'malee@example.com', from: '2026-11-01', page: 3 };
    expect(ordersBoardSearch(filters)).toBe('?statusId=1&memberId=12&q=malee%40example.com&from=2026-11-01&page=3');
    expect(read(ordersBoardSearch(filters))).toEqual(filters);
  });

  it('gives the export the same filters without the page', () => {
    const filters: OrdersBoardFilters = { ...NO_ORDER_FILTERS, statusId: 2, channelId: 5, q: 'PS', to: '2026-11-30', page: 4 };
    expect(ordersQuery(filters, { withPage: false })).toEqual({ statusId: '2', channelId: '5', q: 'PS', to: '2026-11-30' });
    expect(ordersQuery(filters)).toEqual({ statusId: '2', channelId: '5', q: 'PS', to: '2026-11-30', page: '4' });
  });

  it('starts again at page 1 when a filter changes; a new page keeps the filters', () => {
    const filters: OrdersBoardFilters = { ...NO_ORDER_FILTERS, statusId: 1, q: 'PS', page: 3 };
    expect(changeOrdersBoardFilters(filters, { statusId: 2 })).toEqual({ ...filters, statusId: 2, page: 1 });
    expect(changeOrdersBoardFilters(filters, { q: '' }).page).toBe(1);
    expect(changeOrdersBoardFilters(filters, { channelId: 4 }).page).toBe(1);
    expect(changeOrdersBoardFilters(filters, { page: 4 })).toEqual({ ...filters, page: 4 });
    expect(changeOrdersBoardFilters(filters, { q: 'PS' }).page).toBe(3);
  });

  it('links the dashboard to a status, and a row to its order', () => {
    expect(ordersBoardHref({ statusId: 1 })).toBe('/staff/orders?statusId=1');
    expect(ordersBoardHref()).toBe('/staff/orders');
    expect(orderDetailHref('PS 1/2')).toBe('/staff/orders/PS%201%2F2');
  });
});
