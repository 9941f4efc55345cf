import { describe, expect, it } from 'vitest';
import { markAt, queryTextWords, searchText, WORD_END, WORD_START, type SearchText } from './search-text';

/** The words a SearchText holds, cut where its marks say a word starts. */
function wordsIn(field: SearchText): string[] {
  const words: string[] = [];
  let start = 0;
  for (let i = 1; i <= field.text.length; i++) {
    if (markAt(field, i) & WORD_END) {
      words.push(field.text.slice(start, i));
      start = i;
    }
  }
  return words;
}

describe('searchText', () => {
  it('writes the words together in lower case and marks where each starts and ends', () => {
    const field = searchText("Hill's Science Diet, 1.5 kg");
    expect(field.text).toBe('hillssciencediet1.5kg');
    expect(wordsIn(field)).toEqual(['hills', 'science', 'diet', '1.5', 'kg']);
    expect(markAt(field, 0)).toBe(WORD_START);
    expect(markAt(field, field.text.length)).toBe(WORD_END);
  });

  it('cuts Thai into the dictionary’s words', () => {
    expect(wordsIn(searchText('รอยัล คานิน อาหารแมวโต'))).toEqual(['รอยัล', 'คา', 'นิน', 'อาหาร', 'แมว', 'โต']);
  });

  it('finds the words inside names written as one, and splits at hyphens', () => {
    expect(wordsIn(searchText('SmartHeart DentaStix Pet8 Me-O'))).toEqual(['smart', 'heart', 'denta', 'stix', 'pet', '8', 'me', 'o']);
  });

  it('drops Latin accents and zero-width spaces, and puts Thai marks in one order', () => {
    expect(searchText('Café\u200bcrème').text).toBe('cafecreme');
    // the tone mark typed before the vowel below it, and after it: the same text
    expect(searchText('\u0e01\u0e48\u0e38').text).toBe(searchText('\u0e01\u0e38\u0e48').text);
  });
});

describe('queryTextWords', () => {
  it('reads a query as the index reads names', () => {
    expect(queryTextWords('  Royal   CANIN, dogfood!')).toEqual(['royal', 'canin', 'dogfood']);
    expect(queryTextWords('อาหารแมวรอยัลคานิน')).toEqual(['อาหาร', 'แมว', 'รอยัล', 'คา', 'นิน']);
    expect(queryTextWords("hill's 1.5kg")).toEqual(['hills', '1.5kg']);
    expect(queryTextWords('!!! ...')).toEqual([]);
  });
});
