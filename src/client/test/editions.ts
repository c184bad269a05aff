import type { Edition } from '../../common/contracts/editions';
import { fixtureOf } from './fixture';

/** An edition as the server sends it: edition 3 of 1 April 2026, tea.md changed (a section rewritten, one added). */
export const editionFixture = fixtureOf<Edition>({
  number: 3,
  madeAt: '2026-04-01T09:00:00.000Z',
  note: 'Rewrote the water section.',
  changes: {
    documents: [
      {
        filename: 'tea.md',
        change: 'changed',
        sections: [
          { heading: ['Sencha', 'Water'], change: 'changed' },
          { heading: ['Gyokuro'], change: 'added' },
          { heading: [], change: 'removed' },
        ],
        counts: { added: 1, removed: 1, changed: 1, unchanged: 4 },
      },
      {
        filename: 'storing.md',
        change: 'added',
        sections: [{ heading: ['Storing'], change: 'added' }],
        counts: { added: 1, removed: 0, changed: 0, unchanged: 0 },
      },
    ],
  },
});
