import { describe, expect, it } from 'vitest';
import { decreaseQuantity, exceedsStock, increaseQuantity, typedQuantity } from './quantity-rules';

describe('quantity rules (spec §5 cart quantity)', () => {
  it('minus is blocked when the result would be 0 or below', () => {
    expect(decreaseQuantity(3)).toEqual({ amount: 2, problem: null });
    expect(decreaseQuantity(1)).toEqual({ amount: 1, problem: 'below-one' });
  });

  it('plus is blocked when the result would exceed stock', () => {
    expect(increaseQuantity(11, 12)).toEqual({ amount: 12, problem: null });
    expect(increaseQuantity(12, 12)).toEqual({ amount: 12, problem: 'over-stock' });
    expect(increaseQuantity(1, 0)).toEqual({ amount: 1, problem: 'over-stock' });
  });

  it('typed amounts keep to 1..stock and ignore non-digits', () => {
    expect(typedQuantity('5', 12)).toEqual({ amount: 5, problem: null });
    expect(typedQuantity('', 12)).toEqual({ amount: 1, problem: 'below-one' });
    expect(typedQuantity('0', 12)).toEqual({ amount: 1, problem: 'below-one' });
    expect(typedQuantity('99', 12)).toEqual({ amount: 12, problem: 'over-stock' });
    expect(typedQuantity('1a2', 50)).toEqual({ amount: 12, problem: null });
  });

  it('an amount over the stock cannot be added', () => {
    expect(exceedsStock(13, 12)).toBe(true);
    expect(exceedsStock(12, 12)).toBe(false);
  });
});
