import type { z } from 'zod';
import type { AdminUserRow, SessionResponse, UserProfile } from '../../common/contracts/auth';
import type { AdminApplicationRow, CreatorApplication } from '../../common/contracts/creator-applications';
import type { adminApplicationRowSchema, adminUserRowSchema } from '../admin';
import type { creatorApplicationResponseSchema, sessionResponseSchema, userProfileSchema } from '../auth';

/**
 * Zod twins of what some routes answer with TypeScript types only, so
 * the description can show them. Each is held to its original at compile time: change either alone and the
 * typecheck fails here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sameType = <A, B>(proof: Same<A, B>) => proof;

// The account and admin answers' twins live beside their routes (auth/, admin/); held here to their types.
sameType<z.infer<typeof userProfileSchema>, UserProfile>(true);
sameType<z.infer<typeof adminUserRowSchema>, AdminUserRow>(true);
sameType<z.infer<typeof sessionResponseSchema>, SessionResponse>(true);
sameType<z.infer<typeof creatorApplicationResponseSchema>, CreatorApplication>(true);
sameType<z.infer<typeof adminApplicationRowSchema>, AdminApplicationRow>(true);
