import type { SearchRequest, SearchResponse } from '../../common/contracts/engine';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { UserRow } from '../http/context';
import type { QueryRecords } from '../access';
import type { Entitlements, PackScope, ReadContext } from '../packs';
import type { PackRanker } from '../search';
import { spendCredits } from '../selling';

export interface SearchDeps {
  db: Database;
  /** The engine's ranking over packs already checked readable. */
  ranker: PackRanker;
  /** Who may read what: every named pack is checked with it. */
  entitlements: Entitlements;
  /** Where searches with an origin are recorded. */
  queryRecords?: QueryRecords;
  /** Where a reader out of query credits is sent to buy more (the site's address). */
  publicUrl?: string;
  now: Clock;
}

/**
 * How a search is made: within which packs and as what it is recorded (ReadContext), and whether its hits carry
 * highlight ranges — a page shows them; MCP clients are never sent them, and working them out is a good share of
 * a search's time.
 */
export interface SearchContext extends ReadContext {
  highlight?: boolean;
}

/**
 * Search over the packs a caller may read: every named pack is checked first (never a chunk of another pack,
 * whatever the request says), a metered pack spends its credit, the engine ranks, and the query is recorded.
 */
export function createSearchService({
  db,
  ranker,
  entitlements,
  queryRecords,
  publicUrl = 'http://localhost:3000',
  now,
}: SearchDeps) {
  async function search(
    user: UserRow,
    request: SearchRequest,
    { scope, origin, highlight = true }: SearchContext = {},
  ): Promise<SearchResponse> {
    const started = performance.now();
    const packRows = await entitlements.packsToRead(user, request.pack_ids, scope);
    // A metered pack read with query credits costs one credit per query (none spent if any is out).
    const metered = packRows.filter((pack) => pack.source === 'credits');
    if (metered.length > 0) await spendCredits(db, user.id, metered, { at: now(), publicUrl });
    const { hits, mode, unknownTerms, packLanguages } = await ranker.rank(packRows, request, { highlight });
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
    return { hits, mode, unknown_terms: unknownTerms, pack_languages: packLanguages, took_ms: tookMs };
  }

  return {
    search,
    /** The named packs, each checked readable by `user` (from memory when cached); errors as `search` does. */
    readablePacks: (user: UserRow, packIds: string[], scope?: PackScope) =>
      entitlements.packsToRead(user, packIds, scope),
    cachedPacks: ranker.cachedPacks,
  };
}

export type SearchService = ReturnType<typeof createSearchService>;
