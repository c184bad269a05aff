import type { PackPage } from '../../common/contracts/packs';

/** A sales page's data as the server sends it, for client tests: a published pack nobody has bought yet. */
export function packPageFixture(
  pack: Partial<PackPage['pack']> = {},
  page: Partial<Omit<PackPage, 'pack'>> = {},
): PackPage {
  return {
    pack: {
      id: '50000000-0000-4000-8000-000000000001',
      slug: 'knife-skills',
      title: 'Knife Skills',
      description: 'Grips, cuts and sharpening.',
      creator: { id: 'c1', name: 'Aiko Sato' },
      category: 'cooking-culinary-arts',
      language: 'en',
      currency: 'USD',
      priceCents: 2999,
      discountPriceCents: null,
      rating: null,
      reviewCount: 0,
      purchasedToday: 0,
      users: 0,
      image: '/c.svg',
      status: 'published',
      sampleQuestions: [],
      edition: null,
      fileCount: 1,
      totalChunks: 4,
      queryPriceCents: null,
      ...pack,
    },
    contents: [],
    story: null,
    previewItems: [],
    editions: [],
    creator: {
      id: 'c1',
      name: 'Aiko Sato',
      headline: null,
      bio: null,
      packs: 1,
      buyers: 0,
      rating: null,
      reviewCount: 0,
    },
    related: [],
    access: null,
    credits: null,
    quality: null,
    ...page,
  };
}
