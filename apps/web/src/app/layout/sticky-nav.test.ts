import { describe, expect, it } from 'vitest';
import { STICKY_NAV_OFFSET_PX, isNavSticky } from './sticky-nav';

describe('isNavSticky (spec §2: nav top minus 44)', () => {
  it('sticks from 44 px above the navigation top', () => {
    expect(STICKY_NAV_OFFSET_PX).toBe(44);
    expect(isNavSticky(55, 100)).toBe(false);
    expect(isNavSticky(56, 100)).toBe(true);
    expect(isNavSticky(500, 100)).toBe(true);
  });
});
