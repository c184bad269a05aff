import type { Language } from '../languages';

/**
 * What Kenja's MCP Apps cards (the `ui://` resources of src/server/mcp/apps/, rendered by src/client/mcp-app/) are
 * given with a tool's result. The model reads the result's text and structured content; a card reads this too,
 * from the result's `_meta`, which hosts hand to the card and not to the model.
 */

/** The result's `_meta` key that holds the pack cards of list_packs and find_packs. */
export const PACK_CARDS_META_KEY = 'kenja/pack-cards';

/** The resources the cards are served as. */
export const PACK_CARDS_URI = 'ui://kenja/pack-cards.html';
export const ANSWER_CARD_URI = 'ui://kenja/answer-card.html';

/** Which card a resource's page draws: its `<html data-view>`. */
export type CardView = 'packs' | 'answer';

/** One pack as its card shows it. Money in hundredths of the currency; `null` where there is nothing to show. */
export interface PackCardView {
  id: string;
  title: string;
  creator: string | null;
  /** The cover image's absolute URL on Kenja (the resource's CSP lets the card load it). */
  cover_url: string | null;
  rating: number | null;
  review_count: number;
  currency: string;
  /** null for a pack that is not for sale (a creator's own draft, a free pack). */
  price_cents: number | null;
  discount_price_cents: number | null;
  /** When its index last changed (ISO 8601): the edition a reader gets. */
  edition: string | null;
  held: 'owned' | 'credits' | 'none';
  queries_left: number | null;
  /** Its sales page in each interface language, absolute; null when it has none (not published). */
  pages: Record<Language, string> | null;
}
