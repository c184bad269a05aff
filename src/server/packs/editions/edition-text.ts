import type { DocumentChange, EditionChange, EditionChanges } from '../../../common/contracts/editions';

/** The words an edition's changes are told in: one set per language (the e-mail's) or for assistants (English). */
export interface ChangeWords {
  change: Record<EditionChange, string>;
  /** A changed document's sections, counted: "sections: 2 changed, 1 added, 14 unchanged". */
  counts: (counts: DocumentChange['counts']) => string;
  /** The text before a document's first heading, which has no heading of its own. */
  opening: string;
  /** Sections beyond those listed. */
  more: (count: number) => string;
}

/** A document's line, and one line per section changed in it, each with its marker. */
export interface ChangedDocumentText {
  title: string;
  sections: string[];
}

export const ENGLISH_CHANGE_WORDS: ChangeWords = {
  change: { added: 'added', removed: 'removed', changed: 'changed' },
  counts: ({ added, removed, changed, unchanged }) =>
    'sections: ' +
    [
      changed && `${changed} changed`,
      added && `${added} added`,
      removed && `${removed} removed`,
      unchanged && `${unchanged} unchanged`,
    ]
      .filter(Boolean)
      .join(', '),
  opening: '(opening)',
  more: (count) => `…and ${count} more`,
};

export const headingText = (heading: readonly string[], opening: string) =>
  heading.length === 0 ? opening : heading.join(' › ');

/** An edition's changes as lines a person reads: at most `perDocument` sections listed per document. */
export function describeChanges(
  changes: EditionChanges,
  words: ChangeWords,
  perDocument = Number.POSITIVE_INFINITY,
): ChangedDocumentText[] {
  return changes.documents.map((doc) => {
    const listed = doc.sections
      .slice(0, perDocument)
      .map((section) => `[${words.change[section.change]}] ${headingText(section.heading, words.opening)}`);
    const rest = doc.counts.added + doc.counts.removed + doc.counts.changed - listed.length;
    return {
      title: `${doc.filename} — ${words.change[doc.change]} (${words.counts(doc.counts)})`,
      sections: rest > 0 ? [...listed, words.more(rest)] : listed,
    };
  });
}

/** The same as Markdown-like plain text: a list of documents, their sections indented below each. */
export const changesAsText = (documents: readonly ChangedDocumentText[]) =>
  documents
    .map((doc) => [`- ${doc.title}`, ...doc.sections.map((line) => `  - ${line}`)].join('\n'))
    .join('\n');

/** An edition's changes in one line for assistants: "1 document added, 2 changed". */
export function changeSummary(changes: EditionChanges | null): string {
  if (changes === null) return 'the first edition recorded';
  const count = (change: EditionChange) => changes.documents.filter((doc) => doc.change === change).length;
  const parts = (['added', 'changed', 'removed'] as const)
    .map((change) => [change, count(change)] as const)
    .filter(([, n]) => n > 0)
    .map(([change, n], i) => (i === 0 ? `${n} document${n === 1 ? '' : 's'} ${change}` : `${n} ${change}`));
  return parts.length === 0 ? 'no document changed' : parts.join(', ');
}
