import {
  EDITION_SECTIONS_LISTED,
  type DocumentChange,
  type EditionChanges,
  type SectionChange,
} from '../../../common/contracts/editions';
import type { EditionOutline, OutlineDocument } from '../../db/schema';

type Section = OutlineDocument['sections'][number];

const keyOf = (section: Section) => JSON.stringify(section.heading);

/** Each section of `after` that is new or whose text changed, then each of `before` that is gone; and counts. */
export function compareSections(
  before: readonly Section[],
  after: readonly Section[],
): Pick<DocumentChange, 'sections' | 'counts'> {
  const hashBefore = new Map(before.map((section) => [keyOf(section), section.hash]));
  const keysAfter = new Set(after.map(keyOf));
  const counts = { added: 0, removed: 0, changed: 0, unchanged: 0 };
  const sections: SectionChange[] = [];
  for (const section of after) {
    const was = hashBefore.get(keyOf(section));
    const change = was === undefined ? 'added' : was === section.hash ? null : 'changed';
    if (change === null) counts.unchanged += 1;
    else {
      counts[change] += 1;
      sections.push({ heading: section.heading, change });
    }
  }
  for (const section of before) {
    if (keysAfter.has(keyOf(section))) continue;
    counts.removed += 1;
    sections.push({ heading: section.heading, change: 'removed' });
  }
  return { sections: sections.slice(0, EDITION_SECTIONS_LISTED), counts };
}

/** A document that came or went whole: every section of it added or removed. */
function whole(doc: OutlineDocument, change: 'added' | 'removed'): DocumentChange {
  const { sections, counts } =
    change === 'added' ? compareSections([], doc.sections) : compareSections(doc.sections, []);
  return { filename: doc.filename, change, sections, counts };
}

/**
 * What changed from one edition's outline to the next: documents added, removed or changed, and in a changed one
 * the sections added, removed or changed (by heading path and the hash of their text). A document removed and one
 * of the same name added (a new upload replacing the old) are one document, changed. Unchanged ones are left out.
 */
export function diffOutlines(before: EditionOutline, after: EditionOutline): EditionChanges {
  const beforeById = new Map(before.documents.map((doc) => [doc.id, doc]));
  const afterIds = new Set(after.documents.map((doc) => doc.id));
  const gone = before.documents.filter((doc) => !afterIds.has(doc.id));
  const goneByName = new Map(gone.map((doc) => [doc.filename, doc]));
  const replaced = new Set<string>();
  const documents: DocumentChange[] = [];
  for (const doc of after.documents) {
    let prior = beforeById.get(doc.id);
    if (!prior) {
      prior = goneByName.get(doc.filename);
      goneByName.delete(doc.filename);
      if (prior) replaced.add(prior.id);
    }
    if (!prior) {
      documents.push(whole(doc, 'added'));
      continue;
    }
    // The same generation of passages is the same text.
    if (prior.id === doc.id && prior.generation === doc.generation) continue;
    const { sections, counts } = compareSections(prior.sections, doc.sections);
    if (counts.added + counts.removed + counts.changed === 0) continue;
    documents.push({ filename: doc.filename, change: 'changed', sections, counts });
  }
  for (const doc of gone) if (!replaced.has(doc.id)) documents.push(whole(doc, 'removed'));
  return { documents };
}
