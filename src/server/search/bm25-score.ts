// BM25 over one or several packs: combined statistics, per-pack accumulation, one bounded heap for the top k.
import type { Bm25Postings } from './bm25-postings';
import { accumulate, type QueryTerm } from './bm25-accumulate';
import { TopK } from './top-k';

export interface Bm25Params {
  /** Term-frequency saturation for Latin/digit terms. */
  k1: number;
  /** Length normalisation for Latin/digit terms (0 = none, 1 = full). */
  b: number;
  /**
   * The same two for Japanese terms. Overlapping bigrams repeat inside a chunk much more than words do, so their
   * frequencies should saturate sooner (measured: docs/decisions/0019-lexical-search.md).
   */
  cjkK1: number;
  cjkB: number;
  /** BM25+ lower bound per matched term (0 = classic BM25). */
  delta: number;
}

export const DEFAULT_BM25: Bm25Params = { k1: 1.8, b: 0.75, cjkK1: 0.4, cjkB: 0.6, delta: 0 };
const CJK_TERM = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー々〆ヶ]/u;

export interface ScoredChunk {
  pack: number;
  doc: number;
  score: number;
}

interface ScoreOptions {
  k: number;
  allowDocument?: (documentId: string) => boolean;
  params?: Partial<Bm25Params>;
}

/** The query's terms with their IDF and parameters, from the packs' combined statistics. */
function prepareTerms(
  indexes: Bm25Postings[],
  weights: ReadonlyMap<string, number>,
  params: Bm25Params,
): { terms: QueryTerm[]; chunks: number; averageLength: number } {
  let chunks = 0;
  let totalLength = 0;
  for (const index of indexes) {
    chunks += index.size;
    totalLength += index.totalLength;
  }
  const averageLength = totalLength / chunks || 1;
  const terms: QueryTerm[] = [...weights.entries()].map(([term, queryWeight]) => {
    let df = 0;
    for (const index of indexes) {
      const [from, to] = index.postingRange(term);
      df += to - from;
    }
    // Lucene's IDF: never negative, so a word in most chunks still adds a little rather than subtracting.
    const cjk = CJK_TERM.test(term);
    const weight = queryWeight * Math.log(1 + (chunks - df + 0.5) / (df + 0.5));
    const k1 = cjk ? params.cjkK1 : params.k1;
    return {
      term,
      weight,
      df,
      k1,
      b: cjk ? params.cjkB : params.b,
      bound: weight * (k1 + 1 + params.delta),
    };
  });
  return { terms, chunks, averageLength };
}

/** Each query term's IDF over the packs' combined statistics (times its count in the query), as BM25 weighs it. */
export function termWeights(
  indexes: Bm25Postings[],
  weights: ReadonlyMap<string, number>,
): Map<string, number> {
  const { terms } = prepareTerms(indexes, weights, DEFAULT_BM25);
  return new Map(terms.map(({ term, weight }) => [term, weight]));
}

/**
 * BM25 of the chosen chunks only, with the same combined statistics as `scoreTerms`: re-ranking a short list
 * costs a binary search per term and chunk instead of a pass over every posting.
 */
export function scoreSelected(
  indexes: Bm25Postings[],
  weights: ReadonlyMap<string, number>,
  selected: ReadonlyArray<{ pack: number; doc: number }>,
  overrides?: Partial<Bm25Params>,
): number[] {
  const params = { ...DEFAULT_BM25, ...overrides };
  const { terms, averageLength } = prepareTerms(indexes, weights, params);
  return selected.map(({ pack, doc }) => {
    const index = indexes[pack];
    if (!index) return 0;
    let score = 0;
    for (const { term, weight, k1, b } of terms) {
      const tf = index.frequency(term, doc);
      if (tf === 0 || weight <= 0) continue;
      const norm = k1 * (1 - b + (b * (index.lengths[doc] ?? 0)) / averageLength);
      score += weight * ((tf * (k1 + 1)) / (tf + norm) + params.delta);
    }
    return score;
  });
}

/** Top k chunks for weighted query terms over the union of the packs. */
export function scoreTerms(
  indexes: Bm25Postings[],
  weights: ReadonlyMap<string, number>,
  options: ScoreOptions,
): ScoredChunk[] {
  const params = { ...DEFAULT_BM25, ...options.params };
  const { terms, chunks, averageLength } = prepareTerms(indexes, weights, params);
  if (chunks === 0 || options.k <= 0) return [];

  // Rarest (highest possible contribution) first, so pruning can start as early as possible.
  terms.sort((x, y) => y.bound - x.bound || (x.term < y.term ? -1 : 1));

  const top = new TopK(options.k);
  const allowed = new Map<string, boolean>();
  const allow = (index: Bm25Postings, doc: number): boolean =>
    !options.allowDocument || isAllowed(index.documentIds[doc] ?? '', options.allowDocument, allowed);
  indexes.forEach((index, pack) => {
    const scores = index.scratch;
    const touched: number[] = [];
    const floor = (scored: number[]): number => {
      const local = new TopK(options.k);
      for (const doc of scored) {
        const score = scores[doc] ?? 0;
        if (local.accepts(score, pack, doc) && allow(index, doc)) local.push(score, pack, doc);
      }
      return Math.max(local.threshold, top.threshold);
    };
    try {
      const survivors = accumulate(index, terms, {
        scores,
        touched,
        delta: params.delta,
        averageLength,
        floor,
      });
      for (const doc of survivors) {
        const score = scores[doc] ?? 0;
        if (top.accepts(score, pack, doc) && allow(index, doc)) top.push(score, pack, doc);
      }
    } finally {
      // The scratch array is shared by every query on this pack: leave it zeroed whatever happened.
      for (const doc of touched) scores[doc] = 0;
    }
  });
  return top.drain();
}

function isAllowed(documentId: string, allow: (id: string) => boolean, cache: Map<string, boolean>): boolean {
  let verdict = cache.get(documentId);
  if (verdict === undefined) {
    verdict = allow(documentId);
    cache.set(documentId, verdict);
  }
  return verdict;
}
