import type { PackCardView } from '../../../common/contracts/mcp-cards';
import { salesPagePath } from '../../../common/routes';
import { LANGUAGES } from '../../../common/languages';
import { edition } from '../../reading';
import type { McpServices } from '../mcp-services';

/** A pack a tool result names, with what the caller holds of it. */
export interface CardedPack {
  id: string;
  title: string;
  held: PackCardView['held'];
  queries_left: number | null;
}

/**
 * The cards of the packs a result names: the catalog's facts for a published pack (creator, cover, rating, price,
 * sales pages), the pack's current edition, and what the caller holds. Both from in-process caches: no query of
 * the database on a warm path.
 */
export async function packCardViews(
  services: McpServices,
  named: readonly CardedPack[],
): Promise<PackCardView[]> {
  if (named.length === 0) return [];
  const published = new Map((await services.catalog.published()).map((card) => [card.id, card]));
  const rows = new Map((await services.packRows(named.map((pack) => pack.id))).map((row) => [row.id, row]));
  const at = (path: string) => new URL(path, services.authConfig.publicUrl).href;
  return named.map((pack) => {
    const card = published.get(pack.id);
    return {
      id: pack.id,
      title: card?.title ?? pack.title,
      creator: card?.creator.name ?? null,
      cover_url: card ? at(card.image) : null,
      rating: card?.rating ?? null,
      review_count: card?.reviewCount ?? 0,
      currency: card?.currency ?? 'USD',
      price_cents: card && card.priceCents > 0 ? card.priceCents : null,
      discount_price_cents: card?.discountPriceCents ?? null,
      edition: edition(rows.get(pack.id)),
      held: pack.held,
      queries_left: pack.queries_left,
      pages: card
        ? (Object.fromEntries(
            LANGUAGES.map((language) => [language, at(salesPagePath(language, card.slug))]),
          ) as PackCardView['pages'])
        : null,
    };
  });
}
