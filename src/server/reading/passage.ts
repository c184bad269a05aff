import type { PackRow } from '../packs';

/** A passage as a reader is given it: where it comes from, which edition, and what the screen thought of it. */
export interface Passage {
  chunk_id: string;
  pack_id: string;
  pack_title: string;
  /** When the pack's index last changed: the edition this passage belongs to. */
  edition: string | null;
  filename: string;
  page: number | null;
  section: string[];
  text: string;
  /** Why the indexing screen took it for instructions aimed at an assistant; empty when it did not. */
  injection_flags: string[];
}

/** When the pack's index last changed: the edition its passages belong to. */
export const edition = (pack: Pick<PackRow, 'indexedAt'> | undefined) =>
  pack?.indexedAt?.toISOString() ?? null;
