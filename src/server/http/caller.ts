import { hasCreatorRights } from '../../common/roles';
import type { Viewer } from './context';
import { AppError } from './errors';

/** What a caller turned away at the door reads (spec 01 §8 for the signed-out one). */
export const ACCESS_REFUSALS = {
  signedOut: 'User not authenticated',
  notCreator: 'Only creators can manage knowledge packs',
  notAdmin: 'You do not have permission to do this',
} as const;

/** The access levels that need someone signed in, and which of them a role passes. */
const SIGNED_IN = {
  session: () => true,
  creator: (viewer: Viewer) => hasCreatorRights(viewer.user.userRole),
  admin: (viewer: Viewer) => viewer.user.userRole === 'admin',
} as const;
export type SignedInAccess = keyof typeof SIGNED_IN;

export function needsSignIn(access: string): access is SignedInAccess {
  return Object.hasOwn(SIGNED_IN, access);
}

/**
 * The caller an endpoint declared `session`, `creator` or `admin` serves: 401 when nobody is signed in, 403 when
 * their role does not reach the level. The one check of who may call such an endpoint (`endpoint` runs it first).
 */
export function admittedCaller(access: SignedInAccess, viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('unauthenticated', ACCESS_REFUSALS.signedOut);
  if (!SIGNED_IN[access](viewer)) {
    throw new AppError(
      'forbidden',
      access === 'creator' ? ACCESS_REFUSALS.notCreator : ACCESS_REFUSALS.notAdmin,
    );
  }
  return viewer;
}
