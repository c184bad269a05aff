import { describe, expect, it } from 'vitest';
import { interpolate, reciprocalRankFusion } from './fusion';

const ids = (list: Array<{ id: string }>) => list.map((item) => item.id);

describe('reciprocalRankFusion', () => {
  it('adds 1 / (k + rank) over the lists', () => {
    const fused = reciprocalRankFusion(
      [
        [
          { id: 'a', score: 9 },
          { id: 'b', score: 5 },
        ],
        [
          { id: 'b', score: 0.9 },
          { id: 'c', score: 0.8 },
        ],
      ],
      { k: 60 },
    );
    expect(ids(fused)).toEqual(['b', 'a', 'c']);
    expect(fused[0]?.score).toBeCloseTo(1 / 62 + 1 / 61, 12);
    expect(fused[1]?.score).toBeCloseTo(1 / 61, 12);
  });

  it('uses k = 60 by default and ignores raw score scales', () => {
    const fused = reciprocalRankFusion([[{ id: 'x', score: 1e9 }], [{ id: 'y', score: 1e-9 }]]);
    expect(fused.map((f) => f.score)).toEqual([1 / 61, 1 / 61]);
  });
});

describe('interpolate', () => {
  it('mixes min-max normalised scores with lambda as the lexical share', () => {
    const lexical = [
      { id: 'a', score: 12 },
      { id: 'b', score: 7 },
      { id: 'c', score: 2 },
    ];
    const dense = [
      { id: 'c', score: 0.9 },
      { id: 'b', score: 0.5 },
    ];
    const fused = interpolate(lexical, dense, 0.3);
    // a: 0.3·1 + 0 = 0.3; b: 0.3·0.5 + 0.7·0 = 0.15; c: 0.3·0 + 0.7·1 = 0.7
    expect(ids(fused)).toEqual(['c', 'a', 'b']);
    expect(fused.map((f) => f.score)).toEqual([0.7, 0.3, expect.closeTo(0.15, 12)]);
    expect(ids(interpolate(lexical, dense, 1))).toEqual(['a', 'b', 'c']);
  });
});
