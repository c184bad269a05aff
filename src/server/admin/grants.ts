import { recordAudit } from '../audit';
import { findUser } from '../auth';
import type { Database } from '../db/client';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { Entitlements, PackRows } from '../packs';

interface GrantDeps {
  entitlements: Entitlements;
  packRows: PackRows;
  db: Database;
}

/**
 * An admin gives a person a pack for free (a grant). The grant and its audit record are stored together; a pack
 * the person already holds by grant changes nothing and records nothing.
 */
export async function grantPack(deps: GrantDeps, admin: UserRow, userId: string, packId: string, at: Date) {
  const user = await findUser(deps.db, userId);
  const [pack] = await deps.packRows([packId]);
  if (!pack) throw new AppError('not_found', 'Selected pack not found');
  await deps.entitlements.add(user.id, pack.id, { source: 'grant', grantedBy: admin.id, at }, (tx) =>
    recordAudit(tx, {
      action: 'grant_added',
      actorId: admin.id,
      subjectId: user.id,
      detail: { packId: pack.id, title: pack.title },
      createdAt: at,
    }),
  );
  return { user, pack };
}

/** An admin takes a grant back (purchases stay); taken back and audited together, or 404 when there is none. */
export async function revokeGrant(deps: GrantDeps, admin: UserRow, userId: string, packId: string, at: Date) {
  const user = await findUser(deps.db, userId);
  const [pack] = await deps.packRows([packId]);
  const removed = await deps.entitlements.remove(user.id, packId, 'grant', (tx) =>
    recordAudit(tx, {
      action: 'grant_revoked',
      actorId: admin.id,
      subjectId: user.id,
      detail: { packId, title: pack?.title ?? '' },
      createdAt: at,
    }),
  );
  if (!removed) throw new AppError('not_found', 'This person has no grant of that pack');
  return { user };
}
