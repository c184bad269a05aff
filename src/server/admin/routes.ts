import { Hono } from 'hono';
import { z } from 'zod';
import { entitlementGrantSchema, entitlementListSchema } from '../../common/contracts/access';
import { systemPromptsSchema, systemPromptsUpdateSchema } from '../../common/contracts/answers';
import { auditPageSchema, auditQuerySchema } from '../../common/contracts/audit';
import { adminUserListQuerySchema, adminUserUpdateSchema } from '../../common/contracts/auth';
import { rejectApplicationSchema } from '../../common/contracts/creator-applications';
import { idParamSchema, idSchema } from '../../common/contracts/ids';
import {
  creatorApplicationResponseSchema,
  decideApplication,
  listApplications,
  findUser,
  listUsers,
  toAdminRow,
  userProfileSchema,
} from '../auth';
import type { AppEnv, RouteDeps } from '../http/context';
import { admittedCaller } from '../http/caller';
import { endpointFor } from '../http/endpoint';
import type { SystemPromptStore } from '../answer';
import type { Entitlements, PackRows } from '../packs';
import { auditPage } from '../audit';
import { grantPack, revokeGrant } from './grants';
import { updateUserAsAdmin } from './update-user';
import { sameType } from '../../common/same-type';
import type { AdminUserRow } from '../../common/contracts/auth';
import type { AdminApplicationRow } from '../../common/contracts/creator-applications';

/** A person as the admin console lists them (`AdminUserRow`; openapi/mirrors.ts holds the two equal). */
export const adminUserRowSchema = userProfileSchema.extend({
  disabled: z.boolean(),
  created_at: z.string(),
  last_sign_in_at: z.string().nullable(),
});
sameType<z.infer<typeof adminUserRowSchema>, AdminUserRow>(true);

/** An application with who sent it (`AdminApplicationRow`; openapi/mirrors.ts holds the two equal). */
export const adminApplicationRowSchema = creatorApplicationResponseSchema.extend({
  applicant: z.object({ email: z.string(), full_name: z.string().nullable() }),
});
sameType<z.infer<typeof adminApplicationRowSchema>, AdminApplicationRow>(true);

/*
 * Each route's `endpoint({…})` is its one declaration: what it validates, who may call it (`access`), and its entry
 * in /api/openapi.json, whose method and path are where the route is registered and mounted (http/endpoint.ts).
 */

type AdminDeps = RouteDeps & {
  systemPrompts: SystemPromptStore;
  entitlements: Entitlements;
  packRows: PackRows;
};

/** Declares the Admin endpoints here that only admins may call. */
const adminEndpoint = endpointFor({ access: 'admin', tag: 'Admin' });

/**
 * Admin endpoints: users, creator applications, the answers' system prompts and the audit log. Every one answers 403
 * to anyone but an admin.
 */
export function adminRoutes(services: AdminDeps) {
  const { db } = services;
  return (
    new Hono<AppEnv>()
      // Each endpoint is declared `admin`; this keeps anything ever mounted here admin-only as well.
      .use(async (c, next) => {
        admittedCaller('admin', c.get('viewer'));
        await next();
      })
      .route('/users', userRoutes(services))
      .route('/users', grantRoutes(services))
      .route('/system-prompts', systemPromptRoutes(services))
      // The audit log: every privileged act, filtered by kind, person and time (ADR 0037).
      .get(
        '/audit',
        adminEndpoint({
          summary: 'The audit log of privileged acts, newest first, filtered by kind, person and time',
          description:
            '`actor` (who did it) and `subject` (whom it concerned) take an id, or part of a name or e-mail; `from` is ' +
            'inclusive, `to` exclusive. 400 when a filter is not valid: an unknown action, an action and a group ' +
            'together, `to` not after `from`.',
          query: auditQuerySchema,
          status: 200,
          response: auditPageSchema,
        }),
        async (c) => {
          return c.json(await auditPage(db, c.req.valid('query')), 200);
        },
      )
      .route('/applications', applicationRoutes(services))
  );
}

/** `/api/admin/users`: people, one person, and changing one's role or disabling them. */
function userRoutes(services: AdminDeps) {
  const { db } = services;
  return new Hono<AppEnv>()
    .get(
      '/',
      adminEndpoint({
        summary: 'People, newest first, optionally those whose e-mail or name contains `q`',
        query: adminUserListQuerySchema,
        status: 200,
        response: z.object({ users: z.array(adminUserRowSchema), total: z.int() }),
      }),
      async (c) => {
        return c.json(await listUsers(db, c.req.valid('query')), 200);
      },
    )
    .get(
      '/:id',
      adminEndpoint({
        summary: 'One person',
        param: idParamSchema,
        status: 200,
        response: adminUserRowSchema,
        errors: [404],
      }),
      async (c) => {
        return c.json(toAdminRow(await findUser(db, c.req.valid('param').id)), 200);
      },
    )
    .patch(
      '/:id',
      adminEndpoint({
        summary:
          'Change a person’s role, or disable or enable their account (their sessions and tokens stop at once)',
        description:
          '409 when it would leave no active admin, or would take the caller’s own admin access away.',
        param: idParamSchema,
        body: adminUserUpdateSchema,
        status: 200,
        response: adminUserRowSchema,
        errors: [404, 409],
      }),
      async (c) => {
        const admin = c.var.caller;
        const updated = await updateUserAsAdmin(
          services,
          admin.user,
          c.req.valid('param').id,
          c.req.valid('json'),
        );
        return c.json(toAdminRow(updated), 200);
      },
    );
}

