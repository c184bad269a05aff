import { describe, expect, it } from 'vitest';
import { analyze, termFrequencies } from './analyze';
import { timeSlices } from '../jobs/slices';
import { PackIndex, searchLexical, type IndexedChunk } from './bm25-index';
import { buildDocumentIndex, buildDocumentIndexInSlices } from './document-prior';

const CLASSIC = { k1: 1.2, b: 0.75, cjkK1: 1.2, cjkB: 0.75 };

function chunk(id: string, text: string, documentId = `doc-${id}`): IndexedChunk {
  return { chunkId: id, documentId, ...termFrequencies(analyze(text)) };
}

const texts = [
  'Vitamin D deficiency is common in patients with chronic kidney disease.',
  'Kidney transplant outcomes improved with early immunosuppression.',
  'Chronic inflammation drives atherosclerosis; vitamin supplements did not help.',
  'A randomised trial of vitamin D in elderly patients showed fewer falls.',
  '梅雨は東アジアの気象現象である。',
  '気象庁は梅雨入りを発表した。',
  'Deep learning for protein structure prediction.',
  'Vitamin K and vitamin D interact in bone metabolism.',
];

describe('searchLexical', () => {
  it('scores a tiny index exactly as BM25 by hand', () => {
    const index = PackIndex.build('p', [
      { chunkId: 'd1', documentId: 'D1', terms: ['cat', 'dog'], freqs: [2, 1], length: 3 },
      { chunkId: 'd2', documentId: 'D2', terms: ['dog', 'fish'], freqs: [1, 1], length: 2 },
      { chunkId: 'd3', documentId: 'D3', terms: ['fish'], freqs: [3], length: 3 },
    ]);
    const hits = searchLexical([index], ['cat', 'fish'], { k: 10, params: CLASSIC });
    // N = 3, avgdl = 8/3. idf(cat) = ln(1 + 2.5/1.5) = ln(8/3); idf(fish) = ln(1 + 1.5/2.5) = ln(1.6).
    // d1: tf 2, len 3 → 2·2.2 / (2 + 1.2·(0.25 + 0.75·3/(8/3))) = 4.4 / 3.3125
    // d3: tf 3, len 3 → 3·2.2 / (3 + 1.3125) = 6.6 / 4.3125;  d2: tf 1, len 2 → 2.2 / (1 + 1.2·(0.25 + 0.5625))
    expect(hits.map((h) => h.chunkId)).toEqual(['d1', 'd3', 'd2']);
    expect(hits[0]?.score).toBeCloseTo(Math.log(8 / 3) * (4.4 / 3.3125), 12);
    expect(hits[1]?.score).toBeCloseTo(Math.log(1.6) * (6.6 / 4.3125), 12);
    expect(hits[2]?.score).toBeCloseTo(Math.log(1.6) * (2.2 / (1 + 1.2 * 0.8125)), 12);
    expect(hits[0]).toMatchObject({ packId: 'p', documentId: 'D1' });
    expect(index.matchedTerms(['cat', 'fish'], 0)).toEqual(['cat']);
  });

  it('gives packs searched together exactly the scores of one index over their union', () => {
    const chunks = texts.map((text, i) => chunk(`c${i}`, text));
    const a = PackIndex.build('a', chunks.slice(0, 3));
    const b = PackIndex.build('b', chunks.slice(3));
    const union = PackIndex.build('u', chunks);
    for (const query of ['vitamin D patients', 'kidney disease', '梅雨の気象', 'protein']) {
      const together = searchLexical([a, b], analyze(query), { k: 10 });
      const single = searchLexical([union], analyze(query), { k: 10 });
      expect(together.map((h) => [h.chunkId, h.score])).toEqual(single.map((h) => [h.chunkId, h.score]));
      expect(together.length).toBeGreaterThan(0);
    }
    const hits = searchLexical([a, b], analyze('vitamin'), { k: 10 });
    expect(new Set(hits.map((h) => h.packId))).toEqual(new Set(['a', 'b']));
  });

  it('returns the k best in descending order, the same as sorting every score', () => {
    const index = PackIndex.build(
      'p',
      texts.map((text, i) => chunk(`c${i}`, text)),
    );
    const query = analyze('vitamin D chronic kidney patients');
    const all = searchLexical([index], query, { k: 100 });
    const top = searchLexical([index], query, { k: 3 });
    expect(top).toEqual(all.slice(0, 3));
    for (let i = 1; i < all.length; i++) expect(all[i - 1]?.score).toBeGreaterThanOrEqual(all[i]?.score ?? 0);
  });

  it('keeps only chunks of allowed documents, asking once per document', () => {
    const chunks = texts.map((text, i) => chunk(`c${i}`, text, i % 2 === 0 ? 'even' : 'odd'));
    const index = PackIndex.build('p', chunks);
    const asked: string[] = [];
    const hits = searchLexical([index], analyze('vitamin kidney'), {
      k: 10,
      allowDocument: (id) => {
        asked.push(id);
        return id === 'odd';
      },
    });
    expect(hits.length).toBeGreaterThan(0);
    expect(hits.every((h) => h.documentId === 'odd')).toBe(true);
    expect(asked.filter((id) => id === 'even')).toHaveLength(1);
  });

  it('lists the matched query terms and finds nothing for unknown terms or empty packs', () => {
    const index = PackIndex.build(
      'p',
      texts.map((text, i) => chunk(`c${i}`, text)),
    );
    const query = analyze('vitamin K bone zebra');
    const [best] = searchLexical([index], query, { k: 1 });
    expect(best?.chunkId).toBe('c7');
    expect(index.matchedTerms(query, index.numberOf('c7') ?? -1).sort()).toEqual(['bone', 'k', 'vitamin']);
    expect(searchLexical([index], analyze('zebra'), { k: 5 })).toEqual([]);
    expect(searchLexical([PackIndex.build('empty', [])], ['vitamin'], { k: 5 })).toEqual([]);
  });
});

describe('an index built in slices of the serving thread', () => {
  it('is the index built at once, and lets the event loop run between slices', async () => {
    // Enough chunks that building takes longer than one slice, with no slice longer than it says.
    const many = Array.from({ length: 3000 }, (_, i) =>
      chunk(`m${i}`, `${texts[i % texts.length]} token${i} shared words ${i % 97}`, `doc-${i % 40}`),
    );
    let turns = 0;
    const counter = setInterval(() => (turns += 1), 0);
    const sliced = await PackIndex.buildInSlices('p', many, timeSlices(1));
    const units = await buildDocumentIndexInSlices('p', many, timeSlices(1));
    clearInterval(counter);
    const whole = PackIndex.build('p', many);
    for (const query of [analyze('vitamin kidney'), analyze('token42 shared'), analyze('梅雨')]) {
      expect(searchLexical([sliced], query, { k: 10 })).toEqual(searchLexical([whole], query, { k: 10 }));
    }
    expect(sliced.termsOf(1234)).toEqual(whole.termsOf(1234));
    const documentQuery = analyze('vitamin token7');
    expect(searchLexical([units], documentQuery, { k: 5 })).toEqual(
      searchLexical([buildDocumentIndex('p', many)], documentQuery, { k: 5 }),
    );
    expect(turns).toBeGreaterThan(0);
  });
});
