import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { liveChunks } from '../db/schema';
import type { LexicalHit } from './bm25-index';
import { reciprocalRankFusion } from './fusion';
import type { CachedPack } from './index-cache';
import { jaccard, mmrRerank } from './mmr';

/**
 * Lexical and dense rankings fused by reciprocal rank (ranks only: BM25 and cosine scores need no calibration
 * against each other).
 */
export function fuseWithDense(
  lexical: LexicalHit[],
  entries: CachedPack[],
  query: Float32Array,
  k: number,
  allowDocument: ((documentId: string) => boolean) | undefined,
): LexicalHit[] {
  const dense: LexicalHit[] = [];
  for (const entry of entries) {
    if (!entry.dense || entry.dense.dimensions !== query.length) continue;
    const allow = allowDocument
      ? (chunkId: string) => allowDocument(entry.documentOfChunk.get(chunkId) ?? '')
      : undefined;
    for (const { id, score } of entry.dense.search(query, k, allow)) {
      dense.push({
        packId: entry.packId,
        chunkId: id,
        documentId: entry.documentOfChunk.get(id) ?? '',
        score,
      });
    }
  }
  dense.sort((a, b) => b.score - a.score);
  const byId = new Map([...dense, ...lexical].map((hit) => [hit.chunkId, hit]));
  const fused = reciprocalRankFusion([
    lexical.map((h) => ({ id: h.chunkId, score: h.score })),
    dense.slice(0, k).map((h) => ({ id: h.chunkId, score: h.score })),
  ]);
  return fused.flatMap(({ id, score }) => {
    const hit = byId.get(id);
    return hit ? [{ ...hit, score }] : [];
  });
}

/** Maximal marginal relevance over the candidates' analysed terms: the top k say different things. */
export async function diversify(db: Database, hits: LexicalHit[], k: number): Promise<LexicalHit[]> {
  if (hits.length <= 1) return hits;
  const rows = await db
    .select({ id: liveChunks.id, terms: liveChunks.terms })
    .from(liveChunks)
    .where(
      inArray(
        liveChunks.id,
        hits.map((h) => h.chunkId),
      ),
    );
  const termsOf = new Map(rows.map((row) => [row.id, new Set(row.terms)]));
  const empty = new Set<string>();
  return mmrRerank(
    hits,
    (a, b) => jaccard(termsOf.get(a.chunkId) ?? empty, termsOf.get(b.chunkId) ?? empty),
    {
      k,
    },
  );
}
