import { describe, expect, it } from 'vitest';
import { copyrightYears } from './copyright';

describe('copyrightYears', () => {
  it('always shows 2018', () => {
    expect(copyrightYears(new Date('2026-06-01T00:00:00Z'))).toBe('2018–2026');
    expect(copyrightYears(new Date('2018-06-01T00:00:00Z'))).toBe('2018');
  });

  it('turns the year at Bangkok midnight', () => {
    expect(copyrightYears(new Date('2026-12-31T17:00:00Z'))).toBe('2018–2027');
  });
});
