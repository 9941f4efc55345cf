import { describe, expect, it } from 'vitest';
import { expectedDeliveryDay } from './delivery-estimate';

describe('expectedDeliveryDay', () => {
  it('counts working days in Bangkok, skipping the weekend', () => {
    // Wednesday 25 November 2026, 10:00 in Bangkok
    expect(expectedDeliveryDay(new Date('2026-11-25T03:00:00Z'), 3)).toBe('2026-11-30');
    // Friday 27 November, 20:00 in Bangkok: Monday, Tuesday, Wednesday
    expect(expectedDeliveryDay(new Date('2026-11-27T13:00:00Z'), 3)).toBe('2026-12-02');
  });

  it('takes the Bangkok day, not the UTC one: 01:30 on Saturday in Bangkok is still Friday in UTC', () => {
    expect(expectedDeliveryDay(new Date('2026-11-27T18:30:00Z'), 1)).toBe('2026-11-30');
  });

  it('crosses the year', () => {
    expect(expectedDeliveryDay(new Date('2026-12-30T05:00:00Z'), 2)).toBe('2027-01-01');
  });
});
