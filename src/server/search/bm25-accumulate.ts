// Term-at-a-time BM25 accumulation with MaxScore-style pruning. Rare terms go first; once the k-th best score so
// far beats the most the remaining (common) terms could still add, no new chunk can enter the top k, so the
// common terms' long posting lists are not walked: only the surviving candidates are looked up in them.
import type { Bm25Postings } from './bm25-postings';

export interface QueryTerm {
  term: string;
  /** Query weight × IDF. */
  weight: number;
  /** Document frequency over all searched packs. */
  df: number;
  k1: number;
  b: number;
  /** The most this term can add to any chunk: the tf part of BM25 stays below k1 + 1. */
  bound: number;
}

export interface AccumulateContext {
  scores: Float64Array;
  /** Every chunk given a score (to reset the scratch array afterwards). */
  touched: number[];
  delta: number;
  averageLength: number;
  /** A lower bound of the final k-th best score, given the chunks scored so far. */
  floor: (touched: number[]) => number;
}

/** Adds the terms' BM25 contributions; returns the chunks still able to reach the top k. */
export function accumulate(index: Bm25Postings, terms: QueryTerm[], context: AccumulateContext): number[] {
  const { scores, touched, delta, averageLength } = context;
  const live = terms.filter((t) => t.df > 0 && t.weight > 0);
  let remaining = live.reduce((sum, t) => sum + t.bound, 0);
  let remainingPostings = live.reduce((sum, t) => sum + postingCount(index, t.term), 0);
  let candidates: number[] | undefined;
  let threshold = 0;
  for (const { term, weight, k1, b, bound } of live) {
    const [from, to] = index.postingRange(term);
    remaining -= bound;
    remainingPostings -= to - from;
    const { postingDocs, postingFreqs, lengths } = index;
    const contribution = (p: number, doc: number): number => {
      const tf = postingFreqs[p] ?? 0;
      const norm = k1 * (1 - b + (b * (lengths[doc] ?? 0)) / averageLength);
      return weight * ((tf * (k1 + 1)) / (tf + norm) + delta);
    };
    if (candidates === undefined) {
      for (let p = from; p < to; p++) {
        const doc = postingDocs[p] ?? 0;
        const current = scores[doc] ?? 0;
        // Every contribution is positive, so zero means "not reached yet".
        if (current === 0) touched.push(doc);
        scores[doc] = current + contribution(p, doc);
      }
      // Finding the k-th best costs a pass over the scored chunks: only worth it when more postings remain.
      if (remainingPostings > touched.length) {
        threshold = context.floor(touched);
        if (threshold > remaining) {
          candidates = touched
            .filter((doc) => (scores[doc] ?? 0) + remaining >= threshold)
            .sort((x, y) => x - y);
        }
      }
    } else {
      let p = from;
      for (const doc of candidates) {
        p = seek(postingDocs, p, to, doc);
        if (p >= to) break;
        if (postingDocs[p] === doc) scores[doc] = (scores[doc] ?? 0) + contribution(p, doc);
      }
      candidates = candidates.filter((doc) => (scores[doc] ?? 0) + remaining >= threshold);
    }
  }
  return candidates ?? touched;
}

function postingCount(index: Bm25Postings, term: string): number {
  const [from, to] = index.postingRange(term);
  return to - from;
}

/** First position in docs[from, to) holding a value ≥ target: galloping, since candidates come in order. */
function seek(docs: Uint32Array, from: number, to: number, target: number): number {
  if (from >= to || (docs[from] ?? 0) >= target) return from;
  let low = from;
  let step = 1;
  while (low + step < to && (docs[low + step] ?? 0) < target) {
    low += step;
    step *= 2;
  }
  let high = Math.min(low + step, to);
  low += 1;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((docs[mid] ?? 0) < target) low = mid + 1;
    else high = mid;
  }
  return low;
}
