import { describe, expect, it } from 'vitest';
import { EDITION_SECTIONS_LISTED } from '../../../common/contracts/editions';
import type { OutlineDocument } from '../../db/schema';
import { diffOutlines } from './outline-diff';

/** A document of an outline: sections given as [heading path, hash]. */
function doc(
  id: string,
  filename: string,
  generation: number,
  sections: [string[], string][],
): OutlineDocument {
  return { id, filename, generation, sections: sections.map(([heading, hash]) => ({ heading, hash })) };
}

const guide = doc('d1', 'guide.md', 1, [
  [[], 'h0'],
  [['Sencha'], 'h1'],
  [['Sencha', 'Water'], 'h2'],
  [['Matcha'], 'h3'],
]);

describe('the diff of two editions’ outlines', () => {
  it('lists a document that came and one that went with every section added or removed', () => {
    const notes = doc('d2', 'notes.txt', 1, [[[], 'n0']]);
    const changes = diffOutlines({ documents: [guide] }, { documents: [notes] });
    expect(changes.documents).toEqual([
      {
        filename: 'notes.txt',
        change: 'added',
        sections: [{ heading: [], change: 'added' }],
        counts: { added: 1, removed: 0, changed: 0, unchanged: 0 },
      },
      {
        filename: 'guide.md',
        change: 'removed',
        sections: [
          { heading: [], change: 'removed' },
          { heading: ['Sencha'], change: 'removed' },
          { heading: ['Sencha', 'Water'], change: 'removed' },
          { heading: ['Matcha'], change: 'removed' },
        ],
        counts: { added: 0, removed: 4, changed: 0, unchanged: 0 },
      },
    ]);
  });

  it('marks the sections of a changed document added, removed or changed, and leaves unchanged ones unmarked', () => {
    const reindexed = doc('d1', 'guide.md', 2, [
      [[], 'h0'],
      [['Sencha'], 'h1-new'],
      [['Sencha', 'Water'], 'h2'],
      [['Gyokuro'], 'h4'],
    ]);
    const [changed] = diffOutlines({ documents: [guide] }, { documents: [reindexed] }).documents;
    expect(changed).toEqual({
      filename: 'guide.md',
      change: 'changed',
      sections: [
        { heading: ['Sencha'], change: 'changed' },
        { heading: ['Gyokuro'], change: 'added' },
        { heading: ['Matcha'], change: 'removed' },
      ],
      counts: { added: 1, removed: 1, changed: 1, unchanged: 2 },
    });
  });

  it('takes a new upload of a removed document’s name for that document, changed', () => {
    const newVersion = doc('d9', 'guide.md', 7, [
      [[], 'h0'],
      [['Sencha'], 'h1'],
      [['Sencha', 'Water'], 'h2-new'],
      [['Matcha'], 'h3'],
    ]);
    const changes = diffOutlines({ documents: [guide] }, { documents: [newVersion] });
    expect(changes.documents).toEqual([
      {
        filename: 'guide.md',
        change: 'changed',
        sections: [{ heading: ['Sencha', 'Water'], change: 'changed' }],
        counts: { added: 0, removed: 0, changed: 1, unchanged: 3 },
      },
    ]);
  });

  it('lists nothing for documents whose passages are the same generation, or whose text is the same', () => {
    const sameText = doc(
      'd1',
      'guide.md',
      5,
      guide.sections.map((s) => [s.heading, s.hash]),
    );
    expect(diffOutlines({ documents: [guide] }, { documents: [guide] }).documents).toEqual([]);
    expect(diffOutlines({ documents: [guide] }, { documents: [sameText] }).documents).toEqual([]);
  });

  it('lists at most a set number of sections per document, and counts them all', () => {
    const many = Array.from({ length: EDITION_SECTIONS_LISTED + 5 }, (_, i): [string[], string] => [
      [`Part ${i}`],
      `p${i}`,
    ]);
    const [added] = diffOutlines({ documents: [] }, { documents: [doc('d3', 'big.md', 1, many)] }).documents;
    expect(added?.sections).toHaveLength(EDITION_SECTIONS_LISTED);
    expect(added?.counts.added).toBe(EDITION_SECTIONS_LISTED + 5);
  });
});
