import { and, eq } from 'drizzle-orm';
import { LANGUAGES, type Language } from '../../common/languages';
import type { Database } from '../db/client';
import { editionSubscriptions, packEntitlements, packs, userProfiles } from '../db/schema';
import type { JobHandler } from '../jobs/worker';
import { isTransientMailError, type Mailer } from '../mail/mailer';
import { editionOf } from '../packs';
import { editionEmail } from './edition-email';

const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';

/**
 * Sends one holder the e-mail of a pack's new edition (queued, one per holder who asked, in the transaction that
 * made it: packs/editions). Someone who turned the e-mails off, or no longer holds the pack, by the time it goes is
 * not sent it.
 */
export function editionEmailHandler({
  db,
  mailer,
  publicUrl,
}: {
  db: Database;
  mailer: Mailer;
  publicUrl: URL;
}): JobHandler {
  return {
    async run(job) {
      const packId = String(job.payload.packId);
      const userId = String(job.payload.userId);
      const [found] = await db
        .select({
          title: packs.title,
          language: editionSubscriptions.language,
          email: userProfiles.email,
          name: userProfiles.fullName,
        })
        .from(editionSubscriptions)
        .innerJoin(packs, eq(packs.id, editionSubscriptions.packId))
        .innerJoin(userProfiles, eq(userProfiles.id, editionSubscriptions.userId))
        .where(and(eq(editionSubscriptions.packId, packId), eq(editionSubscriptions.userId, userId)));
      const [held] = await db
        .select({ packId: packEntitlements.packId })
        .from(packEntitlements)
        .where(and(eq(packEntitlements.packId, packId), eq(packEntitlements.userId, userId)))
        .limit(1);
      const edition = await editionOf(db, packId, Number(job.payload.edition));
      if (!found || !held || !edition) return;
      const holder = { email: found.email, name: found.name };
      await mailer.send(editionEmail(found, edition, holder, languageOf(found.language), publicUrl));
    },
    isTransient: isTransientMailError,
    describe: (error) => (error instanceof Error ? error.message : String(error)),
  };
}
