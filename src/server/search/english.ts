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
/**
 * Acronyms: two to five capitals, perhaps a plural "s" (SUS, API, KPIs). Porter's rules are for words: SUS became
 * "su" and matched nothing a reader would call SUS (issue 24). Longer all-capital words are usually a shouted
 * heading ("RATE LIMITING"), and are stemmed like the words they are.
 */
const ACRONYM = /^([A-Z]{2,5})s?$/;
/** A name written in camel case (useDeferredValue, iPhone, JavaScript): an identifier, kept whole. */
const CAMEL_CASE = /[a-z][A-Z]/;
/**
 * The plural of a name that ends in capitals (microRNAs, miRNAs, aNSCs): the name without its s, as an acronym's
 * plural is. Kept whole, "microRNAs" never met a question about "MicroRNA" (SciFact lost 0.14 on one such query).
 */
const CAPITALS_PLURAL = /[A-Z]s$/;

/**
 * The index term for one Latin/digit word as written (ASCII case kept), or undefined for a stop word. `stem`
 * false gives the word lower-cased but not stemmed: the ranker's second guess for a query word (see pack-ranker).
 */
export function englishTerm(word: string, stem = true): string | undefined {
  const lower = word.toLowerCase();
  if (ENGLISH_STOP_WORDS.has(lower)) return undefined;
  // Porter's rules are for English letters; numbers, codes and other scripts pass through untouched.
  if (!stem || !ASCII_WORD.test(lower)) return lower;
  const acronym = ACRONYM.exec(word);
  if (acronym) return (acronym[1] ?? word).toLowerCase();
  if (CAMEL_CASE.test(word)) return CAPITALS_PLURAL.test(word) ? lower.slice(0, -1) : lower;
  let stemmed = stemCache.get(lower);
  if (stemmed === undefined) {
    stemmed = stemmer(lower);
    if (stemCache.size >= STEM_CACHE_LIMIT) stemCache.clear();
    stemCache.set(lower, stemmed);
  }
  return stemmed;
}
