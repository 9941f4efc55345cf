import { isThai, queryTextWords } from './search-text';

/** A word of the shopper's query as search looks for it (decision 0043). */
export interface QueryWord {
  /** what it may be found as: as typed, or what it stands for (หมา: สุนัข; puppies: puppy) */
  forms: string[];
  thai: boolean;
  /** found nowhere as typed: looked for with one typo */
  typo: boolean;
}

/** Words past this many are left out: a query of more is a pasted text, not a search. */
export const MAX_QUERY_WORDS = 10;

/** Shortest word looked for with a typo: shorter ones are a different word with one letter changed. */
const TYPO_FROM = { latin: 3, thai: 4 } as const;

/**
 * Longer words are only looked for as typed: no shopper's word is this long, and splitting or
 * correcting one costs a pass over the catalogue per letter.
 */
const FORGIVEN_UP_TO = 24;

/** What shoppers say that the catalogue writes otherwise: the colloquial Thai for dog and cat. */
const SAID_OTHERWISE: Record<string, string[]> = {
  หมา: ['สุนัข'],
  ลูกหมา: ['ลูกสุนัข'],
  เหมียว: ['แมว'],
};

/** English plurals the catalogue writes in the singular. */
function singulars(word: string): string[] {
  if (word.length > 4 && word.endsWith('ies')) return [`${word.slice(0, -3)}y`];
  if (word.length > 3 && word.endsWith('es')) return [word.slice(0, -2), word.slice(0, -1)];
  if (word.length > 3 && word.endsWith('s')) return [word.slice(0, -1)];
  return [];
}

/**
 * The words of a query. `found` says whether a word is anywhere in the catalogue as typed, `isWord`
 * whether an English word is one of the catalogue's whole words. A word found nowhere is read as
 * what it stands for, then as two of the catalogue's words written together ("puppyfood"), and only
 * then as a word with a typo: no typo is assumed while an exact reading exists. Pieces of words do
 * not make a split: "wiskas" is not "wis" (of "twisted") and "kas" (of "whiskas"), but Whiskas with
 * a letter left out.
 */
export function queryWords(keyword: string, found: (word: string, thai: boolean) => boolean, isWord: (word: string) => boolean): QueryWord[] {
  const words: QueryWord[] = [];
  for (const word of queryTextWords(keyword)) {
    const thai = isThai(word);
    const otherwise = SAID_OTHERWISE[word];
    if (otherwise) {
      words.push({ forms: [word, ...otherwise], thai, typo: false });
      continue;
    }
    if (found(word, thai) || word.length > FORGIVEN_UP_TO) {
      words.push({ forms: [word], thai, typo: false });
      continue;
    }
    if (!thai) {
      const singular = singulars(word).filter((form) => found(form, false));
      if (singular.length > 0) {
        words.push({ forms: singular, thai, typo: false });
        continue;
      }
      const split = twoWords(word, isWord);
      if (split) {
        words.push(...split.map((part) => ({ forms: [part], thai, typo: false })));
        continue;
      }
    }
    words.push({ forms: [word], thai, typo: word.length >= (thai ? TYPO_FROM.thai : TYPO_FROM.latin) });
  }
  return words.slice(0, MAX_QUERY_WORDS);
}

/** Two words written as one, each a word of the catalogue; the longest first word wins. */
function twoWords(word: string, found: (word: string) => boolean): [string, string] | null {
  for (let at = word.length - 3; at >= 3; at--) {
    const first = word.slice(0, at);
    const second = word.slice(at);
    if (found(first) && found(second)) return [first, second];
  }
  return null;
}
