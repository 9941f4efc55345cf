import { describe, expect, it } from 'vitest';
import { MAX_ID, idField, idParam } from './ids';

describe('ids', () => {
  it('take whole numbers from 1 to the largest the database column holds', () => {
    expect(idField.parse(1)).toBe(1);
    expect(idField.parse(MAX_ID)).toBe(2_147_483_647);
    expect(idParam.parse('42')).toBe(42);
  });

  it.each([0, -1, MAX_ID + 1, 99_999_999_999])('refuse %s as naming nothing', (id) => {
    expect(idField.safeParse(id).error?.issues[0]?.message).toBe('validation.idOutOfRange');
    expect(idParam.safeParse(String(id)).error?.issues[0]?.message).toBe('validation.idOutOfRange');
  });

  it('refuse fractions and text with their own messages', () => {
    expect(idField.safeParse(1.5).error?.issues[0]?.message).toBe('validation.integer');
    expect(idParam.safeParse('abc').error?.issues[0]?.message).toBe('validation.invalidType');
    expect(idField.safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
  });
});
