import { describe, expect, it } from 'vitest';
import { cosine, DenseIndex } from './dense-index';

const v = (...xs: number[]) => Float32Array.from(xs);

describe('cosine', () => {
  it('is 1 for the same direction, 0 for orthogonal vectors and for a zero vector', () => {
    expect(cosine(v(1, 2), v(2, 4))).toBeCloseTo(1, 6);
    expect(cosine(v(1, 0), v(0, 3))).toBe(0);
    expect(cosine(v(0, 0), v(1, 1))).toBe(0);
    expect(() => cosine(v(1), v(1, 2))).toThrow(RangeError);
  });
});

describe('DenseIndex', () => {
  const index = new DenseIndex(
    ['east', 'north', 'north-east', 'west'],
    [v(1, 0), v(0, 5), v(3, 3), v(-2, 0)],
  );

  it('returns the k most similar rows, best first, with cosine scores', () => {
    const hits = index.search(v(3, 1), 3);
    expect(hits.map((h) => h.id)).toEqual(['east', 'north-east', 'north']);
    expect(hits[0]?.score).toBeCloseTo(cosine(v(3, 1), v(1, 0)), 6);
  });

  it('skips rows that are not allowed', () => {
    expect(index.search(v(1, 0), 2, (id) => id !== 'east').map((h) => h.id)).toEqual(['north-east', 'north']);
  });
});
