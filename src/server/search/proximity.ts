/**
 * Term proximity (after BM25TP: Rasolofo & Savoy, "Term proximity scoring for keyword-based retrieval systems",
 * ECIR 2003). BM25 counts a passage's words as a bag: "rate limiting" scores the same whether the two words stand
 * side by side or a page apart. Each pair of query terms found within WINDOW terms of each other adds 1/d² (d: their
 * distance in terms), saturated like a term frequency and weighed by the lower-weighted term of the pair, so a
 * passage that holds the query's words together gains over one that scatters them.
 *
 * Japanese terms pair only as the query has them — one after the next, in that order: a word's overlapping bigrams
 * (煮干 · 干し) stand side by side wherever the word does, and any pair of them counted the word again (JSQuAD
 * nDCG@10 0.950 → 0.943). English pairs in either order ("limiting the rate"). Measured through the search service
 * (docs/decisions/0019-lexical-search.md, addendum on proximity).
 */
const WINDOW = 5;
const K1 = 1.2;

const CJK = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆ヶ]+$/u;
const SEPARATOR = '\u0000';

/** The pairs of query terms that count, as keys "a␀b": English pairs either way round, Japanese ones as asked. */
export function proximityPairs(
  queryTerms: readonly string[],
  weights: ReadonlyMap<string, number>,
): Set<string> {
  const pairs = new Set<string>();
  const terms = queryTerms.filter((term) => weights.has(term));
  terms.forEach((a, i) => {
    terms.forEach((b, j) => {
      if (a === b || i === j) return;
      const japanese = CJK.test(a) && CJK.test(b);
      if (japanese ? j === i + 1 && !sharesCharacter(a, b) : true) pairs.add(`${a}${SEPARATOR}${b}`);
    });
  });
  return pairs;
}

/**
 * The proximity bonus of a passage's terms (from the index's analyser, in text order) for the query's pairs
 * (`proximityPairs`) and term weights (IDF).
 */
export function proximityScore(
  terms: readonly string[],
  pairs: ReadonlySet<string>,
  weights: ReadonlyMap<string, number>,
): number {
  if (pairs.size === 0) return 0;
  const found = new Map<string, number>();
  for (let i = 0; i < terms.length; i++) {
    const here = terms[i] as string;
    if (!weights.has(here)) continue;
    for (let j = Math.max(0, i - WINDOW); j < i; j++) {
      const key = `${terms[j] as string}${SEPARATOR}${here}`;
      if (!pairs.has(key)) continue;
      const distance = i - j;
      found.set(key, (found.get(key) ?? 0) + 1 / (distance * distance));
    }
  }
  let score = 0;
  for (const [key, accumulated] of found) {
    const [a, b] = key.split(SEPARATOR) as [string, string];
    const weight = Math.min(weights.get(a) ?? 0, weights.get(b) ?? 0);
    score += (weight * (accumulated * (K1 + 1))) / (accumulated + K1);
  }
  return score;
}

function sharesCharacter(a: string, b: string): boolean {
  for (const char of a) if (b.includes(char)) return true;
  return false;
}
