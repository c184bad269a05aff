import { eq } from 'drizzle-orm';
import type { output } from 'zod';
import { isToldStory, type StoryResponse, type storyBodySchema } from '../../common/contracts/story';
import type { Transaction } from '../db/client';
import { packs, userProfiles } from '../db/schema';
import type { PackRow } from '../packs';

/**
 * Writes what the sales page tells besides the details — the story (an untold one, no title and no paragraph, is
 * removed) and the preview items — and the creator's headline, inside the caller's
 * transaction: the story editor's own save, or the details' save when the page sends both.
 */
export async function writeSalesPage(
  tx: Transaction,
  pack: Pick<PackRow, 'id' | 'creatorId'>,
  { story, headline, previewItems }: output<typeof storyBodySchema>,
  now: Date,
): Promise<StoryResponse> {
  const told = isToldStory(story) ? story : null;
  await tx.update(packs).set({ story: told, previewItems, updatedAt: now }).where(eq(packs.id, pack.id));
  await tx.update(userProfiles).set({ headline }).where(eq(userProfiles.id, pack.creatorId));
  return { story: told, headline, previewItems };
}
