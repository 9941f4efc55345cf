import { describe, expect, it } from 'vitest';
import { checkoutSearch, parseCheckoutStep } from './checkout-step';

describe('the checkout step', () => {
  it('is 1 by default and for any other value', () => {
    for (const value of [null, '', '1', '0', '4', '-1', '2.5', 'abc', ' 2']) expect(parseCheckoutStep(value), String(value)).toBe(1);
  });

  it('reads 2 and 3, and moves on to step plus one', () => {
    expect(parseCheckoutStep('2')).toBe(2);
    expect(parseCheckoutStep('3')).toBe(3);
    expect(checkoutSearch(2)).toBe('?step=2');
  });
});
