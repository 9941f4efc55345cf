/**
 * The Thai QR modal's countdown to the order's expiry (cart spec §2 "Thai QR payment modal"; the
 * Thai QR order expires at the shown expiry time, §4 copy rules).
 */

/** Whole milliseconds left until `expiry`; 0 once it has passed, or when the date is unreadable. */
export function remainingMs(expiry: string | Date, now: number): number {
  const end = (expiry instanceof Date ? expiry : new Date(expiry)).getTime();
  return Number.isNaN(end) ? 0 : Math.max(0, end - now);
}

const two = (n: number) => String(n).padStart(2, '0');

/**
 * "14:05" under an hour, "1:02:09" from an hour on, "00:00" when over. Seconds are rounded up, so
 * the clock shows 00:00 only when the time is really up.
 */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(Math.max(0, ms) / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${two(minutes)}:${two(seconds)}`;
}

/** The minutes left at which a screen reader is told, politely, how long remains. */
export const ANNOUNCED_MINUTES = [30, 15, 10, 5, 2, 1] as const;

/**
 * What the screen reader's polite live region holds: `expired` at zero, otherwise the smallest
 * announced number of minutes the time left is within ("less than 5 minutes left"), or null while
 * more than the largest remains. The text changes only at those marks, so it is read a handful of
 * times instead of every second.
 */
export type CountdownNotice = { kind: 'expired' } | { kind: 'minutes-left'; minutes: number } | null;

export function countdownNotice(ms: number): CountdownNotice {
  if (ms <= 0) return { kind: 'expired' };
  let mark: number | null = null;
  for (const minutes of ANNOUNCED_MINUTES) {
    if (ms <= minutes * 60_000) mark = minutes;
  }
  return mark === null ? null : { kind: 'minutes-left', minutes: mark };
}
