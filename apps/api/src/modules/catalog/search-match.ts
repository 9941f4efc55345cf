import { markAt, WORD_END, WORD_START, type SearchText } from './search-text';

/**
 * How well a typed word fits a field, 0 when it does not (decision 0043). A word that is whole in
 * the field (or several whole words written together: "dogfood") fits best; the start of a word
 * ("whis" of whiskas) next; then the end or the inside of one (Thai, whose word ends the dictionary
 * places less surely); a word found only with one typo last.
 */
export const FIT = { whole: 100, start: 75, end: 60, inside: 50, typo: 40 } as const;

/** Short English fragments ("o", "me") match only at the start of a word, or they would match everything. */
const SHORT = 2;

/** English words too common to stand for a typo: "fod" means food, not "for". */
const NOT_TYPO_TARGETS = new Set(['for', 'and', 'with', 'the', 'of', 'in', 'to', 'pack', 'no']);

/** The best fit of `word` as typed in `field` (the text in the word's language). */
export function exactFit(field: SearchText, word: string, thai: boolean): number {
  const shortLatin = !thai && word.length <= SHORT;
  let best = 0;
  for (let at = field.text.indexOf(word); at !== -1; at = field.text.indexOf(word, at + 1)) {
    const starts = (markAt(field, at) & WORD_START) !== 0;
    const ends = (markAt(field, at + word.length) & WORD_END) !== 0;
    if (shortLatin && !starts) continue;
    const fit = starts && ends ? FIT.whole : starts ? FIT.start : ends ? FIT.end : FIT.inside;
    if (fit > best) best = fit;
    if (best === FIT.whole) break;
  }
  return best;
}

function sameRange(a: string, from: number, b: string, bFrom: number, length: number): boolean {
  for (let i = 0; i < length; i++) if (a.charCodeAt(from + i) !== b.charCodeAt(bFrom + i)) return false;
  return true;
}

/**
 * Whether `word` and text[start, end) differ by at most one edit: a letter changed, added, left out,
 * or two neighbours swapped (Damerau). Linear: one edit allows no search.
 */
export function withinOneEdit(word: string, text: string, start: number, end: number): boolean {
  const a = word.length;
  const b = end - start;
  if (Math.abs(a - b) > 1) return false;
  let i = 0;
  while (i < a && i < b && word.charCodeAt(i) === text.charCodeAt(start + i)) i++;
  if (i === a && i === b) return true;
  if (a === b) {
    if (sameRange(word, i + 1, text, start + i + 1, a - i - 1)) return true;
    return (
      i + 1 < a &&
      word.charCodeAt(i) === text.charCodeAt(start + i + 1) &&
      word.charCodeAt(i + 1) === text.charCodeAt(start + i) &&
      sameRange(word, i + 2, text, start + i + 2, a - i - 2)
    );
  }
  // one letter more in the word (left out of the text) or in the text (added)
  return a > b ? sameRange(word, i + 1, text, start + i, b - i) : sameRange(word, i, text, start + i + 1, a - i);
}

/**
 * Pieces of which at least one is in any text within one edit of `word`: an edit spoils one half,
 * or two letters swapped across the middle, which the halves of the swapped word catch.
 */
export function typoPieces(word: string): string[] {
  const half = word.length >> 1;
  const swapped = word.slice(0, half - 1) + word[half] + word[half - 1] + word.slice(half + 1);
  return [...new Set([word.slice(0, half), word.slice(half), swapped.slice(0, half), swapped.slice(half)])].filter(Boolean);
}

/**
 * Whether `word` is in `field` with one typo. English words must line up with whole words of the
 * field ("cat fod" is cat food, not a fragment of "fodder"); Thai, whose word ends are the
 * dictionary's guess, may sit anywhere.
 */
export function typoFit(field: SearchText, word: string, thai: boolean, pieces: string[]): number {
  const text = field.text;
  if (!pieces.some((piece) => text.includes(piece))) return 0;
  const length = word.length;
  for (let start = 0; start < text.length; start++) {
    if (!thai && !(markAt(field, start) & WORD_START)) continue;
    for (let end = start + length - 1; end <= start + length + 1 && end <= text.length; end++) {
      if (!thai && !(markAt(field, end) & WORD_END)) continue;
      if (!withinOneEdit(word, text, start, end)) continue;
      if (!thai && NOT_TYPO_TARGETS.has(text.slice(start, end))) continue;
      return FIT.typo;
    }
  }
  return 0;
}
