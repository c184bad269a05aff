import { PackIndex, queryWeights, searchLexical, type IndexedChunk, type LexicalHit } from './bm25-index';
import { scoreSelected } from './bm25-score';

/**
 * How much a passage's document counts beside the passage itself. A passage from a document that is about the
 * query as a whole outranks an equally matching passage from one that mentions it in passing. Measured on SciFact
 * through the ingestion path (chunks of 512–1024 characters): nDCG@10 0.684 → 0.693 at 2; JSQuAD unchanged
 * (docs/decisions/0019-lexical-search.md).
 */
export const DOCUMENT_WEIGHT = 2;
/**
 * Passages considered for re-ranking by their documents: at least 30, or twice the passages asked for. Measured
 * through the search service against 40 or four times (ADR 0031 §12): the same nDCG@10 and Recall@100 on SciFact
 * and JSQuAD (SciFact's nDCG@10 for a top 10: 0.6898 → 0.6908), and p95 1.84–2.10 → 1.37–1.52 ms on SciFact,
 * 1.76–1.94 → 1.09 ms on JSQuAD: fewer candidates let pruning skip more of a long query's common terms.
 */
const CANDIDATES = 30;
const CANDIDATES_PER_PASSAGE = 2;

/** A pack's documents as BM25 units: each document's chunks' term counts summed. */
export function buildDocumentIndex(packId: string, chunks: IndexedChunk[]): PackIndex {
  return PackIndex.build(packId, documentUnits(chunks));
}

/** `buildDocumentIndex` in slices of the serving thread's time (`pause`: jobs/slices.ts), as the index cache builds. */
export async function buildDocumentIndexInSlices(
  packId: string,
  chunks: IndexedChunk[],
  pause: () => Promise<void> | undefined,
): Promise<PackIndex> {
  const units = [];
  for (const unit of documentUnitsStepwise(chunks)) {
    if (unit) units.push(unit);
    else {
      const paused = pause();
      if (paused) await paused;
    }
  }
  return PackIndex.buildInSlices(packId, units, pause);
}

function documentUnits(chunks: IndexedChunk[]): IndexedChunk[] {
  return [...documentUnitsStepwise(chunks)].filter((unit) => unit !== undefined);
}

/** Each document's summed counts; `undefined` between chunks read, where a caller may pause. */
function* documentUnitsStepwise(chunks: IndexedChunk[]): Generator<IndexedChunk | undefined> {
  const byDocument = new Map<string, Map<string, number>>();
  for (const chunk of chunks) {
    const counts = byDocument.get(chunk.documentId) ?? new Map<string, number>();
    chunk.terms.forEach((term, i) => counts.set(term, (counts.get(term) ?? 0) + (chunk.freqs[i] ?? 0)));
    byDocument.set(chunk.documentId, counts);
    yield undefined;
  }
  for (const [documentId, counts] of byDocument) {
    yield {
      chunkId: documentId,
      documentId,
      terms: [...counts.keys()],
      freqs: [...counts.values()],
      length: [...counts.values()].reduce((sum, n) => sum + n, 0),
    };
  }
}

/**
 * The top `k` passages by their own BM25 plus DOCUMENT_WEIGHT × their document's. `passages[i]` and `documents[i]`
 * are the same pack; statistics are pooled across the packs for both, so scores compare across packs.
 */
export function searchPassages(
  passages: PackIndex[],
  documents: PackIndex[],
  queryTokens: string[],
  k: number,
  allowDocument?: (documentId: string) => boolean,
): LexicalHit[] {
  const wide = Math.max(CANDIDATES, k * CANDIDATES_PER_PASSAGE);
  const hits = searchLexical(passages, queryTokens, allowDocument ? { k: wide, allowDocument } : { k: wide });
  if (hits.length === 0) return hits;
  // Only the candidates' documents are scored: a binary search per term and document, not a second full search.
  const packOf = new Map(passages.map((index, pack) => [index.packId, pack]));
  const selected = hits.map((hit) => {
    const pack = packOf.get(hit.packId) ?? 0;
    return { pack, doc: documents[pack]?.numberOf(hit.documentId) ?? -1 };
  });
  const documentScores = scoreSelected(documents, queryWeights(queryTokens), selected);
  return hits
    .map((hit, i) => ({ ...hit, score: hit.score + DOCUMENT_WEIGHT * (documentScores[i] ?? 0) }))
    .sort((a, b) => b.score - a.score)
    .slice(0, k);
}
