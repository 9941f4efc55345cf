/** The countdown helper of member-area spec §4: whole days, hours, minutes and seconds left, never below zero. */
export interface CountdownParts {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** the end has been reached */
  done: boolean;
}

export function countdownParts(endMs: number, nowMs: number): CountdownParts {
  const left = Math.max(0, Math.floor((endMs - nowMs) / 1000));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3600),
    minutes: Math.floor((left % 3600) / 60),
    seconds: left % 60,
    done: left === 0,
  };
}

/**
 * The one moment a whole flash-sale list ends, in ms: every product of it ends then, so the list's
 * countdown and each product page's count to the same end. Null when the list is not all here
 * (`complete` false: more products than were fetched), when its products end at different moments
 * (each product page then shows its own), or when that moment has passed.
 */
export function sharedEnd(ends: ReadonlyArray<string | null>, complete: boolean, nowMs: number): number | null {
  if (!complete || ends.length === 0) return null;
  const moments = new Set(ends.map((end) => (end ? Date.parse(end) : Number.NaN)));
  if (moments.size !== 1) return null;
  const [end] = moments;
  return end !== undefined && !Number.isNaN(end) && end > nowMs ? end : null;
}

export const pad2 = (value: number) => String(value).padStart(2, '0');
