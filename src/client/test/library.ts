import type { LibraryItem } from '../../common/contracts/commerce';
import { fixtureOf } from './fixture';

/** A pack in someone's library: Bread Basics, bought on 1 March 2026, past its money-back guarantee. */
export const libraryItemFixture = fixtureOf<LibraryItem>({
  packId: '50000000-0000-4000-8000-000000000009',
  slug: 'bread-basics',
  title: 'Bread Basics',
  coverImage: '/c.svg',
  category: 'cooking-culinary-arts',
  language: 'en',
  creatorName: 'Aiko Sato',
  credits: null,
  access: 'purchase',
  packStatus: 'published',
  edition: null,
  latestEdition: null,
  editionMail: false,
  acquiredAt: '2026-03-01T09:00:00.000Z',
  orderId: 'o1',
  refundableUntil: null,
});
