/**
 * How the product page names a review's author (decision 0030): the first name and the surname's
 * initial ("Malee S."), or, when the member asked to hide it, the first name's first and last
 * letters around three stars ("M***e"), whatever its length. Letters are grapheme clusters, so a
 * Thai letter keeps its vowel and tone marks ("สมศรี" → "ส***รี") and nothing is cut in half.
 */
const graphemes = new Intl.Segmenter('th', { granularity: 'grapheme' });

function lettersOf(text: string): string[] {
  return Array.from(graphemes.segment(text.trim()), (s) => s.segment);
}

const MASK = '***';

/** "Somsri" → "S***i"; one letter → "S***"; no name → "***". */
export function maskName(name: string): string {
  const letters = lettersOf(name);
  if (letters.length === 0) return MASK;
  if (letters.length === 1) return `${letters[0]}${MASK}`;
  return `${letters[0]}${MASK}${letters[letters.length - 1]}`;
}

/** The name the product page shows for a review. */
export function reviewerName(member: { name: string; surname: string }, hideName: boolean): string {
  if (hideName) return maskName(member.name);
  const name = member.name.trim();
  const initial = lettersOf(member.surname)[0];
  if (!name) return initial ? `${initial}.` : MASK;
  return initial ? `${name} ${initial}.` : name;
}
