/**
 * The text search reads (decision 0043): one normal form for the catalogue's names and for what a
 * shopper types, and Thai cut into words, since Thai is written without spaces.
 */

/** Thai words by ICU's dictionary (built into Node and browsers): the same cut for the index and the query. */
const segmenter = new Intl.Segmenter('th', { granularity: 'word' });

const THAI = /[\u0E00-\u0E7F]/;
export const isThai = (text: string) => THAI.test(text);

/** Marks of a position in a SearchText: a word starts at it, or one ends just before it. */
export const WORD_START = 1;
export const WORD_END = 2;

/**
 * A text as search reads it: its words written together without spaces (so "dog food" is also
 * found as "dogfood" and "รอยัลคานิน" as "รอยัล คานิน") and, position by position, where words
 * start and end. `marks` has one character per position, text.length + 1 of them; a string, not a
 * typed array, because it costs a fraction of the memory for 10,000 products.
 */
export interface SearchText {
  text: string;
  marks: string;
}

/**
 * A name, brand or category in both languages. Kept apart so that an English word is looked for
 * in English text: one byte a letter, which V8 searches several times faster than Thai's two.
 */
export interface SearchField {
  th: SearchText;
  en: SearchText;
}

export const markAt = (text: SearchText, position: number) => text.marks.charCodeAt(position) - 48;

/**
 * Latin accents dropped, Thai marks in one order (NFD puts a tone mark after a vowel typed after
 * it), zero-width spaces and apostrophes gone (hill's = hills), every other punctuation mark a
 * space; the case is kept, for the word breaks inside "SmartHeart".
 */
function clean(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u200b-\u200d\ufeff'’`]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}.]+|\.(?!\d)|(?<!\d)\./gu, ' ');
}

const isUpper = (code: number) => code >= 65 && code <= 90;
const isLower = (code: number) => code >= 97 && code <= 122;
const isDigit = (code: number) => code >= 48 && code <= 57;

/** Where a Latin word written as one ("SmartHeart", "DentaStix", "Pet8") has words inside it. */
function innerBreaks(word: string, at: (position: number) => void): void {
  for (let i = 1; i < word.length; i++) {
    const before = word.charCodeAt(i - 1);
    const here = word.charCodeAt(i);
    const camel = isLower(before) && isUpper(here);
    const digits = (isDigit(before) && (isUpper(here) || isLower(here))) || ((isUpper(before) || isLower(before)) && isDigit(here));
    if (camel || digits) at(i);
  }
}

/**
 * The dictionary's words of Thai runs already cut: names repeat their runs ("ชนิดเม็ด",
 * "อาหารแมวโต"), and cutting is most of the cost of reading 10,000 names. Emptied when full.
 */
const cutRuns = new Map<string, string[]>();
const CUT_RUNS_KEPT = 20_000;

function thaiWords(run: string): string[] {
  let words = cutRuns.get(run);
  if (words === undefined) {
    words = [];
    for (const { segment, isWordLike } of segmenter.segment(run)) if (isWordLike) words.push(segment);
    if (cutRuns.size >= CUT_RUNS_KEPT) cutRuns.clear();
    cutRuns.set(run, words);
  }
  return words;
}

/** Each word of a cleaned text, in order, as written (case kept): Thai by the dictionary, the rest at spaces. */
function eachWord(cleaned: string, visit: (word: string) => void): void {
  for (const run of cleaned.split(' ')) {
    if (run === '') continue;
    if (!isThai(run)) visit(run);
    else for (const word of thaiWords(run)) visit(word);
  }
}

/** The words of what a shopper typed, lower case. */
export function queryTextWords(typed: string): string[] {
  const words: string[] = [];
  eachWord(clean(typed), (word) => words.push(word.toLocaleLowerCase('en')));
  return words;
}

/** The Thai or the English text of a field, for the index. */
export function searchText(original: string): SearchText {
  const words: string[] = [];
  const marks: number[] = [];
  let length = 0;
  const mark = (position: number, flag: number) => (marks[position] = (marks[position] ?? 0) | flag);
  eachWord(clean(original), (word) => {
    const lower = word.toLocaleLowerCase('en');
    mark(length, WORD_START);
    mark(length + lower.length, WORD_END);
    if (lower.length === word.length && !isThai(word)) innerBreaks(word, (inner) => mark(length + inner, WORD_START | WORD_END));
    words.push(lower);
    length += lower.length;
  });
  const codes: number[] = [];
  for (let i = 0; i <= length; i++) codes.push(48 + (marks[i] ?? 0));
  // joined, not concatenated: a flat string, which every search reads without flattening it again
  return { text: words.join(''), marks: String.fromCharCode(...codes) };
}

export const searchField = (th: string, en: string): SearchField => ({ th: searchText(th), en: searchText(en) });
