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

/** The soonest end time among the given ISO timestamps that is still ahead, in ms; null when none. */
export function soonestEnd(ends: ReadonlyArray<string | null>, nowMs: number): number | null {
  let soonest: number | null = null;
  for (const end of ends) {
    if (!end) continue;
    const ms = Date.parse(end);
    if (Number.isNaN(ms) || ms <= nowMs) continue;
    if (soonest === null || ms < soonest) soonest = ms;
  }
  return soonest;
}

export const pad2 = (value: number) => String(value).padStart(2, '0');
