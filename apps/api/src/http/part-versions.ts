/**
 * The version of each part of what the shop shows (a list, one product, …) as it is now: a part
 * whose version is the same shows the same. One reader per state of the data, so a reader that
 * is the same object means nothing changed at all.
 */
export type PartVersions = (part: string) => unknown;

/** What a kept page or answer was made from: its parts and their versions then. */
export interface PartStamp {
  readonly parts: readonly string[];
  readonly versions: readonly unknown[];
  /** the reader the versions were last found current in: checked again only when the data changed */
  checkedIn: PartVersions;
}

export function stampOf(parts: Iterable<string>, reader: PartVersions): PartStamp {
  const unique = [...new Set(parts)];
  return { parts: unique, versions: unique.map(reader), checkedIn: reader };
}

/** Whether every part still has the version it was made from. */
export function stillShows(stamp: PartStamp, reader: PartVersions): boolean {
  if (stamp.checkedIn === reader) return true;
  if (!stamp.parts.every((part, i) => reader(part) === stamp.versions[i])) return false;
  stamp.checkedIn = reader;
  return true;
}

/** Whether the parts were the same in two readers: made from one state or the other, the same thing was shown. */
export function sameIn(parts: Iterable<string>, before: PartVersions, after: PartVersions): boolean {
  if (before === after) return true;
  for (const part of parts) if (before(part) !== after(part)) return false;
  return true;
}
