/**
 * What scoring reads of a pack's index: its postings and chunk statistics. PackIndex (bm25-index.ts) builds and
 * implements it; the scorers (bm25-score.ts, bm25-accumulate.ts) depend on this shape only, so the index can use
 * them without the two importing each other.
 */
export interface Bm25Postings {
  readonly size: number;
  readonly documentIds: readonly string[];
  readonly totalLength: number;
  readonly postingDocs: Uint32Array;
  readonly postingFreqs: Uint32Array;
  readonly lengths: Float64Array;
  /** Reused for every query: JavaScript runs one search at a time. */
  readonly scratch: Float64Array;
  /** The slice of the postings arrays that holds `term`: [from, to). */
  postingRange(term: string): [number, number];
  /** How often chunk number `doc` holds the term. */
  frequency(term: string, doc: number): number;
}
