import type { CatalogProduct, CatalogSnapshot } from './catalog-snapshot';
import { exactFit, FIT, typoFit, typoPieces } from './search-match';
import { queryWords, type QueryWord } from './search-query';
import type { SearchCorpus } from './search-corpus';
import { WORD_END, WORD_START, type SearchField, type SearchText } from './search-text';

/**
 * What a match in each field is worth: the name most, then the brand, then the category (a
 * product named "Dog Food" before one that is only in the Dogs category).
 */
const FIELD_WEIGHT = { name: 6, brand: 4, category: 3 } as const;

/** Two words of the query side by side in the name, as typed ("dog food" in "Dry Dog Food"). */
const SIDE_BY_SIDE = 150;

/** Adds a text's words, from each word start to the word end after it. */
function addWords(text: SearchText, words: Set<string>): void {
  let start = -1;
  for (let i = 0; i < text.marks.length; i++) {
    const flags = text.marks.charCodeAt(i) - 48;
    if (flags & WORD_END && start >= 0) {
      words.add(text.text.slice(start, i));
      start = -1;
    }
    if (flags & WORD_START) start = i;
  }
}

function corpusOf(snapshot: CatalogSnapshot): Required<SearchCorpus> {
  const corpus = snapshot.searchCorpus;
  if (corpus.th === undefined || corpus.en === undefined || corpus.enWords === undefined) {
    const fields = new Set<SearchField>();
    for (const p of snapshot.listed) fields.add(p.searchName).add(p.searchBrand).add(p.searchCategory);
    corpus.th = [...fields].map((field) => field.th.text).join('\n');
    corpus.en = [...fields].map((field) => field.en.text).join('\n');
    const enWords = new Set<string>();
    for (const field of fields) addWords(field.en, enWords);
    corpus.enWords = enWords;
  }
  return corpus as Required<SearchCorpus>;
}

function fit(field: SearchField, word: QueryWord, pieces: string[] | null): number {
  const text: SearchText = word.thai ? field.th : field.en;
  if (word.typo) return typoFit(text, word.forms[0]!, word.thai, pieces!);
  let best = 0;
  for (const form of word.forms) best = Math.max(best, exactFit(text, form, word.thai));
  return best;
}

/**
 * A scorer for `keyword`: 0 for a product that does not match (every word must be in its name,
 * brand or category), else higher for a better match. Brands and categories are scored once per
 * query, not once per product.
 */
export function searchScorer(snapshot: CatalogSnapshot, keyword: string): (product: CatalogProduct) => number {
  const corpus = corpusOf(snapshot);
  const words = queryWords(
    keyword,
    (word, thai) => (thai ? corpus.th : corpus.en).includes(word),
    (word) => corpus.enWords.has(word),
  );
  // nothing but punctuation: nothing to look for, and nothing found
  if (words.length === 0) return () => 0;
  const pieces = words.map((word) => (word.typo ? typoPieces(word.forms[0]!) : null));
  // each pair of neighbouring words in one language, in every form they may take ("อาหารหมา": อาหารสุนัข)
  const pairs: { thai: boolean; written: string[] }[] = [];
  for (let i = 0; i + 1 < words.length; i++) {
    const [first, second] = [words[i]!, words[i + 1]!];
    if (first.typo || second.typo || first.thai !== second.thai) continue;
    pairs.push({ thai: first.thai, written: first.forms.flatMap((a) => second.forms.map((b) => a + b)) });
  }
  const shared = new Map<SearchField, number[]>();
  const sharedFits = (field: SearchField) => {
    let fits = shared.get(field);
    if (!fits) shared.set(field, (fits = words.map((word, i) => fit(field, word, pieces[i]!))));
    return fits;
  };

  // a name fit this good cannot be beaten by the brand's or category's best: no need to look them up
  const beyondReach = Math.max(FIELD_WEIGHT.brand, FIELD_WEIGHT.category) * FIT.whole;

  return (product) => {
    let brand: number[] | undefined;
    let category: number[] | undefined;
    let score = 0;
    for (let i = 0; i < words.length; i++) {
      let best = FIELD_WEIGHT.name * fit(product.searchName, words[i]!, pieces[i]!);
      if (best < beyondReach) {
        brand ??= sharedFits(product.searchBrand);
        category ??= sharedFits(product.searchCategory);
        best = Math.max(best, FIELD_WEIGHT.brand * brand[i]!, FIELD_WEIGHT.category * category[i]!);
      }
      if (best === 0) return 0;
      score += best;
    }
    for (const pair of pairs) {
      const name = (pair.thai ? product.searchName.th : product.searchName.en).text;
      if (pair.written.some((written) => name.includes(written))) score += SIDE_BY_SIDE;
    }
    return score;
  };
}
