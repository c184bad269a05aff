import { FIND_LIMIT_DEFAULT, type FoundPack, type Held, type PackCard } from '../../common/contracts/packs';
import { salesPagePath } from '../../common/routes';
import type { UserRow } from '../http/context';
import { isSubjectTerm, type PackRanker } from '../search';
import type { Catalog } from './catalog';
import type { Entitlements } from './entitlements';
import { excerptOf } from './excerpts';
import type { PackRow } from './pack-access';
import type { PackRows } from './pack-rows';

/** How many passages are ranked across the marketplace: enough for the best few of each of many packs. */
const FIND_HITS = 40;
/** How many of a pack's matched sections are named. */
const MATCHED_SECTIONS = 3;

export interface MarketplaceFindDeps {
  catalog: Catalog;
  packRows: PackRows;
  entitlements: Entitlements;
  ranker: PackRanker;
  /** A buyer's query credits left on each of these packs: the books (selling, above packs) keep them. */
  creditsLeft: (userId: string, packIds: readonly string[]) => Promise<ReadonlyMap<string, number>>;
  /** The site's address, for the sales pages' links. */
  publicUrl: URL;
}

/** A pack the ranking found, before what the caller holds of it is known. */
interface Match {
  card: PackCard;
  row: PackRow;
  sections: string[][];
  snippet: string | null;
}

/**
 * The marketplace's find (issue 50): the published packs that would answer a question, for anyone — an assistant
 * looking beyond the packs its person holds, or a visitor. Every published pack is ranked by the engine at once
 * (statistics pooled, so scores compare across packs), each pack scored by its best passage. Of the text it shows
 * no more than the sales page's demo does: headings, and one excerpt cut the same way. Nothing is spent or
 * recorded here: a question asked of the whole marketplace is no query of any one pack.
 */
export function createMarketplaceFind({
  catalog,
  packRows,
  entitlements,
  ranker,
  creditsLeft,
  publicUrl,
}: MarketplaceFindDeps) {
  /** The packs whose passages match, best first: the catalog's cards and rows are both held in memory. */
  async function matching(question: string): Promise<Match[]> {
    const cards = new Map((await catalog.published()).map((card) => [card.id, card]));
    // The rows are what the index is keyed by; one dropped since the catalog's snapshot (paused) is left out.
    const rows = (await packRows([...cards.keys()])).filter(
      (row) => row.status === 'published' && row.kind === 'marketplace' && row.totalChunks > 0,
    );
    if (rows.length === 0) return [];
    const { hits } = await ranker.rank(
      rows,
      {
        query: question,
        pack_ids: rows.map((row) => row.id),
        k: FIND_HITS,
        hybrid: true,
        rerank: false,
        filters: {},
      },
      { highlight: false },
    );
    const rowById = new Map(rows.map((row) => [row.id, row]));
    const matches = new Map<string, Match>();
    for (const hit of hits) {
      // A passage holding none of what the question is about (a vector's neighbour, or question words alone)
      // is no reason to offer a pack: with vectors every pack has neighbours, for any question at all.
      if (!hit.matched_terms.some(isSubjectTerm)) continue;
      const card = cards.get(hit.pack_id);
      const row = rowById.get(hit.pack_id);
      if (!card || !row) continue;
      let match = matches.get(hit.pack_id);
      if (!match) {
        match = { card, row, sections: [], snippet: null };
        matches.set(hit.pack_id, match);
      }
      // One excerpt, of the best passage the screen did not take for text aimed at assistants.
      if (match.snippet === null && hit.injection_flags.length === 0) match.snippet = excerptOf(hit.text);
      const section = hit.heading_path;
      const named = match.sections.some((seen) => seen.join('\u0000') === section.join('\u0000'));
      if (section.length > 0 && !named && match.sections.length < MATCHED_SECTIONS) {
        match.sections.push(section);
      }
    }
    return [...matches.values()];
  }

  /** What the caller holds of each pack: owned (read without limit), query credits, or nothing. */
  async function holdings(caller: UserRow | null, rows: readonly PackRow[]): Promise<Map<string, Held>> {
    const held = new Map<string, Held>();
    if (!caller) return held;
    for (const row of rows) {
      const source = await entitlements.sourceOf(caller, row);
      if (source) held.set(row.id, source === 'credits' ? 'credits' : 'owned');
    }
    return held;
  }

  return {
    /**
     * Up to `limit` published packs that would answer `question`: those the caller already holds first, then by
     * their best passage's score. A pack none of whose passages matches is not named.
     */
    async find(
      caller: UserRow | null,
      question: string,
      { limit = FIND_LIMIT_DEFAULT }: { limit?: number } = {},
    ): Promise<FoundPack[]> {
      const query = question.trim();
      if (query === '') return [];
      const matches = await matching(query);
      const rows = matches.map(({ row }) => row);
      const held = await holdings(caller, rows);
      const holds = (match: Match) => held.get(match.row.id) ?? 'none';
      // A stable sort: the packs held first, each group in the ranking's order.
      const chosen = matches
        .sort((a, b) => Number(holds(a) === 'none') - Number(holds(b) === 'none'))
        .slice(0, limit);
      const metered = chosen.filter((match) => holds(match) === 'credits').map(({ row }) => row.id);
      const left =
        caller && metered.length > 0 ? await creditsLeft(caller.id, metered) : new Map<string, number>();
      return chosen.map((match) => {
        const { card, row, sections, snippet } = match;
        return {
          id: card.id,
          slug: card.slug,
          title: card.title,
          creator_name: card.creator.name,
          language: card.language,
          currency: card.currency,
          price_cents: card.priceCents,
          discount_price_cents: card.discountPriceCents,
          // As the sales page offers them: a free pack sells no query credits.
          queries_price_cents: card.priceCents > 0 ? row.queryPriceCents : null,
          rating: card.rating,
          review_count: card.reviewCount,
          held: holds(match),
          queries_left: holds(match) === 'credits' ? (left.get(row.id) ?? 0) : null,
          url: new URL(salesPagePath(card.language, card.slug), publicUrl).href,
          matched_sections: sections,
          snippet,
        };
      });
    },
  };
}

export type MarketplaceFind = ReturnType<typeof createMarketplaceFind>;
