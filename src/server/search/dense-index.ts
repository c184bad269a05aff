// Brute-force vector search: a pack's chunk vectors in one normalised Float32Array matrix. At Kenja's pack sizes
// a scan of the matrix is a few milliseconds and exact, so no approximate index is needed here.
import { TopK } from './top-k';

export function cosine(a: Float32Array, b: Float32Array): number {
  if (a.length !== b.length) throw new RangeError(`vector lengths differ: ${a.length} and ${b.length}`);
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    dot += x * y;
    normA += x * x;
    normB += y * y;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

export class DenseIndex {
  readonly size: number;
  private readonly matrix: Float32Array;

  constructor(
    readonly ids: readonly string[],
    vectors: Float32Array[],
    readonly dimensions: number = vectors[0]?.length ?? 0,
  ) {
    if (ids.length !== vectors.length) throw new RangeError('one vector per id');
    this.size = ids.length;
    this.matrix = new Float32Array(this.size * dimensions);
    vectors.forEach((vector, row) => {
      if (vector.length !== dimensions) throw new RangeError(`vector ${row} has ${vector.length} dimensions`);
      const norm = length(vector) || 1;
      for (let i = 0; i < dimensions; i++) this.matrix[row * dimensions + i] = (vector[i] ?? 0) / norm;
    });
  }

  /** The k rows most similar (cosine) to the query, best first. */
  search(
    query: Float32Array,
    k: number,
    allow?: (id: string) => boolean,
  ): Array<{ id: string; score: number }> {
    if (query.length !== this.dimensions) throw new RangeError(`query has ${query.length} dimensions`);
    const norm = length(query) || 1;
    const top = new TopK(Math.max(0, k));
    const d = this.dimensions;
    for (let row = 0; row < this.size; row++) {
      let dot = 0;
      for (let i = 0; i < d; i++) dot += (this.matrix[row * d + i] ?? 0) * (query[i] ?? 0);
      const score = dot / norm;
      if (!top.accepts(score, 0, row)) continue;
      if (allow && !allow(this.ids[row] ?? '')) continue;
      top.push(score, 0, row);
    }
    return top.drain().map(({ doc, score }) => ({ id: this.ids[doc] ?? '', score }));
  }
}

function length(vector: Float32Array): number {
  let sum = 0;
  for (const x of vector) sum += x * x;
  return Math.sqrt(sum);
}
