import { describe, expect, it } from 'vitest';
import { oldOrderHref, orderDetailHref, orderIdFrom, trackingHref } from './order-paths';

describe('order page addresses (member-area spec §2)', () => {
  it('name the order by id, with its number in the query', () => {
    expect(orderDetailHref(12, 'PS261125ABC123')).toBe('/user/purchase/order/12?orderNo=PS261125ABC123');
    expect(oldOrderHref(3, 'PCG 23/07')).toBe('/user/purchase/order/old/3?orderNo=PCG%2023%2F07');
    expect(trackingHref(12, 'PS261125ABC123')).toBe('/user/purchase/tracking/12?orderNo=PS261125ABC123');
  });

  it('read an id the API takes, and nothing else', () => {
    expect(orderIdFrom('12')).toBe(12);
    expect(orderIdFrom('2147483647')).toBe(2_147_483_647);
    for (const raw of [undefined, '', '0', '-1', '1.5', 'abc', '2147483648', '12345678901']) expect(orderIdFrom(raw), String(raw)).toBeNull();
  });
});
