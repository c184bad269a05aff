import { Hono } from 'hono';
import { profileUpdateSchema } from '../../common/contracts/auth';
import type { AppEnv, RouteDeps } from '../http/context';
import { jsonBody } from '../http/body';
import { requireViewer } from './middleware';
import { toProfile, updateOwnProfile } from './profiles';

/** The signed-in person's own profile. There is deliberately no way here to change one's role. */
export function meRoutes({ db, now }: RouteDeps) {
  return new Hono<AppEnv>()
    .get('/', (c) => c.json(toProfile(requireViewer(c.get('viewer')).user), 200))
    .patch('/', jsonBody(profileUpdateSchema), async (c) => {
      const viewer = requireViewer(c.get('viewer'));
      const updated = await updateOwnProfile(db, viewer.user.id, c.req.valid('json'), now());
      return c.json(toProfile(updated), 200);
    });
}
