import { Hono } from 'hono';
import { z } from 'zod';
import { entitlementGrantSchema } from '../../common/contracts/access';
import { systemPromptsUpdateSchema } from '../../common/contracts/answers';
import { auditQuerySchema } from '../../common/contracts/audit';
import { adminUserListQuerySchema, adminUserUpdateSchema } from '../../common/contracts/auth';
import { rejectApplicationSchema } from '../../common/contracts/creator-applications';
import { idParamSchema, idSchema } from '../../common/contracts/ids';
import { decideApplication, listApplications, requireRole, findUser, listUsers, toAdminRow } from '../auth';
import type { AppEnv, RouteDeps } from '../http/context';
import { jsonBody } from '../http/body';
import { validate } from '../http/validate';
import type { SystemPromptStore } from '../answer';
import type { Entitlements, PackRows } from '../packs';
import { auditPage } from '../audit';
import { grantPack, revokeGrant } from './grants';
import { updateUserAsAdmin } from './update-user';

/** Admin endpoints: users, creator applications, the answers' system prompts and the audit log. Every one answers 403 to anyone but an admin. */
export function adminRoutes(
  services: RouteDeps & { systemPrompts: SystemPromptStore; entitlements: Entitlements; packRows: PackRows },
) {
  const { db, now, systemPrompts, entitlements } = services;
  const presentEntitlements = async (userId: string) => ({
    entitlements: (await entitlements.storedFor(userId)).map((row) => ({
      pack_id: row.packId,
      pack_title: row.packTitle,
      source: row.source,
      created_at: row.createdAt.toISOString(),
    })),
  });
  return (
    new Hono<AppEnv>()
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
      .get('/users/:id/entitlements', validate('param', idParamSchema), async (c) => {
        const user = await findUser(db, c.req.valid('param').id);
        return c.json(await presentEntitlements(user.id), 200);
      })
      .post(
        '/users/:id/entitlements',
        validate('param', idParamSchema),
        jsonBody(entitlementGrantSchema),
        async (c) => {
          const admin = requireRole(c.get('viewer'), 'admin');
          const { user, pack } = await grantPack(
            services,
            admin.user,
            c.req.valid('param').id,
            c.req.valid('json').pack_id,
            now(),
          );
          c.get('log').info({ admin: admin.user.id, user: user.id, pack: pack.id }, 'pack granted');
          return c.json(await presentEntitlements(user.id), 200);
        },
      )
      .delete(
        '/users/:id/entitlements/:packId',
        validate('param', z.object({ id: idSchema, packId: idSchema })),
        async (c) => {
          const admin = requireRole(c.get('viewer'), 'admin');
          const { id, packId } = c.req.valid('param');
          const { user } = await revokeGrant(services, admin.user, id, packId, now());
          c.get('log').info({ admin: admin.user.id, user: user.id, pack: packId }, 'pack grant revoked');
          return c.json(await presentEntitlements(user.id), 200);
        },
      )
      .get('/system-prompts', async (c) => c.json(await systemPrompts.current(), 200))
      .put('/system-prompts', jsonBody(systemPromptsUpdateSchema), async (c) => {
        const admin = requireRole(c.get('viewer'), 'admin');
        return c.json(await systemPrompts.save(c.req.valid('json'), admin.user.id, now()), 200);
      })
      .delete('/system-prompts', async (c) => {
        const admin = requireRole(c.get('viewer'), 'admin');
        return c.json(await systemPrompts.reset(admin.user.id, now()), 200);
      })
      // The audit log: every privileged act, filtered by kind, person and time (ADR 0037).
      .get('/audit', validate('query', auditQuerySchema), async (c) => {
        return c.json(await auditPage(db, c.req.valid('query')), 200);
      })
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
            await decideApplication(
              db,
              admin.user,
              c.req.valid('param').id,
              { approve: false, reason },
              now(),
            ),
            200,
          );
        },
      )
  );
}
