import { z } from 'zod';
import { entitlementGrantSchema, entitlementListSchema } from '../../common/contracts/access';
import { systemPromptsSchema, systemPromptsUpdateSchema } from '../../common/contracts/answers';
import { auditPageSchema, auditQuerySchema } from '../../common/contracts/audit';
import { adminUserListQuerySchema, adminUserUpdateSchema } from '../../common/contracts/auth';
import { rejectApplicationSchema } from '../../common/contracts/creator-applications';
import { adminApplicationRowSchema, adminUserRowSchema } from './mirrors';
import type { Operation } from './operation';

const user = (path: string) => `/api/admin/users/{id}${path}`;

/** The admin console's endpoints (admin/routes.ts): every one answers 403 to anyone but an admin. */
export const ADMIN_OPERATIONS: Operation[] = [
  {
    method: 'get',
    path: '/api/admin/users',
    tag: 'Admin',
    access: 'admin',
    summary: 'People, newest first, optionally those whose e-mail or name contains `q`',
    query: adminUserListQuerySchema,
    status: 200,
    response: z.object({ users: z.array(adminUserRowSchema), total: z.int() }),
  },
  {
    method: 'get',
    path: user(''),
    tag: 'Admin',
    access: 'admin',
    summary: 'One person',
    status: 200,
    response: adminUserRowSchema,
    errors: [404],
  },
  {
    method: 'patch',
    path: user(''),
    tag: 'Admin',
    access: 'admin',
    summary:
      'Change a person’s role, or disable or enable their account (their sessions and tokens stop at once)',
    description: '409 when it would leave no active admin, or would take the caller’s own admin access away.',
    body: adminUserUpdateSchema,
    status: 200,
    response: adminUserRowSchema,
    errors: [404, 409],
  },
  {
    method: 'get',
    path: user('/entitlements'),
    tag: 'Admin',
    access: 'admin',
    summary: 'The packs a person holds by purchase, grant or query credits',
    status: 200,
    response: entitlementListSchema,
    errors: [404],
  },
  {
    method: 'post',
    path: user('/entitlements'),
    tag: 'Admin',
    access: 'admin',
    summary: 'Give a person a pack (a grant); answers their entitlements',
    body: entitlementGrantSchema,
    status: 200,
    response: entitlementListSchema,
    errors: [404],
  },
  {
    method: 'delete',
    path: user('/entitlements/{packId}'),
    tag: 'Admin',
    access: 'admin',
    summary: 'Take back a grant (purchases stay); answers the person’s entitlements',
    status: 200,
    response: entitlementListSchema,
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/admin/system-prompts',
    tag: 'Admin',
    access: 'admin',
    summary: 'The system prompts of grounded answers in English and Japanese, and the defaults',
    status: 200,
    response: systemPromptsSchema,
  },
  {
    method: 'put',
    path: '/api/admin/system-prompts',
    tag: 'Admin',
    access: 'admin',
    summary: 'Replace both system prompts; every instance uses them from its next answer',
    body: systemPromptsUpdateSchema,
    status: 200,
    response: systemPromptsSchema,
  },
  {
    method: 'delete',
    path: '/api/admin/system-prompts',
    tag: 'Admin',
    access: 'admin',
    summary: 'Go back to the default system prompts',
    status: 200,
    response: systemPromptsSchema,
  },
  {
    method: 'get',
    path: '/api/admin/audit',
    tag: 'Admin',
    access: 'admin',
    summary: 'The audit log of privileged acts, newest first, filtered by kind, person and time',
    description:
      '`actor` (who did it) and `subject` (whom it concerned) take an id, or part of a name or e-mail; `from` is ' +
      'inclusive, `to` exclusive. 400 when a filter is not valid: an unknown action, an action and a group ' +
      'together, `to` not after `from`.',
    query: auditQuerySchema,
    status: 200,
    response: auditPageSchema,
  },
  {
    method: 'get',
    path: '/api/admin/applications',
    tag: 'Admin',
    access: 'admin',
    summary: 'Creator applications, with who sent each',
    status: 200,
    response: z.object({ applications: z.array(adminApplicationRowSchema) }),
  },
  {
    method: 'post',
    path: '/api/admin/applications/{id}/approve',
    tag: 'Admin',
    access: 'admin',
    summary: 'Approve an application: the applicant becomes a creator',
    status: 200,
    response: adminApplicationRowSchema,
    errors: [404, 409],
  },
  {
    method: 'post',
    path: '/api/admin/applications/{id}/reject',
    tag: 'Admin',
    access: 'admin',
    summary: 'Reject an application, with the reason the applicant will read',
    description: '409 when the application has already been decided.',
    body: rejectApplicationSchema,
    status: 200,
    response: adminApplicationRowSchema,
    errors: [404, 409],
  },
];
