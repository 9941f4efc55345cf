/**
 * The shop's times as a `datetime-local` field writes them: Bangkok wall-clock time (decision
 * 0025), whatever the staff member's computer is set to. Every back-office form with a time uses these.
 */

/** Thailand keeps +07:00 all year (no daylight saving). */
export const BANGKOK_OFFSET_MS = 7 * 60 * 60 * 1000;

/** An instant as a `datetime-local` value in Bangkok time ('2026-12-01T09:30'); '' for none. */
export function toBangkokLocal(iso: string | null): string {
  if (!iso) return '';
  const time = new Date(iso).getTime();
  return Number.isNaN(time) ? '' : new Date(time + BANGKOK_OFFSET_MS).toISOString().slice(0, 16);
}

/** A `datetime-local` value read as Bangkok time, as the API takes it ('2026-12-01T09:30:00+07:00'); null for none. */
export function fromBangkokLocal(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '') return null;
  const match = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(:\d{2})?$/.exec(trimmed);
  return match ? `${match[1]}${match[2] ?? ':00'}+07:00` : trimmed;
}
