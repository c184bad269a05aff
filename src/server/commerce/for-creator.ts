import { recordAudit } from '../audit';
import type { Transaction } from '../db/client';
import type { UserRow } from '../http/context';

/**
 * An admin answered a review or a question on someone else's pack, in its creator's place: audited in the reply's
 * transaction (a creator replying on their own pack is not a privileged act, and records nothing).
 */
export async function auditReplyForCreator(
  tx: Transaction,
  user: UserRow,
  reply: {
    pack: { id: string; title: string; creatorId: string };
    on: 'review' | 'question';
    before: string | null;
    after: string;
    now: Date;
  },
) {
  const { pack, on, before, after, now } = reply;
  if (pack.creatorId === user.id) return;
  await recordAudit(tx, {
    action: 'replied_for_creator',
    actorId: user.id,
    subjectId: pack.creatorId,
    detail: { packId: pack.id, title: pack.title, on, before, after },
    createdAt: now,
  });
}
