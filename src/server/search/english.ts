import { stemmer } from 'stemmer';

/** Lucene's EnglishAnalyzer stop set: short and conservative, so a query of mostly common words still matches. */
export const ENGLISH_STOP_WORDS: ReadonlySet<string> = new Set(
  'a an and are as at be but by for if in into is it no not of on or such that the their then there these they this to was will with'.split(
    ' ',
  ),
);

const stemCache = new Map<string, string>();
const STEM_CACHE_LIMIT = 100_000;
const ASCII_WORD = /^[a-z]+$/;

/** The index term for one lower-cased Latin/digit word, or undefined for a stop word. */
export function englishTerm(word: string): string | undefined {
  if (ENGLISH_STOP_WORDS.has(word)) return undefined;
  // Porter's rules are for English letters; numbers, codes and other scripts pass through untouched.
  if (!ASCII_WORD.test(word)) return word;
  let stem = stemCache.get(word);
  if (stem === undefined) {
    stem = stemmer(word);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(word, stem);
  }
  return stem;
}
