import { describe, expect, it } from 'vitest';
import { priceView } from './product-price';

describe('priceView', () => {
  it('shows one price when there is no special price', () => {
    expect(priceView({ price: 395, specialPrice: null, sellPrice: 395 })).toEqual({ now: 39500, regular: null, saving: null, savingPercent: null });
  });

  it('strikes the regular price through and names the saving while a special price runs', () => {
    expect(priceView({ price: 690, specialPrice: 586, sellPrice: 586 })).toEqual({ now: 58600, regular: 69000, saving: 10400, savingPercent: 15 });
  });

  it('counts in satang, without floating-point noise', () => {
    expect(priceView({ price: 19.99, specialPrice: 9.99, sellPrice: 9.99 })).toMatchObject({ saving: 1000, savingPercent: 50 });
  });

  it('never shows a saving when the special price is not lower', () => {
    expect(priceView({ price: 100, specialPrice: 100, sellPrice: 100 }).regular).toBeNull();
  });

  it('leaves out a percentage that would round to 0', () => {
    expect(priceView({ price: 1000, specialPrice: 999.5, sellPrice: 999.5 })).toMatchObject({ saving: 50, savingPercent: null });
  });
});
