import { describe, expect, it } from 'vitest';
import { fullName, showCoinChange, showCoins } from './member-format';

describe('members on screen', () => {
  it('writes coins with thousands and a sign on ledger lines', () => {
    expect(showCoins(1250)).toBe('1,250');
    expect(showCoins(0)).toBe('0');
    expect(showCoinChange(50)).toBe('+50');
    expect(showCoinChange(-1500)).toBe('−1,500');
  });

  it('joins the name and surname, leaving out an empty part', () => {
    expect(fullName({ name: ' Malee ', surname: 'Rakmaew' })).toBe('Malee Rakmaew');
    expect(fullName({ name: 'Malee', surname: '' })).toBe('Malee');
  });
});
