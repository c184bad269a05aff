import { Hono } from 'hono';
import { applyRpcSchema, creatorApplicationSchema } from '../../common/contracts/creator-applications';
import { jsonBody } from '../http/body';
import type { AppEnv, RouteDeps } from '../http/context';
import { latestApplication, submitApplication } from './creator-applications';
import { requireViewer } from './middleware';

/** `POST /api/creator-applications`, and `GET …/mine` for the applicant's latest outcome. */
export function creatorApplicationRoutes({ db, now }: Pick<RouteDeps, 'db' | 'now'>) {
  return new Hono<AppEnv>()
    .post('/', jsonBody(creatorApplicationSchema), async (c) => {
      const viewer = requireViewer(c.get('viewer'));
      return c.json(await submitApplication(db, viewer.user, c.req.valid('json'), now()), 201);
    })
    .get('/mine', async (c) => {
      const viewer = requireViewer(c.get('viewer'));
      return c.json({ application: await latestApplication(db, viewer.user.id) }, 200);
    });
}

/** The spec's remote procedure (01 §7): `POST /rest/v1/rpc/apply_for_creator_status` with `{application_data}`. */
export function applyRpcRoutes({ db, now }: Pick<RouteDeps, 'db' | 'now'>) {
  return new Hono<AppEnv>().post('/apply_for_creator_status', jsonBody(applyRpcSchema), async (c) => {
    const viewer = requireViewer(c.get('viewer'));
    return c.json(await submitApplication(db, viewer.user, c.req.valid('json').application_data, now()), 201);
  });
}
