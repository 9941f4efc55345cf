import { describe, expect, it } from 'vitest';
import { fromBangkokLocal, toBangkokLocal } from '../../lib/bangkok-local-time';
import { bangkokTodayStart, endsSoon, promotionState, skuLabel } from './promotions-format';

const now = Date.parse('2026-11-26T03:00:00Z');
const code = (over: Partial<{ status: 'active' | 'inactive'; startsAt: string; endsAt: string | null; quotaLeft: number | null }> = {}) => ({
  status: 'active' as const,
  startsAt: '2026-01-01T00:00:00Z',
  endsAt: null,
  quotaLeft: null,
  ...over,
});

describe('promotions on screen', () => {
  it('writes instants as Bangkok wall-clock time for datetime-local fields, and reads them back', () => {
    expect(toBangkokLocal('2026-11-30T17:00:00.000Z')).toBe('2026-12-01T00:00');
    expect(toBangkokLocal(null)).toBe('');
    expect(fromBangkokLocal('2026-12-01T00:00')).toBe('2026-12-01T00:00:00+07:00');
    expect(fromBangkokLocal(' ')).toBeNull();
    expect(bangkokTodayStart(Date.parse('2026-11-26T18:00:00Z'))).toBe('2026-11-27T00:00');
  });

  it('says where a code stands: off, not started, running, over, used up', () => {
    expect(promotionState(code({ status: 'inactive' }), now)).toBe('off');
    expect(promotionState(code({ startsAt: '2026-12-01T00:00:00Z' }), now)).toBe('scheduled');
    expect(promotionState(code(), now)).toBe('running');
    expect(promotionState(code({ endsAt: '2026-11-26T02:59:59Z' }), now)).toBe('ended');
    expect(promotionState(code({ quotaLeft: 0 }), now)).toBe('usedUp');
  });

  it('marks a running code that ends within seven days', () => {
    expect(endsSoon(code({ endsAt: '2026-12-02T00:00:00Z' }), now)).toBe(true);
    expect(endsSoon(code({ endsAt: '2026-12-10T00:00:00Z' }), now)).toBe(false);
    expect(endsSoon(code({ endsAt: '2026-12-02T00:00:00Z', status: 'inactive' }), now)).toBe(false);
    expect(endsSoon(code(), now)).toBe(false);
  });

  it('names a SKU by its product, option and code in the page’s language', () => {
    const sku = { productNameTh: 'อาหารแมว', productNameEn: 'Cat food', choiceNameTh: '400 กรัม', choiceNameEn: '400 g', skuCode: 'CF-400' };
    expect(skuLabel(sku, 'en')).toBe('Cat food – 400 g (CF-400)');
    expect(skuLabel({ ...sku, choiceNameTh: null }, 'th')).toBe('อาหารแมว (CF-400)');
  });
});
