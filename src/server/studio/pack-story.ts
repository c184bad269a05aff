import { eq } from 'drizzle-orm';
import type { output } from 'zod';
import { isToldStory, type StoryResponse, type storyBodySchema } from '../../common/contracts/story';
import type { Database } from '../db/client';
import { auditPackChange } from '../packs';
import { userProfiles } from '../db/schema';
import type { UserRow } from '../http/context';
import { writeSalesPage } from './sales-page-text';
import { studioPackToManage } from './studio-packs';

/** The pack's story and its creator's headline, as the studio edits them. */
export async function getPackStory(db: Database, user: UserRow, packId: string): Promise<StoryResponse> {
  const pack = await studioPackToManage(db, user, packId);
  const [creator] = await db
    .select({ headline: userProfiles.headline })
    .from(userProfiles)
    .where(eq(userProfiles.id, pack.creatorId));
  return {
    story: isToldStory(pack.story) ? pack.story : null,
    headline: creator?.headline ?? null,
    previewItems: pack.previewItems,
  };
}

/**
 * Saves what the sales page tells (the story — an untold one, no title and no paragraph, is removed — and the
 * preview items) and the creator's headline, in one transaction. The pack's row changes, so
 * every instance's sales page hears of it.
 */
export async function savePackStory(
  db: Database,
  user: UserRow,
  packId: string,
  { story, headline, previewItems }: output<typeof storyBodySchema>,
  now: Date,
): Promise<StoryResponse> {
  const pack = await studioPackToManage(db, user, packId);
  return db.transaction(async (tx) => {
    const saved = await writeSalesPage(tx, pack, { story, headline, previewItems }, now);
    await auditPackChange(tx, { user, change: 'story', now }, { before: pack, after: pack });
    return saved;
  });
}
