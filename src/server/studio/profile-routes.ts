import { Hono } from 'hono';
import { creatorProfileResponseSchema, creatorProfileSchema } from '../../common/contracts/creator-profile';
import { readCreatorProfile, saveCreatorProfile } from '../auth';
import type { AppEnv, RouteDeps } from '../http/context';
import { endpointFor } from '../http/endpoint';
import type { Catalog } from '../packs';

/** Declares the Studio endpoints here that creators (and admins) may call. */
const creatorStudioEndpoint = endpointFor({ access: 'creator', tag: 'Studio' });

/**
 * `GET` and `PUT /api/creator/profile`: the signed-in creator's public profile (issue 25), theirs only — the path
 * names nobody else. A saved name shows on this instance's marketplace at once; the database announces it to the
 * others (migration 0028). Each route's `endpoint({…})` is its one declaration (http/endpoint.ts).
 */
export function creatorProfileRoutes({ db, now, catalog }: RouteDeps & { catalog: Catalog }) {
  return new Hono<AppEnv>()
    .get(
      '/',
      creatorStudioEndpoint({
        summary: 'The caller’s public creator profile: the name, title and bio shown with their packs',
        status: 200,
        response: creatorProfileResponseSchema,
      }),
      async (c) => c.json({ profile: await readCreatorProfile(db, c.var.caller.user) }, 200),
    )
    .put(
      '/',
      creatorStudioEndpoint({
        summary:
          'Change the caller’s public creator profile (the name is required; an empty title or bio is none)',
        description:
          'Approval of a creator application starts the profile with the application’s name, title and bio.',
        body: creatorProfileSchema,
        status: 200,
        response: creatorProfileResponseSchema,
      }),
      async (c) => {
        const { user } = c.var.caller;
        const profile = await saveCreatorProfile(db, user, c.req.valid('json'), now());
        catalog.invalidate();
        return c.json({ profile }, 200);
      },
    );
}
