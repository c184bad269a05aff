// Term-at-a-time BM25 accumulation into a per-pack typed array, then a bounded heap for the top k.
import type { PackIndex } from './bm25-index';
import { TopK } from './top-k';

export interface Bm25Params {
  /** Term-frequency saturation for Latin/digit terms. */
  k1: number;
  /** Length normalisation for Latin/digit terms (0 = none, 1 = full). */
  b: number;
  /**
   * The same two for Japanese terms. Overlapping bigrams repeat inside a chunk much more than words do, so their
   * frequencies should saturate sooner (measured: docs/decisions/0017-lexical-search.md).
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

/** Top k chunks for weighted query terms over the union of the packs. */
export function scoreTerms(
  indexes: PackIndex[],
  weights: ReadonlyMap<string, number>,
  options: ScoreOptions,
): ScoredChunk[] {
  const params = { ...DEFAULT_BM25, ...options.params };
  let chunks = 0;
  let totalLength = 0;
  for (const index of indexes) {
    chunks += index.size;
    totalLength += index.totalLength;
  }
  if (chunks === 0 || options.k <= 0) return [];
  const averageLength = totalLength / chunks || 1;
  const terms: QueryTerm[] = [...weights.entries()].map(([term, weight]) => {
    let df = 0;
    for (const index of indexes) {
      const [from, to] = index.postingRange(term);
      df += to - from;
    }
    // Lucene's IDF: never negative, so a word in most chunks still adds a little rather than subtracting.
    const cjk = CJK_TERM.test(term);
    return {
      term,
      weight: weight * Math.log(1 + (chunks - df + 0.5) / (df + 0.5)),
      df,
      k1: cjk ? params.cjkK1 : params.k1,
      b: cjk ? params.cjkB : params.b,
    };
  });

  const top = new TopK(options.k);
  const allowed = new Map<string, boolean>();
  indexes.forEach((index, pack) => {
    const scores = index.scratch;
    const touched: number[] = [];
    try {
      accumulate(index, terms, scores, touched, params.delta, averageLength);
      for (const doc of touched) {
        const score = scores[doc] ?? 0;
        if (!top.accepts(score, pack, doc)) continue;
        if (
          options.allowDocument &&
          !isAllowed(index.documentIds[doc] ?? '', options.allowDocument, allowed)
        ) {
          continue;
        }
        top.push(score, pack, doc);
      }
    } finally {
      // The scratch array is shared by every query on this pack: leave it zeroed whatever happened.
      for (const doc of touched) scores[doc] = 0;
    }
  });
  return top.drain();
}

interface QueryTerm {
  term: string;
  weight: number;
  df: number;
  k1: number;
  b: number;
}

function accumulate(
  index: PackIndex,
  terms: QueryTerm[],
  scores: Float64Array,
  touched: number[],
  delta: number,
  averageLength: number,
): void {
  for (const { term, weight, df, k1, b } of terms) {
    if (df === 0 || weight <= 0) continue;
    const [from, to] = index.postingRange(term);
    const { postingDocs, postingFreqs, lengths } = index;
    for (let p = from; p < to; p++) {
      const doc = postingDocs[p] ?? 0;
      const tf = postingFreqs[p] ?? 0;
      const norm = k1 * (1 - b + (b * (lengths[doc] ?? 0)) / averageLength);
      const current = scores[doc] ?? 0;
      // Every contribution is positive, so zero means "not reached yet".
      if (current === 0) touched.push(doc);
      scores[doc] = current + weight * ((tf * (k1 + 1)) / (tf + norm) + delta);
    }
  }
}

function isAllowed(documentId: string, allow: (id: string) => boolean, cache: Map<string, boolean>): boolean {
  let verdict = cache.get(documentId);
  if (verdict === undefined) {
    verdict = allow(documentId);
    cache.set(documentId, verdict);
  }
  return verdict;
}
