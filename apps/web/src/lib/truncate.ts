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

/**
 * Text whose characters are a letter followed by its combining marks (Thai vowels above and below,
 * tone marks, sara am, Latin accents): every shop name we have. Counted with a regular expression,
 * because setting up Intl.Segmenter is a long task on a phone's first draw.
 */
const LETTER_WITH_MARKS = /[^\p{M}\u0e33\u0eb3][\p{M}\u0e33\u0eb3]*|[\p{M}\u0e33\u0eb3]+/gu;
/** What only the segmenter counts right: joined emoji, flags, Hangul syllables in parts. */
const NEEDS_SEGMENTER = /[\u200d\u1100-\u11ff\uac00-\ud7af\u{1f1e6}-\u{1f1ff}]/u;

function graphemes(text: string): string[] {
  if (!NEEDS_SEGMENTER.test(text)) return text.match(LETTER_WITH_MARKS) ?? [];
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
