// An in-memory BM25 index of one pack's chunks, built from the analysed terms the database already stores, and
// the scorer that searches one or several of them as if they were a single index.
import type { Bm25Postings } from './bm25-postings';
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
}

export interface LexicalSearchOptions {
  k: number;
  allowDocument?: (documentId: string) => boolean;
  /** BM25 parameters; the defaults are what measured best (docs/decisions/0019-lexical-search.md). */
  params?: Partial<Bm25Params>;
}

interface IndexArrays {
  postingStart: Uint32Array;
  postingDocs: Uint32Array;
  postingFreqs: Uint32Array;
  docStart: Uint32Array;
  docTerms: Uint32Array;
  docFreqs: Uint32Array;
}

/**
 * Postings are kept compact: one Uint32Array of chunk numbers and one of term frequencies for the whole pack,
 * sliced per term by `postingStart`, so a 100k-chunk pack is a handful of typed arrays, not a million objects.
 */
const JAPANESE_TERM = /^[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;

export class PackIndex implements Bm25Postings {
  readonly size: number;
  readonly chunkIds: readonly string[];
  readonly documentIds: readonly string[];
  readonly totalLength: number;
  readonly postingDocs: Uint32Array;
  readonly postingFreqs: Uint32Array;
  /** Term id → term, for reading a chunk's terms back. */
  readonly termList: readonly string[];
  readonly lengths: Float64Array;
  /** Reused for every query: JavaScript runs one search at a time, and allocating per query costs more. */
  readonly scratch: Float64Array;
  private japanese: number | undefined;

  private constructor(
    readonly packId: string,
    chunks: IndexedChunk[],
    private readonly termIds: Map<string, number>,
    private readonly arrays: IndexArrays,
  ) {
    this.size = chunks.length;
    this.chunkIds = chunks.map((c) => c.chunkId);
    this.documentIds = chunks.map((c) => c.documentId);
    this.lengths = Float64Array.from(chunks, (c) => c.length);
    this.totalLength = this.lengths.reduce((sum, length) => sum + length, 0);
    this.scratch = new Float64Array(this.size);
    this.termList = [...termIds.keys()];
    this.postingDocs = arrays.postingDocs;
    this.postingFreqs = arrays.postingFreqs;
  }

  /** The share of the pack's distinct terms that are Japanese (kana or kanji), counted on first use. */
  japaneseShare(): number {
    if (this.japanese === undefined) {
      const japanese = this.termList.filter((term) => JAPANESE_TERM.test(term)).length;
      this.japanese = this.termList.length === 0 ? 0 : japanese / this.termList.length;
    }
    return this.japanese;
  }

  /** Builds the index at once (tests, benchmarks, small packs). */
  static build(packId: string, chunks: IndexedChunk[]): PackIndex {
    const steps = PackIndex.building(packId, chunks);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
    }
  }

  /**
   * Builds the index in slices of the serving thread's time (`pause`: jobs/slices.ts), as the search index cache
   * does: a pack of 20 MB of text took 585 ms to build at once, every request waiting.
   */
  static async buildInSlices(
    packId: string,
    chunks: IndexedChunk[],
    pause: () => Promise<void> | undefined,
  ): Promise<PackIndex> {
    const steps = PackIndex.building(packId, chunks);
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      const paused = pause();
      if (paused) await paused;
    }
  }

  /** The build, step by step: it yields after each chunk it reads and each chunk it files. */
  private static *building(packId: string, chunks: IndexedChunk[]): Generator<void, PackIndex> {
    const termIds = new Map<string, number>();
    const counts: number[] = [];
    // The forward index (chunk → term ids) is kept too: MMR compares the terms of hits when there are no vectors.
    const docStart = new Uint32Array(chunks.length + 1);
    const forwardIds: number[] = [];
    const forwardFreqs: number[] = [];
    for (const [doc, chunk] of chunks.entries()) {
      chunk.terms.forEach((term, i) => {
        let id = termIds.get(term);
        if (id === undefined) {
          id = counts.length;
          termIds.set(term, id);
          counts.push(0);
        }
        counts[id] = (counts[id] ?? 0) + 1;
        forwardIds.push(id);
        forwardFreqs.push(chunk.freqs[i] ?? 0);
      });
      docStart[doc + 1] = forwardIds.length;
      yield;
    }
    const postingStart = new Uint32Array(counts.length + 1);
    for (let t = 0; t < counts.length; t++) postingStart[t + 1] = (postingStart[t] ?? 0) + (counts[t] ?? 0);
    const postingDocs = new Uint32Array(forwardIds.length);
    const postingFreqs = new Uint32Array(forwardIds.length);
    const fill = postingStart.slice(0, counts.length);
    for (let doc = 0; doc < chunks.length; doc++) {
      for (let p = docStart[doc] ?? 0; p < (docStart[doc + 1] ?? 0); p++) {
        const id = forwardIds[p] ?? 0;
        const at = fill[id] ?? 0;
        postingDocs[at] = doc;
        postingFreqs[at] = forwardFreqs[p] ?? 0;
        fill[id] = at + 1;
      }
      yield;
    }
    return new PackIndex(packId, chunks, termIds, {
      postingStart,
      postingDocs,
      postingFreqs,
      docStart,
      docTerms: Uint32Array.from(forwardIds),
      docFreqs: Uint32Array.from(forwardFreqs),
    });
  }

  /** The terms of chunk number `doc` with their frequencies. */
  termsOf(doc: number): Array<[string, number]> {
    const out: Array<[string, number]> = [];
    const { docStart, docTerms, docFreqs } = this.arrays;
    for (let p = docStart[doc] ?? 0; p < (docStart[doc + 1] ?? 0); p++) {
      out.push([this.termList[docTerms[p] ?? 0] ?? '', docFreqs[p] ?? 0]);
    }
    return out;
  }

  /** Number of distinct terms. */
  get vocabularySize(): number {
    return this.termIds.size;
  }

  /** [from, to) of a term's postings in `postingDocs`/`postingFreqs`; empty when the pack lacks the term. */
  postingRange(term: string): [number, number] {
    const id = this.termIds.get(term);
    if (id === undefined) return [0, 0];
    return [this.arrays.postingStart[id] ?? 0, this.arrays.postingStart[id + 1] ?? 0];
  }

  /** Document frequency of a term in this pack. */
  df(term: string): number {
    const [from, to] = this.postingRange(term);
    return to - from;
  }

  /**
   * Which of the query's terms chunk number `doc` holds. Asked only of the hits a caller is shown: a binary
   * search per term and hit is too much to spend on every candidate a ranking considers.
   */
  matchedTerms(queryTokens: Iterable<string>, doc: number): string[] {
    return [...new Set(queryTokens)].filter((term) => this.frequency(term, doc) > 0);
  }

  /** How often chunk number `doc` holds the term (binary search: postings are in chunk order). */
  frequency(term: string, doc: number): number {
    let [low, high] = this.postingRange(term);
    while (low < high) {
      const mid = (low + high) >>> 1;
      const value = this.postingDocs[mid] ?? 0;
      if (value === doc) return this.postingFreqs[mid] ?? 0;
      if (value < doc) low = mid + 1;
      else high = mid;
    }
    return 0;
  }

  /** The number of the chunk with this id, if the index has it. */
  numberOf(chunkId: string): number | undefined {
    this.numbers ??= new Map(this.chunkIds.map((id, doc) => [id, doc]));
    return this.numbers.get(chunkId);
  }

  private numbers: Map<string, number> | undefined;
}

/** A query's terms and how often each occurs: a repeated word counts more, as each is its own clause in Lucene. */
export function queryWeights(queryTokens: string[]): Map<string, number> {
  const weights = new Map<string, number>();
  for (const token of queryTokens) weights.set(token, (weights.get(token) ?? 0) + 1);
  return weights;
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
  const weights = queryWeights(queryTokens);
  return scoreTerms(indexes, weights, options).map(({ pack, doc, score }) => {
    const index = indexes[pack] as PackIndex;
    return {
      packId: index.packId,
      chunkId: index.chunkIds[doc] ?? '',
      documentId: index.documentIds[doc] ?? '',
      score,
    };
  });
}
