/**
 * A day as a filter in an address takes it (the back office's audit log and orders board): only a
 * day that exists on the calendar is kept.
 */
/** A real calendar day written YYYY-MM-DD, or ''. */
export function calendarDay(raw: string | null): string {
  const value = (raw ?? '').trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return '';
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value ? value : '';
}
