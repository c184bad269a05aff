import { applyRpcSchema, creatorApplicationSchema } from '../../common/contracts/creator-applications';
import { creatorApplicationResponseSchema } from '../auth';
import type { Operation } from './operation';

/**
 * Applying to become a creator: the two endpoints not declared on their routes yet, because a creator or an admin
 * applying gets 409 (they have the rights already), which the matrix rule of `access: 'session'` does not say.
 */
export const ACCOUNT_OPERATIONS: Operation[] = [
  {
    method: 'post',
    path: '/api/creator-applications',
    tag: 'Account',
    access: 'session',
    summary: 'Apply to become a creator; an admin approves or rejects the application',
    description:
      '409 while an earlier application is being reviewed, or for someone who is a creator already.',
    body: creatorApplicationSchema,
    status: 201,
    response: creatorApplicationResponseSchema,
    errors: [409],
  },
  {
    method: 'post',
    path: '/rest/v1/rpc/apply_for_creator_status',
    tag: 'Functions',
    access: 'session',
    summary: 'Apply to become a creator (the spec’s remote procedure, 01 §7)',
    description: 'As POST /api/creator-applications, with the application under `application_data`.',
    body: applyRpcSchema,
    status: 201,
    response: creatorApplicationResponseSchema,
    errors: [409],
  },
];
