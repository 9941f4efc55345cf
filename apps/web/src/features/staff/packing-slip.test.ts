import { describe, expect, it } from 'vitest';
import { linesToPack, slipPageRule, slipSizeFrom } from './packing-slip';

describe('the packing slip', () => {
  it('prints on A5 unless A4 is asked for', () => {
    expect(slipSizeFrom(null)).toBe('a5');
    expect(slipSizeFrom('a4')).toBe('a4');
    expect(slipSizeFrom('letter')).toBe('a5');
    expect(slipPageRule('a4')).toContain('size: A4 portrait');
    expect(slipPageRule('a5')).toContain('size: A5 portrait');
  });

  it('lists goods before gifts and free lines, and counts the pieces', () => {
    const packed = linesToPack([
      { sku: 'GIFT', orderProductTypeId: 3, amount: 1 },
      { sku: 'A', orderProductTypeId: 1, amount: 2 },
      { sku: 'B', orderProductTypeId: 1, amount: 1 },
    ]);
    expect(packed.lines.map((l) => l.sku)).toEqual(['A', 'B', 'GIFT']);
    expect(packed.pieces).toBe(4);
  });
});
