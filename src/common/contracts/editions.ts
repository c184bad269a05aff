import { z } from 'zod';
import { LANGUAGES } from '../languages';

/**
 * A pack's editions (issue 52, item 2): each change to its documents, once nothing of the pack is still being
 * indexed, makes a numbered edition with the creator's note and what changed — documents and sections added,
 * removed or changed — compared from two outlines (a content hash per section, never the text itself).
 */

export const EDITION_NOTE_MAX_LENGTH = 1000;
/** Sections listed per document in an edition's changes; the counts say how many there were in all. */
export const EDITION_SECTIONS_LISTED = 50;
/** Editions a sales page shows, newest first. */
export const EDITION_HISTORY_SHOWN = 5;

export const EDITION_CHANGES = ['added', 'removed', 'changed'] as const;
export type EditionChange = (typeof EDITION_CHANGES)[number];

/** A section by its heading path (empty: the text before the document's first heading) and how it changed. */
export const sectionChangeSchema = z.object({
  heading: z.array(z.string()),
  change: z.enum(EDITION_CHANGES),
});
export type SectionChange = z.infer<typeof sectionChangeSchema>;

/** A document that changed: how, its changed sections (the first `EDITION_SECTIONS_LISTED`), and counts of all. */
export const documentChangeSchema = z.object({
  filename: z.string(),
  change: z.enum(EDITION_CHANGES),
  sections: z.array(sectionChangeSchema),
  counts: z.object({ added: z.int(), removed: z.int(), changed: z.int(), unchanged: z.int() }),
});
export type DocumentChange = z.infer<typeof documentChangeSchema>;

/** What changed since the edition before; unchanged documents are not listed. */
export const editionChangesSchema = z.object({ documents: z.array(documentChangeSchema) });
export type EditionChanges = z.infer<typeof editionChangesSchema>;

export const editionSchema = z.object({
  number: z.int(),
  madeAt: z.iso.datetime({ offset: true }),
  /** The creator's own words on it (null: none written). */
  note: z.string().nullable(),
  /** Null for the edition recorded when Kenja began keeping editions: there is nothing before it to compare. */
  changes: editionChangesSchema.nullable(),
});
export type Edition = z.infer<typeof editionSchema>;

/** `PUT /api/studio/packs/:id/edition-note`: the note the pack's next edition carries (empty: none). */
export const editionNoteBodySchema = z.object({
  note: z
    .string()
    .trim()
    .max(EDITION_NOTE_MAX_LENGTH, `The note has at most ${EDITION_NOTE_MAX_LENGTH} characters`)
    .transform((note) => note || null),
});
export type EditionNoteBody = z.input<typeof editionNoteBodySchema>;

/** The note waiting for the next edition, and the pack's latest edition. */
export const editionNoteResponseSchema = z.object({
  note: z.string().nullable(),
  latest: editionSchema.nullable(),
});
export type EditionNoteResponse = z.infer<typeof editionNoteResponseSchema>;

/** `PUT /api/library/:packId/edition-mail`: whether to be e-mailed each new edition, and in which language. */
export const editionMailBodySchema = z.object({
  enabled: z.boolean(),
  language: z.enum(LANGUAGES),
});
export type EditionMailBody = z.infer<typeof editionMailBodySchema>;
export const editionMailResponseSchema = z.object({ enabled: z.boolean() });
