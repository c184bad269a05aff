import { Hono } from 'hono';
import { creatorProfileSchema } from '../../common/contracts/creator-profile';
import { readCreatorProfile, requireViewer, saveCreatorProfile } from '../auth';
import { jsonBody } from '../http/body';
import type { AppEnv, RouteDeps } from '../http/context';
import type { Catalog } from '../packs';

/**
 * `GET` and `PUT /api/creator/profile`: the signed-in creator's public profile (issue 25), theirs only — the path
 * names nobody else. A saved name shows on this instance's marketplace at once; the database announces it to the
 * others (migration 0028).
 */
export function creatorProfileRoutes({ db, now, catalog }: RouteDeps & { catalog: Catalog }) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      return c.json({ profile: await readCreatorProfile(db, user) }, 200);
    })
    .put('/', jsonBody(creatorProfileSchema), async (c) => {
      const { user } = requireViewer(c.get('viewer'));
      const profile = await saveCreatorProfile(db, user, c.req.valid('json'), now());
      catalog.invalidate();
      return c.json({ profile }, 200);
    });
}
