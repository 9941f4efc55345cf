/**
 * Label truncation of the spec (member-area §2 Header, §9): cut with an ellipsis, full text in a
 * tooltip. Lengths count what a reader sees as one character (grapheme clusters), so a Thai vowel
 * or tone mark is never cut away from its consonant.
 */

/** Where a label sits decides how long it may be. */
export const TRUNCATE = {
  /** footer social names, compact chips */
  short: 15,
  /** header dropdown menus */
  menu: 20,
  /** mobile menu rows, wide cards */
  long: 30,
  /** `select` options */
  option: 30,
  /** the third Facebook column of the footer */
  footerThirdFacebookColumn: 8,
} as const;

const ELLIPSIS = '…';

let segmenter: Intl.Segmenter | null = null;

function graphemes(text: string): string[] {
  if (typeof Intl !== 'undefined' && 'Segmenter' in Intl) {
    segmenter ??= new Intl.Segmenter(undefined, { granularity: 'grapheme' });
    return Array.from(segmenter.segment(text), (s) => s.segment);
  }
  return Array.from(text);
}

export interface Truncated {
  /** what to display */
  text: string;
  /** true when `text` is shorter than the original and a tooltip should show the full one */
  truncated: boolean;
}

/** Labels longer than `max` characters are cut at `max` and end with "…" (as the spec's shop does). */
export function truncateLabel(label: string, max: number): Truncated {
  const clean = label.trim();
  if (max < 1) return { text: ELLIPSIS, truncated: clean.length > 0 };
  // no label has more characters than UTF-16 units: most are short enough without counting, and
  // the grapheme segmenter's first use is a long task on a phone
  if (clean.length <= max) return { text: clean, truncated: false };
  const chars = graphemes(clean);
  if (chars.length <= max) return { text: clean, truncated: false };
  return { text: chars.slice(0, max).join('').trimEnd() + ELLIPSIS, truncated: true };
}
