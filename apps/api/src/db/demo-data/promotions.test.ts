import { describe, expect, it } from 'vitest';
import { demoProducts } from './products';
import { demoPromotions } from './promotions';

const skus = new Map(demoProducts.flatMap((product) => product.skus.map((sku) => [sku.id, { product, sku }] as const)));

describe('demo promotions', () => {
  it('give free-gift products that are on display but not sold on their own, for a condition that is sold', () => {
    for (const promotion of demoPromotions.filter((p) => p.kind === 'gift')) {
      const gift = skus.get(promotion.giftSkuId!);
      expect(gift, promotion.code).toBeDefined();
      expect(gift!.product.lists, promotion.code).toContain('free');
      expect(gift!.sku.displayStatus, promotion.code).toBe('active');
      expect(gift!.sku.soldSeparately, promotion.code).toBe(false);
      expect(gift!.sku.stock, promotion.code).toBeGreaterThan(10);
      if (promotion.conditionSkuId) {
        expect(skus.get(promotion.conditionSkuId)?.sku.stock, promotion.code).toBeGreaterThan(0);
        expect(skus.get(promotion.conditionSkuId)?.sku.soldSeparately ?? true, promotion.code).toBe(true);
      }
    }
  });

  it('have one order discount, and codes that are unique', () => {
    expect(demoPromotions.filter((p) => p.kind === 'discount')).toHaveLength(1);
    expect(new Set(demoPromotions.map((p) => p.code)).size).toBe(demoPromotions.length);
  });
});
