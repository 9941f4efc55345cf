import { describe, expect, it } from 'vitest';
import { FEW_LEFT, shownStock, showsFigure } from './shown-stock';

describe("what a product's page shows of a SKU's stock", () => {
  it('is sold out at zero or below, the figure while few are left, one value above', () => {
    expect([-2, 0].map(shownStock)).toEqual([0, 0]);
    expect([1, FEW_LEFT].map(shownStock)).toEqual([1, FEW_LEFT]);
    expect([FEW_LEFT + 1, 50, 100_000].map(shownStock)).toEqual([FEW_LEFT + 1, FEW_LEFT + 1, FEW_LEFT + 1]);
  });

  it('shows a figure only while few are left', () => {
    expect([1, FEW_LEFT, FEW_LEFT + 1].map(showsFigure)).toEqual([true, true, false]);
  });
});
