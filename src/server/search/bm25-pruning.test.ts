import { describe, expect, it } from 'vitest';
import { PackIndex, searchLexical, type IndexedChunk } from './bm25-index';

/** A deterministic corpus with a Zipf-like vocabulary: a few very common terms and a long tail, like prose. */
function corpus(size: number, seed: number): IndexedChunk[] {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const term = () => `t${Math.floor(1 / (random() + 0.0005))}`;
  return Array.from({ length: size }, (_, i) => {
    const counts = new Map<string, number>();
    const length = 5 + Math.floor(random() * 60);
    for (let j = 0; j < length; j++) {
      const t = term();
      counts.set(t, (counts.get(t) ?? 0) + 1);
    }
    return {
      chunkId: `c${i}`,
      documentId: `d${i % 97}`,
      terms: [...counts.keys()],
      freqs: [...counts.values()],
      length,
    };
  });
}

/** Plain, unpruned BM25 over every chunk, sorted in full: the reference the pruned scorer must agree with. */
function reference(chunks: IndexedChunk[], query: string[], k: number, allow: (id: string) => boolean) {
  const [k1, b] = [1.8, 0.75];
  const avgdl = chunks.reduce((sum, c) => sum + c.length, 0) / chunks.length;
  const unique = [...new Set(query)];
  const df = new Map(unique.map((t) => [t, chunks.filter((c) => c.terms.includes(t)).length]));
  return chunks
    .filter((c) => allow(c.documentId))
    .map((c) => {
      let score = 0;
      for (const t of unique) {
        const i = c.terms.indexOf(t);
        if (i < 0) continue;
        const tf = c.freqs[i] ?? 0;
        const n = df.get(t) ?? 0;
        const idf = Math.log(1 + (chunks.length - n + 0.5) / (n + 0.5));
        score += idf * ((tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * c.length) / avgdl)));
      }
      return { chunkId: c.chunkId, score };
    })
    .filter((hit) => hit.score > 0)
    .sort((x, y) => y.score - x.score)
    .slice(0, k);
}

describe('searchLexical pruning', () => {
  const chunks = corpus(4000, 7);
  const split = [PackIndex.build('a', chunks.slice(0, 1500)), PackIndex.build('b', chunks.slice(1500))];
  const queries = [
    ['t1', 't2', 't3', 't57'],
    ['t1', 't250', 't900'],
    ['t1', 't2', 't4', 't5', 't6', 't7', 't8', 't40'],
    ['t3', 't1999'],
  ];

  it('returns exactly the top k of an exhaustive search, with common and rare terms, over split packs', () => {
    for (const query of queries) {
      for (const k of [1, 10, 50]) {
        const hits = searchLexical(split, query, { k });
        const expected = reference(chunks, query, k, () => true);
        expect(hits.map((h) => h.chunkId)).toEqual(expected.map((h) => h.chunkId));
        hits.forEach((hit, i) => expect(hit.score).toBeCloseTo(expected[i]?.score ?? 0, 9));
      }
    }
  });

  it('stays exact when a document filter rejects most of the best chunks', () => {
    const allow = (id: string) => Number(id.slice(1)) % 5 === 0;
    for (const query of queries) {
      const hits = searchLexical(split, query, { k: 10, allowDocument: allow });
      expect(hits.map((h) => h.chunkId)).toEqual(reference(chunks, query, 10, allow).map((h) => h.chunkId));
    }
  });
});
