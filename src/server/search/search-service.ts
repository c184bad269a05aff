import type { SearchHit, SearchRequest, SearchResponse } from '../../common/contracts/engine';
import type { ChangeFeed } from '../db/change-feed';
import type { Database } from '../db/client';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { QueryRecords } from '../access/query-records';
import type { Entitlements, PackScope, ReadContext } from '../packs/entitlements';
import { analyze } from './analyze';
import type { LexicalHit } from './bm25-index';
import { searchPassages } from './document-prior';
import type { Embedder } from './embeddings';
import { highlightRanges } from './highlight';
import { spendCredits } from '../selling/query-credits';
import { fuseWithDense, diversify } from './fuse-hits';
import { createIndexCache, type CachedPack } from './index-cache';
import { createPassageCache, type PassageCache } from './passage-cache';

type IndexedPack = Parameters<ReturnType<typeof createIndexCache>['get']>[0];

/** How many lexical candidates the dense list and the diversity rerank choose among. */
const CANDIDATES = 50;

export interface SearchDeps {
  db: Database;
  changes: ChangeFeed;
  /** Who may read what: every named pack is checked with it. */
  entitlements: Entitlements;
  /** Where searches with an origin are recorded. */
  queryRecords?: QueryRecords;
  embedder?: Embedder | undefined;
  /** Where a reader out of query credits is sent to buy more (the site's address). */
  publicUrl?: string;
  now?: () => Date;
}

/**
 * Search over the packs a caller may read: every named pack is checked first (never a chunk of another pack,
 * whatever the request says), then BM25 over their cached indexes with statistics pooled across them (so scores
 * compare across packs), fused with dense vectors when a model is configured and asked for, optionally
 * diversified, and the winners' passages read from the database.
 */
export function createSearchService({
  db,
  changes,
  entitlements,
  queryRecords,
  embedder,
  publicUrl = 'http://localhost:3000',
  now = () => new Date(),
}: SearchDeps) {
  const cache = createIndexCache(db, changes);
  const passages = createPassageCache(db);

  /** The best passages for the request among these packs (already checked readable). */
  async function rankIn(packRows: readonly IndexedPack[], request: SearchRequest) {
    const entries = await Promise.all(packRows.map((pack) => cache.get(pack)));
    const allowDocument = documentFilter(entries, request.filters);
    const queryTokens = analyze(request.query);
    const useDense = request.hybrid && embedder !== undefined && entries.some((e) => e.dense);
    const wide = useDense || request.rerank ? Math.max(CANDIDATES, request.k) : request.k;
    let ranked: LexicalHit[] = searchPassages(
      entries.map((e) => e.lexical),
      entries.map((e) => e.documents),
      queryTokens,
      wide,
      allowDocument,
    );
    if (useDense && embedder) {
      const [vector] = await embedder.embed([request.query]);
      if (!vector) throw new AppError('unavailable', 'The embedding model gave no vector for the query');
      ranked = fuseWithDense(ranked, entries, vector, wide, allowDocument);
    }
    if (request.rerank) ranked = await diversify(db, ranked, request.k);
    const hits = await presentHits(passages, ranked.slice(0, request.k), entries, queryTokens);
    return { hits, mode: useDense ? ('hybrid' as const) : ('lexical' as const) };
  }

  async function search(
    user: UserRow,
    request: SearchRequest,
    { scope, origin }: ReadContext = {},
  ): Promise<SearchResponse> {
    const started = performance.now();
    const packRows = await entitlements.packsToRead(user, request.pack_ids, scope);
    // A metered pack read with query credits costs one credit per query (none spent if any is out).
    const metered = packRows.filter((pack) => pack.source === 'credits');
    if (metered.length > 0) await spendCredits(db, user.id, metered, { at: now(), publicUrl });
    const { hits, mode } = await rankIn(packRows, request);
    const tookMs = Math.round((performance.now() - started) * 100) / 100;
    if (origin && queryRecords) {
      queryRecords.record({
        userId: user.id,
        ...origin,
        tool: 'search',
        packIds: request.pack_ids,
        query: request.query,
        resultCount: hits.length,
        topScore: hits[0]?.score ?? null,
        latencyMs: tookMs,
      });
    }
    return { hits, mode, took_ms: tookMs };
  }

  return {
    search,
    /**
     * A search of one pack on sale without an entitlement: the sales page's try-before-you-buy. The caller decides
     * what may be asked (the pack's own sample questions) and shows only excerpts. Not recorded as anyone's query.
     */
    preview: (pack: IndexedPack, request: SearchRequest) => rankIn([pack], request),
    /** The named packs, each checked readable by `user` (from memory when cached); errors as `search` does. */
    readablePacks: (user: UserRow, packIds: string[], scope?: PackScope) =>
      entitlements.packsToRead(user, packIds, scope),
    cachedPacks: () => cache.size(),
  };
}

export type SearchService = ReturnType<typeof createSearchService>;

/** The file a document was uploaded as, from whichever searched pack holds it. */
function filenameIn(entries: CachedPack[], documentId: string): string | undefined {
  for (const entry of entries) {
    const name = entry.filenames.get(documentId);
    if (name !== undefined) return name;
  }
  return undefined;
}

function documentFilter(
  entries: CachedPack[],
  filters: SearchRequest['filters'],
): ((documentId: string) => boolean) | undefined {
  const ids = filters.document_ids ? new Set(filters.document_ids) : undefined;
  const names = filters.filenames ? new Set(filters.filenames) : undefined;
  if (!ids && !names) return undefined;
  return (documentId) => {
    if (ids && !ids.has(documentId)) return false;
    if (names) {
      const name = filenameIn(entries, documentId);
      if (name === undefined || !names.has(name)) return false;
    }
    return true;
  };
}

async function presentHits(
  passages: PassageCache,
  ranked: LexicalHit[],
  entries: CachedPack[],
  queryTokens: string[],
): Promise<SearchHit[]> {
  if (ranked.length === 0) return [];
  const byId = await passages.read(ranked.map((hit) => hit.chunkId));
  return ranked.flatMap((hit) => {
    const row = byId.get(hit.chunkId);
    // A chunk replaced since the index was read is left out rather than shown from an old version.
    if (!row) return [];
    const filename = filenameIn(entries, hit.documentId) ?? '';
    return [
      {
        chunk_id: hit.chunkId,
        document_id: hit.documentId,
        pack_id: hit.packId,
        score: hit.score,
        text: row.text,
        page: row.page,
        heading_path: row.headingPath,
        matched_terms: hit.matchedTerms,
        highlights: highlightRanges(row.text, queryTokens),
        metadata: { filename, page: row.page, heading_path: row.headingPath },
        injection_flags: row.injectionFlags,
      },
    ];
  });
}
