/** Bangkok keeps UTC+7 all year (no daylight saving): a calendar day there is a UTC day shifted by 7 hours. */
const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The day (YYYY-MM-DD, Bangkok) an order paid at `paidAt` is expected at the door: `workingDays`
 * working days later, Saturdays and Sundays not counted (a payment on Friday evening with 3 days
 * arrives on Wednesday). Public holidays are not known here; the carrier's own date replaces this.
 */
export function expectedDeliveryDay(paidAt: Date, workingDays: number): string {
  let day = new Date(Math.floor((paidAt.getTime() + BANGKOK_OFFSET_MS) / DAY_MS) * DAY_MS);
  for (let left = workingDays; left > 0;) {
    day = new Date(day.getTime() + DAY_MS);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left--;
  }
  return day.toISOString().slice(0, 10);
}
