import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exactFit, FIT, typoFit, typoPieces, withinOneEdit } from './search-match';
import { searchText } from './search-text';

const within = (a: string, b: string) => withinOneEdit(a, b, 0, b.length);

describe('withinOneEdit', () => {
  it.each([
    ['food', 'food', true],
    ['fod', 'food', true],
    ['foood', 'food', true],
    ['fxod', 'food', true],
    ['ofod', 'food', true],
    ['whiskes', 'whiskas', true],
    ['วิสกัด', 'วิสกัส', true],
    ['fd', 'food', false],
    ['dofo', 'food', false],
    ['cat', 'dog', false],
  ])('%s ~ %s: %s', (word, text, expected) => {
    expect(within(word, text)).toBe(expected);
  });

  it('reads the text between start and end only', () => {
    expect(withinOneEdit('fod', 'drydogfood', 6, 10)).toBe(true);
    expect(withinOneEdit('fod', 'drydogfood', 3, 6)).toBe(false);
  });
});

describe('typoPieces', () => {
  it('always leaves a piece of the word a shopper typed inside the word meant', () => {
    const letters = fc.string({ unit: fc.constantFrom(...'abcdeกขคงอาหมว'), minLength: 3, maxLength: 10 });
    const oneEdit = letters.chain((meant) =>
      fc
        .tuple(fc.constant(meant), fc.nat(meant.length - 1), fc.constantFrom('change', 'add', 'drop', 'swap'), fc.constantFrom(...'xyzฮ'))
        .map(([word, at, edit, letter]) => {
          const typed =
            edit === 'change'
              ? word.slice(0, at) + letter + word.slice(at + 1)
              : edit === 'add'
                ? word.slice(0, at) + letter + word.slice(at)
                : edit === 'drop'
                  ? word.slice(0, at) + word.slice(at + 1)
                  : at + 1 < word.length
                    ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2)
                    : word;
          return { meant: word, typed };
        }),
    );
    fc.assert(
      fc.property(oneEdit, ({ meant, typed }) => {
        expect(typoPieces(typed).some((piece) => meant.includes(piece))).toBe(true);
      }),
    );
  });
});

describe('exactFit', () => {
  const name = searchText('Royal Canin Mini Adult Dry Dog Food');
  const thai = searchText('รอยัล คานิน อาหารสุนัขพันธุ์เล็ก');

  it('fits a whole word (or several written together) best, then the start of a word, its end, its inside', () => {
    expect(exactFit(name, 'dog', false)).toBe(FIT.whole);
    expect(exactFit(name, 'dogfood', false)).toBe(FIT.whole);
    expect(exactFit(name, 'min', false)).toBe(FIT.start);
    expect(exactFit(name, 'ini', false)).toBe(FIT.end);
    expect(exactFit(name, 'dul', false)).toBe(FIT.inside);
    expect(exactFit(name, 'cat', false)).toBe(0);
  });

  it('lets short English fragments match only at the start of a word', () => {
    expect(exactFit(name, 'mi', false)).toBe(FIT.start);
    expect(exactFit(name, 'in', false)).toBe(0);
  });

  it('fits Thai words however the dictionary cut the name', () => {
    expect(exactFit(thai, 'รอยัลคานิน', true)).toBe(FIT.whole);
    expect(exactFit(thai, 'สุนัข', true)).toBe(FIT.whole);
    expect(exactFit(thai, 'คานิ', true)).toBe(FIT.start);
    expect(exactFit(thai, 'แมว', true)).toBe(0);
  });
});

describe('typoFit', () => {
  const fit = (text: string, word: string, thai = false) => typoFit(searchText(text), word, thai, typoPieces(word));

  it('finds an English word with one typo when it lines up with whole words', () => {
    expect(fit('Dry Cat Food', 'fod')).toBe(FIT.typo);
    expect(fit('Dry Cat Food', 'catfod')).toBe(FIT.typo);
    expect(fit('Whiskas Adult', 'whiskes')).toBe(FIT.typo);
    // "fodder" does not line up with "fod" give or take a letter
    expect(fit('Fodder', 'fod')).toBe(0);
    expect(fit('Dry Cat Food', 'fxxd')).toBe(0);
  });

  it('does not read a typo as a common little word', () => {
    expect(fit('Toy Mice for Cats', 'fod')).toBe(0);
  });

  it('finds a Thai word with one typo anywhere in the text', () => {
    expect(fit('วิสกัส อาหารแมวโต', 'สกัด', true)).toBe(FIT.typo);
    expect(fit('เพดดิกรี อาหารสุนัขโต', 'ดีกรี', true)).toBe(FIT.typo);
    expect(fit('วิสกัส อาหารแมวโต', 'ดีกรี', true)).toBe(0);
  });
});
