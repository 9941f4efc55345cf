import { describe, expect, it } from 'vitest';
import { queryWords } from './search-query';

const catalogue = ['drydogfood', 'puppy', 'cat', 'food', 'twisted', 'whiskas', 'สุนัข', 'อาหาร', 'แมว'];
const catalogueWords = new Set(['dry', 'dog', 'food', 'puppy', 'cat', 'twisted', 'whiskas']);
const found = (word: string) => catalogue.some((text) => text.includes(word));
const isWord = (word: string) => catalogueWords.has(word);

describe('queryWords', () => {
  it('takes a word found as typed as it is', () => {
    expect(queryWords('dogfood cat', found, isWord)).toEqual([
      { forms: ['dogfood'], thai: false, typo: false },
      { forms: ['cat'], thai: false, typo: false },
    ]);
  });

  it('reads colloquial Thai as the catalogue writes it, and plurals as singulars', () => {
    expect(queryWords('อาหารหมา puppies', found, isWord)).toEqual([
      { forms: ['อาหาร'], thai: true, typo: false },
      { forms: ['หมา', 'สุนัข'], thai: true, typo: false },
      { forms: ['puppy'], thai: false, typo: false },
    ]);
  });

  it('splits two words written as one before it assumes a typo', () => {
    expect(queryWords('puppyfood', found, isWord)).toEqual([
      { forms: ['puppy'], thai: false, typo: false },
      { forms: ['food'], thai: false, typo: false },
    ]);
  });

  it('splits only into whole words: pieces of two words are a typo ("wiskas" is Whiskas, not "wis" + "kas")', () => {
    expect(queryWords('wiskas', found, isWord)).toEqual([{ forms: ['wiskas'], thai: false, typo: true }]);
  });

  it('looks for a word found nowhere with one typo, if it is long enough to have one', () => {
    expect(queryWords('cat fod zz', found, isWord)).toEqual([
      { forms: ['cat'], thai: false, typo: false },
      { forms: ['fod'], thai: false, typo: true },
      { forms: ['zz'], thai: false, typo: false },
    ]);
  });

  it('looks for a word too long to be a shopper’s only as typed', () => {
    expect(queryWords('x'.repeat(30), found, isWord)).toEqual([{ forms: ['x'.repeat(30)], thai: false, typo: false }]);
  });

  it('keeps at most ten words', () => {
    expect(queryWords('cat '.repeat(30), found, isWord)).toHaveLength(10);
  });
});
