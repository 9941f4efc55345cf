import { describe, expect, it } from 'vitest';
import { digitsOnly } from './digits-only';

describe('digitsOnly', () => {
  it('keeps digits up to the limit and ignores the rest', () => {
    expect(digitsOnly('1-2345 45678-78-1x', 13)).toBe('1234545678781');
    expect(digitsOnly('102000', 5)).toBe('10200');
    expect(digitsOnly('abc', 5)).toBe('');
  });
});
