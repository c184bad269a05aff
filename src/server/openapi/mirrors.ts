import { z } from 'zod';
import type { AdminUserRow, SessionResponse, UserProfile } from '../../common/contracts/auth';
import {
  APPLICATION_STATUSES,
  type AdminApplicationRow,
  type CreatorApplication,
} from '../../common/contracts/creator-applications';
import { ROLES } from '../../common/roles';

/**
 * Zod twins of what some routes answer with TypeScript types only, so
 * the description can show them. Each is held to its original at compile time: change either alone and the
 * typecheck fails here.
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const sameType = <A, B>(proof: Same<A, B>) => proof;

export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  user_role: z.enum(ROLES),
  is_creator_verified: z.boolean(),
});
sameType<z.infer<typeof userProfileSchema>, UserProfile>(true);

export const adminUserRowSchema = userProfileSchema.extend({
  disabled: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
sameType<z.infer<typeof adminUserRowSchema>, AdminUserRow>(true);

export const sessionResponseSchema = z.object({
  session: z
    .object({
      user: userProfileSchema,
      expiresAt: z.string(),
      csrfToken: z
        .string()
        .describe('Send it back in the X-CSRF-Token header on every state-changing request'),
    })
    .nullable(),
  providers: z.object({ google: z.boolean(), devSignIn: z.boolean() }),
});
sameType<z.infer<typeof sessionResponseSchema>, SessionResponse>(true);

export const creatorApplicationResponseSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  display_name: z.string(),
  title: z.string(),
  bio: z.string(),
  expertise: z.array(z.string()),
  years_experience: z.number(),
  portfolio: z.string().nullable(),
  motivation: z.string(),
  knowledge_pack_ideas: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
sameType<z.infer<typeof creatorApplicationResponseSchema>, CreatorApplication>(true);

export const adminApplicationRowSchema = creatorApplicationResponseSchema.extend({
  applicant: z.object({ email: z.string(), full_name: z.string().nullable() }),
});
sameType<z.infer<typeof adminApplicationRowSchema>, AdminApplicationRow>(true);
