import { z } from 'zod';
import { CATEGORY_IDS, type CategoryId } from '../categories';
import { PACK_LIST_DEFAULT_LIMIT, PACK_LIST_MAX_LIMIT, SEARCH_QUERY_MAX_LENGTH } from '../limits';

/** Query of `GET /api/packs`: free text and category combine (spec 01 §5). */
export const packListQuerySchema = z
  .object({
    q: z
      .string()
      .max(SEARCH_QUERY_MAX_LENGTH, `Search text is limited to ${SEARCH_QUERY_MAX_LENGTH} characters`)
      .optional()
      .transform((q) => q?.trim() || undefined),
    category: z
      .string()
      .optional()
      .transform((c) => c || undefined)
      .pipe(z.enum(CATEGORY_IDS, { error: 'Unknown category' }).optional()),
    limit: z.coerce.number().int().min(1).max(PACK_LIST_MAX_LIMIT).default(PACK_LIST_DEFAULT_LIMIT),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .strict();

export type PackListQuery = z.infer<typeof packListQuerySchema>;

/** What a pack card shows (spec 01 §3 "Pack card"). Prices are in minor units of `currency`. */
export interface PackCard {
  id: string;
  slug: string;
  title: string;
  description: string;
  creator: { id: string; name: string };
  category: CategoryId;
  language: 'en' | 'ja';
  currency: string;
  priceCents: number;
  discountPriceCents: number | null;
  rating: number | null;
  reviewCount: number;
  purchasedToday: number;
  users: number;
  downloads: number;
  image: string;
}

export interface PackListResponse {
  packs: PackCard[];
  total: number;
}
