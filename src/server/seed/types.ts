import type { CategoryId } from '../../common/categories';

export interface DemoCreator {
  /** How packs refer to their creator in the demo data. */
  key: string;
  email: string;
  fullName: string;
}

export interface DemoPack {
  slug: string;
  creator: string;
  title: string;
  description: string;
  category: CategoryId;
  language: 'en' | 'ja';
  priceCents: number;
  discountPriceCents: number;
  /** Pay-per-query: its price per 100 queries, when it also sells metered access. */
  queryPriceCents?: number;
  /** A team licence: its price per seat, and the team discount from five seats (percent). */
  seatPriceCents?: number;
  teamDiscountPercent?: number;
  /** The demo history written as real rows (demo-history.ts): the average its reviews aim at (4–5), */
  rating: number;
  /** how many of its buyers reviewed it, */
  reviews: number;
  /** how many bought it in the last 24 hours (of `buyers`), */
  boughtToday: number;
  /** and how many bought it at all. */
  buyers: number;
  /** File names under `src/server/seed/documents/<slug>/`. The cover is `public/images/packs/<slug>.svg`. */
  documents: string[];
}
