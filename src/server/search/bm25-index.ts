// An in-memory BM25 index of one pack's chunks, built from the analysed terms the database already stores, and
// the scorer that searches one or several of them as if they were a single index.
import { scoreTerms, type Bm25Params } from './bm25-score';

export interface IndexedChunk {
  chunkId: string;
  documentId: string;
  terms: string[];
  freqs: number[];
  length: number;
}

export interface LexicalHit {
  packId: string;
  chunkId: string;
  documentId: string;
  score: number;
  matchedTerms: string[];
}

export interface LexicalSearchOptions {
  k: number;
  allowDocument?: (documentId: string) => boolean;
  /** BM25 parameters; the defaults are what measured best (docs/decisions/0017-lexical-search.md). */
  params?: Partial<Bm25Params>;
}

/**
 * Postings are kept compact: one Uint32Array of chunk numbers and one of term frequencies for the whole pack,
 * sliced per term by `postingStart`, so a 100k-chunk pack is a handful of typed arrays, not a million objects.
 */
export class PackIndex {
  readonly size: number;
  readonly totalLength: number;
  readonly lengths: Float64Array;
  /** Reused for every query: JavaScript runs one search at a time, and allocating per query costs more. */
  readonly scratch: Float64Array;

  private constructor(
    readonly packId: string,
    readonly chunkIds: readonly string[],
    readonly documentIds: readonly string[],
    lengths: number[],
    private readonly termIds: Map<string, number>,
    private readonly postingStart: Uint32Array,
    readonly postingDocs: Uint32Array,
    readonly postingFreqs: Uint32Array,
  ) {
    this.size = chunkIds.length;
    this.lengths = Float64Array.from(lengths);
    this.totalLength = lengths.reduce((sum, length) => sum + length, 0);
    this.scratch = new Float64Array(this.size);
  }

  static build(packId: string, chunks: IndexedChunk[]): PackIndex {
    const termIds = new Map<string, number>();
    const counts: number[] = [];
    for (const chunk of chunks) {
      for (const term of chunk.terms) {
        const id = termIds.get(term);
        if (id === undefined) {
          termIds.set(term, counts.length);
          counts.push(1);
        } else counts[id] = (counts[id] ?? 0) + 1;
      }
    }
    const postingStart = new Uint32Array(counts.length + 1);
    for (let t = 0; t < counts.length; t++) postingStart[t + 1] = (postingStart[t] ?? 0) + (counts[t] ?? 0);
    const total = postingStart[counts.length] ?? 0;
    const postingDocs = new Uint32Array(total);
    const postingFreqs = new Uint32Array(total);
    const fill = postingStart.slice(0, counts.length);
    chunks.forEach((chunk, doc) => {
      chunk.terms.forEach((term, i) => {
        const id = termIds.get(term) ?? 0;
        const at = fill[id] ?? 0;
        postingDocs[at] = doc;
        postingFreqs[at] = chunk.freqs[i] ?? 0;
        fill[id] = at + 1;
      });
    });
    return new PackIndex(
      packId,
      chunks.map((c) => c.chunkId),
      chunks.map((c) => c.documentId),
      chunks.map((c) => c.length),
      termIds,
      postingStart,
      postingDocs,
      postingFreqs,
    );
  }

  /** Number of distinct terms. */
  get vocabularySize(): number {
    return this.termIds.size;
  }

  /** [from, to) of a term's postings in `postingDocs`/`postingFreqs`; empty when the pack lacks the term. */
  postingRange(term: string): [number, number] {
    const id = this.termIds.get(term);
    if (id === undefined) return [0, 0];
    return [this.postingStart[id] ?? 0, this.postingStart[id + 1] ?? 0];
  }

  /** Whether chunk number `doc` contains the term (binary search: postings are in chunk order). */
  contains(term: string, doc: number): boolean {
    let [low, high] = this.postingRange(term);
    while (low < high) {
      const mid = (low + high) >>> 1;
      const value = this.postingDocs[mid] ?? 0;
      if (value === doc) return true;
      if (value < doc) low = mid + 1;
      else high = mid;
    }
    return false;
  }
}

/**
 * BM25 over several packs at once. IDF and average length come from the packs' combined statistics, so searching
 * A and B together gives exactly the scores of one index over A ∪ B and hits from different packs compare fairly.
 */
export function searchLexical(
  indexes: PackIndex[],
  queryTokens: string[],
  options: LexicalSearchOptions,
): LexicalHit[] {
  const weights = new Map<string, number>();
  // A repeated query word counts more, as in Lucene where each occurrence is its own clause.
  for (const token of queryTokens) weights.set(token, (weights.get(token) ?? 0) + 1);
  return scoreTerms(indexes, weights, options).map(({ pack, doc, score }) => {
    const index = indexes[pack] as PackIndex;
    return {
      packId: index.packId,
      chunkId: index.chunkIds[doc] ?? '',
      documentId: index.documentIds[doc] ?? '',
      score,
      matchedTerms: [...weights.keys()].filter((term) => index.contains(term, doc)),
    };
  });
}
