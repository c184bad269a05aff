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
  rating: number;
  reviewCount: number;
  purchasedToday: number;
  users: number;
  downloads: number;
  /** File names under `src/server/seed/documents/<slug>/`. The cover is `public/images/packs/<slug>.svg`. */
  documents: string[];
}
