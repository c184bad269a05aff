import { describe, expect, it } from 'vitest';
import { analyze, termFrequencies } from './analyze';
import { PackIndex, searchLexical } from './bm25-index';
import { buildDocumentIndex, searchPassages } from './document-prior';

function chunk(documentId: string, ordinal: number, text: string) {
  return { chunkId: `${documentId}#${ordinal}`, documentId, ...termFrequencies(analyze(text)) };
}

describe('passages ranked with their documents', () => {
  const chunks = [
    chunk('rivers', 0, 'Rivers carry sediment to the sea.'),
    chunk('rivers', 1, 'Sediment settles where a river slows, building a delta of sediment.'),
    chunk('cooking', 0, 'Sediment in coffee settles at the bottom of the cup.'),
    chunk('cooking', 1, 'Bread needs flour, water, salt and time.'),
  ];
  const passages = PackIndex.build('p', chunks);
  const documents = buildDocumentIndex('p', chunks);

  it('sums a document’s term counts over its chunks', () => {
    expect(documents.size).toBe(2);
    expect(documents.df(analyze('sediment')[0] ?? '')).toBe(2);
  });

  it('lifts a passage whose document is about the query', () => {
    const [best] = searchPassages([passages], [documents], analyze('sediment settles'), 3);
    expect(best?.documentId).toBe('rivers');
  });

  it('adds twice the document’s full BM25 score to the passage’s', () => {
    const tokens = analyze('sediment settles');
    const passageScores = new Map(
      searchLexical([passages], tokens, { k: 10 }).map((h) => [h.chunkId, h.score]),
    );
    const documentScores = new Map(
      searchLexical([documents], tokens, { k: 10 }).map((h) => [h.documentId, h.score]),
    );
    for (const hit of searchPassages([passages], [documents], tokens, 4)) {
      const expected = (passageScores.get(hit.chunkId) ?? 0) + 2 * (documentScores.get(hit.documentId) ?? 0);
      expect(hit.score).toBeCloseTo(expected, 9);
    }
  });

  it('keeps the filter and the number asked for', () => {
    const hits = searchPassages([passages], [documents], analyze('sediment'), 1, (id) => id === 'cooking');
    expect(hits.map((h) => h.chunkId)).toEqual(['cooking#0']);
  });

  it('gives a pack searched with another the scores of one index over both', () => {
    const a = chunks.slice(0, 2);
    const b = chunks.slice(2);
    const split = searchPassages(
      [PackIndex.build('a', a), PackIndex.build('b', b)],
      [buildDocumentIndex('a', a), buildDocumentIndex('b', b)],
      analyze('sediment settles'),
      4,
    );
    const whole = searchPassages([passages], [documents], analyze('sediment settles'), 4);
    expect(split.map((h) => [h.chunkId, h.score.toFixed(9)])).toEqual(
      whole.map((h) => [h.chunkId, h.score.toFixed(9)]),
    );
  });
});
