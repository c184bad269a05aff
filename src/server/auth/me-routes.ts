import { Hono } from 'hono';
import { z } from 'zod';
import { profileUpdateSchema } from '../../common/contracts/auth';
import { ROLES } from '../../common/roles';
import type { AppEnv, RouteDeps } from '../http/context';
import { endpointFor } from '../http/endpoint';
import { toProfile, updateOwnProfile } from './profiles';
import { sameType } from '../../common/same-type';
import type { UserProfile } from '../../common/contracts/auth';

/** A person's profile as the API answers it (`UserProfile`; openapi/mirrors.ts holds the two equal). */
export const userProfileSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  avatar_url: z.string().nullable(),
  user_role: z.enum(ROLES),
  is_creator_verified: z.boolean(),
});
sameType<z.infer<typeof userProfileSchema>, UserProfile>(true);

/** Declares the Account endpoints here that anyone signed in may call. */
const sessionAccountEndpoint = endpointFor({ access: 'session', tag: 'Account' });

/** The signed-in person's own profile. There is deliberately no way here to change one's role. */
export function meRoutes({ db, now }: RouteDeps) {
  return new Hono<AppEnv>()
    .get(
      '/',
      sessionAccountEndpoint({
        summary: 'The caller’s profile',
        status: 200,
        response: userProfileSchema,
      }),
      (c) => c.json(toProfile(c.var.caller.user), 200),
    )
    .patch(
      '/',
      sessionAccountEndpoint({
        summary: 'Change one’s own name or picture (never one’s role)',
        body: profileUpdateSchema,
        status: 200,
        response: userProfileSchema,
      }),
      async (c) => {
        const viewer = c.var.caller;
        const updated = await updateOwnProfile(db, viewer.user.id, c.req.valid('json'), now());
        return c.json(toProfile(updated), 200);
      },
    );
}
