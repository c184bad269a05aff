import type { StudioPack } from '../../common/contracts/studio';
import { fixtureOf } from './fixture';

/** A pack as its creator's studio sees it: Knife Skills, published, one document ready. */
export const studioPackFixture = fixtureOf<StudioPack>({
  id: '40000000-0000-4000-8000-000000000001',
  slug: 'knife-skills',
  title: 'Knife Skills',
  description: 'Grips, cuts and sharpening for home cooks who want to cut faster.',
  category: 'cooking-culinary-arts',
  language: 'en',
  documentsLanguage: 'en',
  currency: 'USD',
  priceCents: 2999,
  discountPriceCents: null,
  queryPriceCents: null,
  seatPriceCents: null,
  teamDiscountPercent: 0,
  coverImage: '/c.svg',
  coverUploaded: false,
  sampleQuestions: [],
  status: 'published',
  corpusKey: 'pack_1_knife',
  fileCount: 1,
  totalChunks: 3,
  documents: { queued: 0, processing: 0, ready: 1, failed: 0 },
  createdAt: '2025-03-04T09:00:00.000Z',
  updatedAt: '2025-03-04T09:00:00.000Z',
  publishedAt: '2025-03-04T09:00:00.000Z',
  firstPublished: false,
});
