import { SEARCH_MAX_PACKS } from '../../common/limits';
import type { Database } from '../db/client';
import type { UserRow } from '../http/context';
import { AppError } from '../http/errors';
import type { Entitlements, PackScope, ReadablePack } from '../packs';
import { creditsLeft, outOfCreditsMessage } from '../selling';

/** The packs a read covers, and those it left out because their query credits are used up. */
export interface PacksToRead {
  packs: ReadablePack[];
  outOfCredits: ReadablePack[];
}

/** Which packs a read covers: the gate every read passes before any text is read. */
export function packGate({
  db,
  entitlements,
  publicUrl,
  now,
}: {
  db: Database;
  entitlements: Entitlements;
  publicUrl: string;
  /** The app's clock: a team member's credits left are counted in the current month. */
  now: () => Date;
}) {
  /**
   * The packs a read names, each checked readable; or, naming none, every readable pack within the scope. Naming
   * none means "whatever I may read": a pack read with query credits and none left is then left out (and named),
   * rather than refusing the read over every other pack (issue 46); only when nothing else is left is it refused,
   * with where to top up.
   */
  return async function packsToRead(
    user: UserRow,
    packIds: readonly string[] | undefined,
    scope?: PackScope,
  ): Promise<PacksToRead> {
    if (packIds) return { packs: await entitlements.packsToRead(user, packIds, scope), outOfCredits: [] };
    const readable = await entitlements.readablePacks(user, scope);
    if (readable.length === 0)
      throw new AppError(
        'not_found',
        'You have no packs to read yet: buy or add one on Kenja, then try again.',
      );
    if (readable.length > SEARCH_MAX_PACKS)
      throw new AppError(
        'validation',
        `You may read ${readable.length} packs: name up to ${SEARCH_MAX_PACKS} in pack_ids.`,
      );
    const metered = readable.filter((pack) => pack.source === 'credits');
    if (metered.length === 0) return { packs: readable, outOfCredits: [] };
    const left = await creditsLeft(
      db,
      user.id,
      metered.map((pack) => pack.id),
      now(),
    );
    const outOfCredits = metered.filter((pack) => (left.get(pack.id) ?? 0) <= 0);
    if (outOfCredits.length === readable.length)
      throw new AppError(
        'payment_required',
        outOfCredits.map((pack) => outOfCreditsMessage(pack, publicUrl)).join(' '),
      );
    return { packs: readable.filter((pack) => !outOfCredits.includes(pack)), outOfCredits };
  };
}
