import { Hono } from 'hono';
import { systemPromptsUpdateSchema } from '../../common/contracts/answers';
import { adminUserListQuerySchema, adminUserUpdateSchema } from '../../common/contracts/auth';
import { rejectApplicationSchema } from '../../common/contracts/creator-applications';
import { idParamSchema } from '../../common/contracts/ids';
import { decideApplication, listApplications } from '../auth/creator-applications';
import { requireRole } from '../auth/middleware';
import { findUser, listUsers, toAdminRow } from '../auth/profiles';
import type { AppEnv } from '../http/context';
import { jsonBody } from '../http/body';
import { validate } from '../http/validate';
import type { Services } from '../services';
import { updateUserAsAdmin } from './update-user';

/** Admin endpoints: users, creator applications and the answers' system prompts. Every one answers 403 to anyone but an admin. */
export function adminRoutes(services: Services) {
  const { db, now, systemPrompts } = services;
  return new Hono<AppEnv>()
    .use(async (c, next) => {
      requireRole(c.get('viewer'), 'admin');
      await next();
    })
    .get('/users', validate('query', adminUserListQuerySchema), async (c) => {
      return c.json(await listUsers(db, c.req.valid('query')), 200);
    })
    .get('/users/:id', validate('param', idParamSchema), async (c) => {
      return c.json(toAdminRow(await findUser(db, c.req.valid('param').id)), 200);
    })
    .patch('/users/:id', validate('param', idParamSchema), jsonBody(adminUserUpdateSchema), async (c) => {
      const admin = requireRole(c.get('viewer'), 'admin');
      const updated = await updateUserAsAdmin(
        services,
        admin.user,
        c.req.valid('param').id,
        c.req.valid('json'),
      );
      return c.json(toAdminRow(updated), 200);
    })
    .get('/system-prompts', async (c) => c.json(await systemPrompts.current(), 200))
    .put('/system-prompts', jsonBody(systemPromptsUpdateSchema), async (c) => {
      const admin = requireRole(c.get('viewer'), 'admin');
      return c.json(await systemPrompts.save(c.req.valid('json'), admin.user.id, now()), 200);
    })
    .delete('/system-prompts', async (c) => c.json(await systemPrompts.reset(), 200))
    .get('/applications', async (c) => c.json({ applications: await listApplications(db) }, 200))
    .post('/applications/:id/approve', validate('param', idParamSchema), async (c) => {
      const admin = requireRole(c.get('viewer'), 'admin');
      return c.json(
        await decideApplication(db, admin.user, c.req.valid('param').id, { approve: true }, now()),
        200,
      );
    })
    .post(
      '/applications/:id/reject',
      validate('param', idParamSchema),
      jsonBody(rejectApplicationSchema),
      async (c) => {
        const admin = requireRole(c.get('viewer'), 'admin');
        const { reason } = c.req.valid('json');
        return c.json(
          await decideApplication(db, admin.user, c.req.valid('param').id, { approve: false, reason }, now()),
          200,
        );
      },
    );
}
