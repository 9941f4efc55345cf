import { describe, expect, it } from 'vitest';
import { demoProducts } from './products';
import { demoPromotions } from './promotions';

const skus = new Map(demoProducts.flatMap((product) => product.skus.map((sku) => [sku.id, { product, sku }] as const)));

describe('demo promotions', () => {
  it('give free-gift products that are on sale, for SKUs that exist', () => {
    for (const promotion of demoPromotions.filter((p) => p.kind === 'gift')) {
      const gift = skus.get(promotion.giftSkuId!);
      expect(gift, promotion.code).toBeDefined();
      expect(gift!.product.lists, promotion.code).toContain('free');
      expect(gift!.sku.stock, promotion.code).toBeGreaterThan(10);
      if (promotion.conditionSkuId) expect(skus.get(promotion.conditionSkuId)?.sku.stock, promotion.code).toBeGreaterThan(0);
    }
  });

  it('have one order discount, and codes that are unique', () => {
    expect(demoPromotions.filter((p) => p.kind === 'discount')).toHaveLength(1);
    expect(new Set(demoPromotions.map((p) => p.code)).size).toBe(demoPromotions.length);
  });
});