/** `/api/admin/users/:id/entitlements`: the packs a person holds, and the grants an admin gives and takes back. */
function grantRoutes(services: AdminDeps) {
  const { now, entitlements } = services;
  const presentEntitlements = async (userId: string) => ({
    entitlements: (await entitlements.storedFor(userId)).map((row) => ({
      pack_id: row.packId,
      pack_title: row.packTitle,
      source: row.source,
      created_at: row.createdAt.toISOString(),
    })),
  });
  return new Hono<AppEnv>()
    .get(
      '/:id/entitlements',
      adminEndpoint({
        summary: 'The packs a person holds by purchase, grant or query credits',
        param: idParamSchema,
        status: 200,
        response: entitlementListSchema,
        errors: [404],
      }),
      async (c) => {
        const user = await findUser(services.db, c.req.valid('param').id);
        return c.json(await presentEntitlements(user.id), 200);
      },
    )
    .post(
      '/:id/entitlements',
      adminEndpoint({
        summary: 'Give a person a pack (a grant); answers their entitlements',
        param: idParamSchema,
        body: entitlementGrantSchema,
        status: 200,
        response: entitlementListSchema,
        errors: [404],
      }),
      async (c) => {
        const admin = c.var.caller;
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
      '/:id/entitlements/:packId',
      adminEndpoint({
        summary: 'Take back a grant (purchases stay); answers the person’s entitlements',
        param: z.object({ id: idSchema, packId: idSchema }),
        status: 200,
        response: entitlementListSchema,
        errors: [404],
      }),
      async (c) => {
        const admin = c.var.caller;
        const { id, packId } = c.req.valid('param');
        const { user } = await revokeGrant(services, admin.user, id, packId, now());
        c.get('log').info({ admin: admin.user.id, user: user.id, pack: packId }, 'pack grant revoked');
        return c.json(await presentEntitlements(user.id), 200);
      },
    );
}

/** `/api/admin/system-prompts`: the grounded answers' system prompts. */
function systemPromptRoutes({ now, systemPrompts }: AdminDeps) {
  return new Hono<AppEnv>()
    .get(
      '/',
      adminEndpoint({
        summary: 'The system prompts of grounded answers in English and Japanese, and the defaults',
        status: 200,
        response: systemPromptsSchema,
      }),
      async (c) => c.json(await systemPrompts.current(), 200),
    )
    .put(
      '/',
      adminEndpoint({
        summary: 'Replace both system prompts; every instance uses them from its next answer',
        body: systemPromptsUpdateSchema,
        status: 200,
        response: systemPromptsSchema,
      }),
      async (c) => c.json(await systemPrompts.save(c.req.valid('json'), c.var.caller.user.id, now()), 200),
    )
    .delete(
      '/',
      adminEndpoint({
        summary: 'Go back to the default system prompts',
        status: 200,
        response: systemPromptsSchema,
      }),
      async (c) => c.json(await systemPrompts.reset(c.var.caller.user.id, now()), 200),
    );
}

/** `/api/admin/applications`: creator applications, approved or rejected. */
function applicationRoutes({ db, now }: AdminDeps) {
  return new Hono<AppEnv>()
    .get(
      '/',
      adminEndpoint({
        summary: 'Creator applications, with who sent each',
        status: 200,
        response: z.object({ applications: z.array(adminApplicationRowSchema) }),
      }),
      async (c) => c.json({ applications: await listApplications(db) }, 200),
    )
    .post(
      '/:id/approve',
      adminEndpoint({
        summary: 'Approve an application: the applicant becomes a creator',
        param: idParamSchema,
        status: 200,
        response: adminApplicationRowSchema,
        errors: [404, 409],
      }),
      async (c) =>
        c.json(
          await decideApplication(db, c.var.caller.user, c.req.valid('param').id, { approve: true }, now()),
          200,
        ),
    )
    .post(
      '/:id/reject',
      adminEndpoint({
        summary: 'Reject an application, with the reason the applicant will read',
        description: '409 when the application has already been decided.',
        param: idParamSchema,
        body: rejectApplicationSchema,
        status: 200,
        response: adminApplicationRowSchema,
        errors: [404, 409],
      }),
      async (c) => {
        const admin = c.var.caller;
        const { reason } = c.req.valid('json');
        return c.json(
          await decideApplication(db, admin.user, c.req.valid('param').id, { approve: false, reason }, now()),
          200,
        );
      },
    );
}
