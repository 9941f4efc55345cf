import { shopYear } from '@pawsook/shared/format/date';

/** The shop has traded since 2018 (spec §2 Footer: the copyright line shows 2018). */
export const FOUNDED_YEAR = 2018;

export function copyrightYears(now: Date): string {
  const year = shopYear(now);
  return year > FOUNDED_YEAR ? `${FOUNDED_YEAR}–${year}` : String(FOUNDED_YEAR);
}
