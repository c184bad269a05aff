import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { proximityPairs, proximityScore } from './proximity';
import { rankingTerms } from './question-words';

/** The bonus of `text` for `query` as the ranker asks it, every query term weighing 2. */
function bonus(text: string, query: string): number {
  const terms = rankingTerms(analyze(query));
  const weights = new Map(terms.map((term) => [term, 2]));
  return proximityScore(analyze(text), proximityPairs(terms, weights), weights);
}

describe('term proximity', () => {
  it('rewards English query words side by side more than a few words apart, and nothing beyond five', () => {
    const together = bonus('Cold brew needs coarse grounds.', 'cold brew');
    const near = bonus('Cold water makes a gentle brew.', 'cold brew');
    const apart = bonus('Brew needs coarse grounds, a clean jar and a cold fridge.', 'cold brew');
    expect(together).toBeGreaterThan(near);
    expect(near).toBeGreaterThan(0);
    expect(apart).toBe(0);
    expect(bonus('Limiting the rate of requests.', 'rate limiting')).toBeGreaterThan(0);
  });

  it('needs two different query terms: one word, or one word repeated, earns nothing', () => {
    expect(bonus('brew brew brew', 'brew')).toBe(0);
    expect(bonus('brew brew brew', 'cold brew')).toBe(0);
  });

  it('pairs Japanese terms in the order the question has them, never a word with itself', () => {
    const asked = bonus('コーヒー豆を焙煎する', 'コーヒー豆の焙煎');
    const reversed = bonus('焙煎したコーヒー豆', 'コーヒー豆の焙煎');
    expect(asked).toBeGreaterThan(reversed);
    // A word's overlapping bigrams are not a pair: a word alone earns nothing.
    expect(bonus('煮干しを買う', '煮干し')).toBe(0);
  });
});
