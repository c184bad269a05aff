import { PackIndex, searchLexical, type IndexedChunk, type LexicalHit } from './bm25-index';

/**
 * How much a passage's document counts beside the passage itself. A passage from a document that is about the
 * query as a whole outranks an equally matching passage from one that mentions it in passing. Measured on SciFact
 * through the ingestion path (chunks of 512–1024 characters): nDCG@10 0.684 → 0.693 at 2; JSQuAD unchanged
 * (docs/decisions/0019-lexical-search.md).
 */
export const DOCUMENT_WEIGHT = 2;
/** Passages considered for re-ranking by their documents, at least. */
const CANDIDATES = 40;

/** A pack's documents as BM25 units: each document's chunks' term counts summed. */
export function buildDocumentIndex(packId: string, chunks: IndexedChunk[]): PackIndex {
  const byDocument = new Map<string, Map<string, number>>();
  for (const chunk of chunks) {
    const counts = byDocument.get(chunk.documentId) ?? new Map<string, number>();
    chunk.terms.forEach((term, i) => counts.set(term, (counts.get(term) ?? 0) + (chunk.freqs[i] ?? 0)));
    byDocument.set(chunk.documentId, counts);
  }
  return PackIndex.build(
    packId,
    [...byDocument].map(([documentId, counts]) => ({
      chunkId: documentId,
      documentId,
      terms: [...counts.keys()],
      freqs: [...counts.values()],
      length: [...counts.values()].reduce((sum, n) => sum + n, 0),
    })),
  );
}

/** The top `k` passages by their own BM25 plus DOCUMENT_WEIGHT × their document's (statistics pooled across packs). */
export function searchPassages(
  passages: PackIndex[],
  documents: PackIndex[],
  queryTokens: string[],
  k: number,
  allowDocument?: (documentId: string) => boolean,
): LexicalHit[] {
  const wide = Math.max(CANDIDATES, k * 4);
  const filter = allowDocument ? { allowDocument } : {};
  const hits = searchLexical(passages, queryTokens, { k: wide, ...filter });
  if (hits.length === 0) return hits;
  const documentScores = new Map(
    searchLexical(documents, queryTokens, { k: wide, ...filter }).map((hit) => [hit.documentId, hit.score]),
  );
  return hits
    .map((hit) => ({
      ...hit,
      score: hit.score + DOCUMENT_WEIGHT * (documentScores.get(hit.documentId) ?? 0),
    }))
    .sort((a, b) => b.score - a.score)
    .slice(0, k);
}
