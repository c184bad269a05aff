import { eq } from 'drizzle-orm';
import type { EditionNoteResponse } from '../../common/contracts/editions';
import type { Database } from '../db/client';
import { packs } from '../db/schema';
import type { UserRow } from '../http/context';
import { auditPackChange, editionsOf } from '../packs';
import { studioPackToManage } from './studio-packs';

/** The note waiting for the pack's next edition, and its latest edition, as the studio shows them. */
export async function getEditionNote(
  db: Database,
  user: UserRow,
  packId: string,
): Promise<EditionNoteResponse> {
  const pack = await studioPackToManage(db, user, packId);
  const [latest] = await editionsOf(db, pack.id, 1);
  return { note: pack.updateNote, latest: latest ?? null };
}

/**
 * Writes the note the pack's next edition carries to its buyers (null: none). The edition takes it when it is made
 * — in the transaction of the change to the pack's documents that makes it — so a note is never sent twice.
 */
export async function saveEditionNote(
  db: Database,
  user: UserRow,
  packId: string,
  note: string | null,
  now: Date,
): Promise<EditionNoteResponse> {
  const pack = await studioPackToManage(db, user, packId);
  await db.transaction(async (tx) => {
    await tx.update(packs).set({ updateNote: note }).where(eq(packs.id, pack.id));
    await auditPackChange(tx, { user, change: 'edition_note', now }, { before: pack, after: pack });
  });
  const [latest] = await editionsOf(db, pack.id, 1);
  return { note, latest: latest ?? null };
}
