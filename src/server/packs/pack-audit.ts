import { AUDITED_PACK_FIELDS, type AuditDetail, type PACK_CHANGES } from '../../common/contracts/audit';
import { recordAudit } from '../audit';
import type { Transaction } from '../db/client';
import type { UserRow } from '../http/context';
import type { PackRow } from './pack-access';

/** Who changes a pack, how, and when. */
export interface PackAct {
  user: UserRow;
  change: (typeof PACK_CHANGES)[number];
  now: Date;
}

type Fields = AuditDetail<'pack_changed'>['before'];

/**
 * An admin changed a pack that is someone else's (canManagePack lets them): audited in the change's transaction,
 * with the compared fields that moved and the documents it was about. Recorded even when no field moved — a save
 * may change the story, the sample questions or the cover, which are not compared — and never for a change of the
 * caller's own pack.
 */
export async function auditPackChange(
  tx: Transaction,
  act: PackAct,
  packs: { before: PackRow; after: PackRow },
  files?: string[],
) {
  const { before, after } = packs;
  if (before.creatorId === act.user.id) return;
  const was: Fields = {};
  const is: Fields = {};
  for (const field of AUDITED_PACK_FIELDS) {
    if (before[field] !== after[field]) {
      was[field] = before[field];
      is[field] = after[field];
    }
  }
  await recordAudit(tx, {
    action: 'pack_changed',
    actorId: act.user.id,
    subjectId: before.creatorId,
    detail: {
      packId: after.id,
      title: after.title,
      change: act.change,
      before: was,
      after: is,
      ...(files ? { files } : {}),
    },
    createdAt: act.now,
  });
}
