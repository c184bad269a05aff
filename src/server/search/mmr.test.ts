import { describe, expect, it } from 'vitest';
import { jaccard, mmrRerank } from './mmr';

const hits = [
  { id: 'a1', score: 10, terms: new Set(['vitamin', 'd', 'bone']) },
  { id: 'a2', score: 9.8, terms: new Set(['vitamin', 'd', 'bone']) },
  { id: 'b', score: 8, terms: new Set(['vitamin', 'kidney']) },
  { id: 'c', score: 2, terms: new Set(['protein']) },
];
const similarity = (x: (typeof hits)[number], y: (typeof hits)[number]) => jaccard(x.terms, y.terms);

describe('mmrRerank', () => {
  it('moves a near-duplicate below a different, still relevant hit', () => {
    expect(mmrRerank(hits, similarity, { k: 3 }).map((h) => h.id)).toEqual(['a1', 'b', 'a2']);
  });

  it('is plain relevance order with lambda 1, and returns at most k hits', () => {
    expect(mmrRerank(hits, similarity, { k: 2, lambda: 1 }).map((h) => h.id)).toEqual(['a1', 'a2']);
    expect(mmrRerank([], similarity, { k: 3 })).toEqual([]);
  });
});

describe('jaccard', () => {
  it('is shared terms over all terms', () => {
    expect(jaccard(new Set(['a', 'b']), new Set(['b', 'c']))).toBeCloseTo(1 / 3, 12);
    expect(jaccard(new Set(), new Set())).toBe(0);
  });
});
