import { Hono } from 'hono';
import { z } from 'zod';
import {
  APPLICATION_STATUSES,
  applyRpcSchema,
  creatorApplicationSchema,
} from '../../common/contracts/creator-applications';
import type { AppEnv, RouteDeps } from '../http/context';
import { endpoint, endpointFor } from '../http/endpoint';
import { latestApplication, submitApplication } from './creator-applications';
import { sameType } from '../../common/same-type';
import type { CreatorApplication } from '../../common/contracts/creator-applications';

/** An application as the API answers it (`CreatorApplication`; openapi/mirrors.ts holds the two equal). */
export const creatorApplicationResponseSchema = z.object({
  id: z.string(),
  user_id: z.string(),
  display_name: z.string(),
  title: z.string(),
  bio: z.string(),
  expertise: z.array(z.string()),
  years_experience: z.number(),
  portfolio: z.string().nullable(),
  motivation: z.string(),
  knowledge_pack_ideas: z.string(),
  status: z.enum(APPLICATION_STATUSES),
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
});
sameType<z.infer<typeof creatorApplicationResponseSchema>, CreatorApplication>(true);

/** Declares the Account endpoints here that anyone signed in may call. */
const sessionAccountEndpoint = endpointFor({ access: 'session', tag: 'Account' });

/** `POST /api/creator-applications`, and `GET …/mine` for the applicant's latest outcome. */
export function creatorApplicationRoutes({ db, now }: Pick<RouteDeps, 'db' | 'now'>) {
  return new Hono<AppEnv>()
    .post(
      '/',
      sessionAccountEndpoint({
        summary: 'Apply to become a creator; an admin approves or rejects the application',
        description:
          '409 while an earlier application is being reviewed, or for someone who is a creator already.',
        body: creatorApplicationSchema,
        status: 201,
        response: creatorApplicationResponseSchema,
        errors: [409],
      }),
      async (c) => c.json(await submitApplication(db, c.var.caller.user, c.req.valid('json'), now()), 201),
    )
    .get(
      '/mine',
      sessionAccountEndpoint({
        summary: 'The caller’s latest application and its outcome (null when they never applied)',
        status: 200,
        response: z.object({ application: creatorApplicationResponseSchema.nullable() }),
      }),
      async (c) => c.json({ application: await latestApplication(db, c.var.caller.user.id) }, 200),
    );
}

/** The spec's remote procedure (01 §7): `POST /rest/v1/rpc/apply_for_creator_status` with `{application_data}`. */
export function applyRpcRoutes({ db, now }: Pick<RouteDeps, 'db' | 'now'>) {
  return new Hono<AppEnv>().post(
    '/apply_for_creator_status',
    endpoint({
      tag: 'Functions',
      access: 'session',
      summary: 'Apply to become a creator (the spec’s remote procedure, 01 §7)',
      description: 'As POST /api/creator-applications, with the application under `application_data`.',
      body: applyRpcSchema,
      status: 201,
      response: creatorApplicationResponseSchema,
      errors: [409],
    }),
    async (c) =>
      c.json(
        await submitApplication(db, c.var.caller.user, c.req.valid('json').application_data, now()),
        201,
      ),
  );
}
