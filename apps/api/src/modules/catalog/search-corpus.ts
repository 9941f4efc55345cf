/**
 * Every listed product's texts written together, one string per language, to ask whether a word
 * is anywhere in the catalogue. Built at the first search and kept while the texts stay the same:
 * a snapshot that only changes stock shares it with the one before (withStock).
 */
export interface SearchCorpus {
  th?: string;
  en?: string;
  /** the English texts' whole words (camel-case parts too: "smart", "heart" of SmartHeart) */
  enWords?: Set<string>;
}
