import { and, eq } from 'drizzle-orm';
import type { EditionMailBody } from '../../common/contracts/editions';
import type { Database } from '../db/client';
import { editionSubscriptions, packEntitlements } from '../db/schema';
import { AppError } from '../http/errors';
import type { UserRow } from '../http/context';

/**
 * Turns e-mails of a pack's new editions on or off for one of its holders (off unless asked), in the language they
 * ask in. Only someone who holds the pack (bought, given, or with query credits) may ask; anyone else is told there
 * is no such pack in their library.
 */
export async function setEditionMail(
  db: Database,
  user: UserRow,
  packId: string,
  { enabled, language }: EditionMailBody,
  now: Date,
): Promise<{ enabled: boolean }> {
  const [held] = await db
    .select({ packId: packEntitlements.packId })
    .from(packEntitlements)
    .where(and(eq(packEntitlements.userId, user.id), eq(packEntitlements.packId, packId)))
    .limit(1);
  if (!held) throw new AppError('not_found', 'No such pack in your library');
  const mine = and(eq(editionSubscriptions.userId, user.id), eq(editionSubscriptions.packId, packId));
  if (!enabled) {
    await db.delete(editionSubscriptions).where(mine);
    return { enabled };
  }
  await db
    .insert(editionSubscriptions)
    .values({ userId: user.id, packId, language, createdAt: now })
    .onConflictDoUpdate({
      target: [editionSubscriptions.userId, editionSubscriptions.packId],
      set: { language },
    });
  return { enabled };
}

/** The packs whose new editions the person asked to be e-mailed. */
export async function editionMailPacks(db: Database, userId: string): Promise<Set<string>> {
  const rows = await db
    .select({ packId: editionSubscriptions.packId })
    .from(editionSubscriptions)
    .where(eq(editionSubscriptions.userId, userId));
  return new Set(rows.map((row) => row.packId));
}
