import { describe, expect, it } from 'vitest';
import { coinAdjustmentFormSchema } from './coin-adjustment-form';

const parse = (values: { direction: string; coins: string; reason: string }) => coinAdjustmentFormSchema.safeParse(values);
const messageOf = (values: { direction: string; coins: string; reason: string }, field: string) =>
  parse(values).error?.issues.find((issue) => issue.path[0] === field)?.message;

describe('the coin adjustment form', () => {
  it('sends the coins signed by the direction and the reason as the reference', () => {
    expect(parse({ direction: 'give', coins: ' 50 ', reason: ' ticket 7 ' }).data).toEqual({ coin: 50, reference: 'ticket 7' });
    expect(parse({ direction: 'take', coins: '15', reason: 'correction' }).data).toEqual({ coin: -15, reference: 'correction' });
  });

  it('asks for a whole number of coins from 1 to a million', () => {
    expect(messageOf({ direction: 'give', coins: '', reason: 'r' }, 'coins')).toBe('validation.required');
    expect(messageOf({ direction: 'give', coins: '1.5', reason: 'r' }, 'coins')).toBe('validation.integer');
    expect(messageOf({ direction: 'give', coins: '-3', reason: 'r' }, 'coins')).toBe('validation.integer');
    expect(messageOf({ direction: 'give', coins: '0', reason: 'r' }, 'coins')).toBe('validation.invalid');
    expect(messageOf({ direction: 'take', coins: '1000001', reason: 'r' }, 'coins')).toBeDefined();
    expect(parse({ direction: 'take', coins: '1000000', reason: 'r' }).success).toBe(true);
  });

  it('asks for a reason of at most 100 characters', () => {
    expect(messageOf({ direction: 'give', coins: '5', reason: '   ' }, 'reason')).toBe('validation.required');
    expect(messageOf({ direction: 'give', coins: '5', reason: 'x'.repeat(101) }, 'reason')).toBeDefined();
  });
});
