import { describe, expect, it } from 'vitest';
import type { Edition } from '../../common/contracts/editions';
import { publicEdition } from './pack-pages';

// The sales page is public: what changed in an edition is shown there no deeper than the table of contents.

describe('an edition on the sales page', () => {
  it('names changed sections at most two headings deep, each once', () => {
    const edition: Edition = {
      number: 3,
      madeAt: '2026-12-01T00:00:00.000Z',
      note: 'Deeper answers.',
      changes: {
        documents: [
          {
            filename: 'faq.md',
            change: 'changed',
            sections: [
              { heading: ['FAQ', 'Billing', 'Can I get a refund after 30 days?'], change: 'changed' },
              { heading: ['FAQ', 'Billing', 'Do you take yen?'], change: 'changed' },
              { heading: ['FAQ', 'Setup'], change: 'added' },
            ],
            counts: { added: 1, removed: 0, changed: 2, unchanged: 4 },
          },
        ],
      },
    };
    expect(publicEdition(edition).changes?.documents[0]?.sections).toEqual([
      { heading: ['FAQ', 'Billing'], change: 'changed' },
      { heading: ['FAQ', 'Setup'], change: 'added' },
    ]);
    expect(publicEdition(edition).changes?.documents[0]?.counts).toEqual({
      added: 1,
      removed: 0,
      changed: 2,
      unchanged: 4,
    });
    expect(publicEdition({ ...edition, changes: null })).toEqual({ ...edition, changes: null });
  });
});
