import type { SearchHit, SearchRequest, SearchResponse } from '../../common/contracts/engine';
import type { PassageUse, QueryRecordInput, QueryRecords } from '../records';
import type { Clock } from '../clock';
import type { Database } from '../db/client';
import type { QueryOrigin, UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { Entitlements, PackScope, ReadContext, ReadablePack } from '../packs';
import type { PackRanker } from '../search';
import { creditsLeft, spendCredits } from '../selling';
import { packGate, type PacksToRead } from './pack-gate';
import { passageInContext, type PassageInContext } from './passage-context';
import { packSections } from './pack-sections';

export interface ReadingDeps {
  db: Database;
  /** The engine's ranking over packs already checked readable. */
  ranker: PackRanker;
  /** Who may read what: every pack read is checked with it, here and nowhere else. */
  entitlements: Entitlements;
  /** Where reads with an origin are recorded. */
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

/** A record of a read, as the caller describes it; who read, from where and how long it took are added to it. */
export type ReadRecord = Omit<QueryRecordInput, 'userId' | 'latencyMs' | keyof QueryOrigin>;

/** The sections of `hits` as a record's uses of them (records/query-records.ts counts each section once). */
export const usesOf = (
  hits: readonly Pick<SearchHit, 'pack_id' | 'document_id' | 'heading_path'>[],
  use: PassageUse['use'],
): PassageUse[] =>
  hits.map((hit) => ({ packId: hit.pack_id, documentId: hit.document_id, section: hit.heading_path, use }));

/** Milliseconds since `started` (a `performance.now()`), to the hundredth. */
const msSince = (started: number) => Math.round((performance.now() - started) * 100) / 100;

/**
 * Reading a pack (issue 47's one door): the only code that turns a caller and a pack into text — search,
 * passages, outlines, and through them resources, prompts, answers and the function endpoints. Entitlements are
 * checked, query credits spent (ADR 0027) and reads recorded here; MCP, the web API and the functions only deliver.
 */
export type { PacksToRead } from './pack-gate';

export function createReading({
  db,
  ranker,
  entitlements,
  queryRecords,
  publicUrl = 'http://localhost:3000',
  now,
}: ReadingDeps) {
  const gate = packGate({ db, entitlements, publicUrl, now });
  /** A read of text from packs read with query credits costs one credit (none spent if any is out). */
  async function spend(user: UserRow, packs: readonly ReadablePack[]) {
    const metered = packs.filter((pack) => pack.source === 'credits');
    if (metered.length > 0) await spendCredits(db, user.id, metered, { at: now(), publicUrl });
  }

  /** Records a read made with an origin (MCP, the API), begun at `started`: what the creator's statistics count. */
  function record(user: UserRow, origin: QueryOrigin | undefined, read: ReadRecord, started: number) {
    if (origin && queryRecords)
      queryRecords.record({ userId: user.id, ...origin, ...read, latencyMs: msSince(started) });
  }

  /** Ranks `request` over packs already checked, spends, and records. */
  async function rankChecked(
    user: UserRow,
    packs: ReadablePack[],
    request: SearchRequest,
    { origin, highlight = true }: SearchContext,
  ): Promise<SearchResponse> {
    const started = performance.now();
    await spend(user, packs);
    const { hits, mode, unknownTerms, packLanguages } = await ranker.rank(packs, request, { highlight });
    const tookMs = msSince(started);
    record(
      user,
      origin,
      {
        tool: 'search',
        packIds: request.pack_ids,
        query: request.query,
        resultCount: hits.length,
        topScore: hits[0]?.score ?? null,
        passages: usesOf(hits, 'retrieved'),
      },
      started,
    );
    return { hits, mode, unknown_terms: unknownTerms, pack_languages: packLanguages, took_ms: tookMs };
  }

  return {
    /** Every pack `user` may read within `scope`, and why: what a client lists (no text, nothing spent). */
    readablePacks: (user: UserRow, scope?: PackScope) => entitlements.readablePacks(user, scope),

    /** The readable packs with the query credits left on each read with credits (none spent). */
    async readablePacksWithCredits(user: UserRow, scope?: PackScope) {
      const packs = await entitlements.readablePacks(user, scope);
      const metered = packs.filter((pack) => pack.source === 'credits').map((pack) => pack.id);
      return { packs, creditsLeft: await creditsLeft(db, user.id, metered, now()) };
    },
    cachedPacks: ranker.cachedPacks,

    /**
     * Search over the packs a caller may read: every named pack is checked first (never a chunk of another pack,
     * whatever the request says), a metered pack spends its credit, the engine ranks, and the query is recorded.
     */
    async search(user: UserRow, request: SearchRequest, context: SearchContext = {}) {
      const packs = await entitlements.packsToRead(user, request.pack_ids, context.scope);
      return rankChecked(user, packs, request, context);
    },

    /**
     * A search over the named packs, or (naming none) every pack the caller may read with credits left: the packs
     * are checked once, and those left out are named with the result.
     */
    async searchReadable(
      user: UserRow,
      packIds: readonly string[] | undefined,
      request: Omit<SearchRequest, 'pack_ids'>,
      context: SearchContext = {},
    ): Promise<PacksToRead & { found: SearchResponse }> {
      const { packs, outOfCredits } = await gate(user, packIds, context.scope);
      const ids = packs.map((pack) => pack.id);
      const found = await rankChecked(user, packs, { ...request, pack_ids: ids }, context);
      return { packs, outOfCredits, found };
    },

    /**
     * A passage by chunk id with up to `context` neighbours on each side, in reading order; metered and recorded
     * as `tool`. Another person's passage, or one outside `inPack`, is "not found" like a missing one.
     */
    async passage(
      user: UserRow,
      chunkId: string,
      { context, scope, origin, tool, inPack }: PassageRead,
    ): Promise<PassageInContext> {
      const started = performance.now();
      const found = await passageInContext(db, chunkId, { context, inPack }, async (packId) => {
        const [pack] = await entitlements.packsToRead(user, [packId], scope);
        if (!pack) throw new AppError('not_found', 'No such pack');
        return pack;
      });
      // Pack text read with query credits costs one credit, as a search does (none is spent on a passage not found).
      await spend(user, [found.pack]);
      record(
        user,
        origin,
        {
          tool,
          packIds: [found.pack.id],
          query: null,
          resultCount: 1,
          topScore: null,
          passages: [
            {
              packId: found.pack.id,
              documentId: found.documentId,
              section: found.passages[found.at]?.section ?? [],
              use: 'read',
            },
          ],
        },
        started,
      );
      return found;
    },

    /** The pack's sections in reading order, each with its first passage's id: headings only, nothing spent. */
    async sections(
      user: UserRow,
      pack: ReadablePack,
      { origin, tool }: { origin?: QueryOrigin; tool: string },
    ) {
      const started = performance.now();
      const sections = await packSections(db, pack.id);
      record(
        user,
        origin,
        { tool, packIds: [pack.id], query: null, resultCount: 1, topScore: null },
        started,
      );
      return sections;
    },

    /** Records a read that some other part of the door made (a grounded answer), as the creator's figures count. */
    record,

    /**
     * A pack's outline for its own creator's figures (selling/passage-figures.ts): every passage's document and
     * headings in reading order, no text, nothing spent or recorded. The caller has checked the pack is theirs.
     */
    outline: (packId: string) => packSections(db, packId),
  };
}

/** How a passage is read: how many neighbours, the caller's scope and origin, and the name it is recorded under. */
export interface PassageRead extends ReadContext {
  context: number;
  tool: string;
  /** The pack the passage must be in (a resource URI names it): elsewhere it is "not found", and nothing is spent. */
  inPack?: string;
}

export type Reading = ReturnType<typeof createReading>;
