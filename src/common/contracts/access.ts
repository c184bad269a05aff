import { z } from 'zod';
import { ACCESS_TOKEN_NAME_MAX_LENGTH, SEARCH_MAX_PACKS } from '../limits';
import { idSchema } from './ids';
import { writtenText } from './written-text';

/** Access tokens, entitlements and query history (issue 9). */

export const accessTokenCreateSchema = z
  .object({
    name: writtenText(
      'Give the token a name',
      ACCESS_TOKEN_NAME_MAX_LENGTH,
      `A name is limited to ${ACCESS_TOKEN_NAME_MAX_LENGTH} characters`,
    ),
    /** Limit the token to these packs; every pack the owner may read when absent. */
    pack_ids: z.array(idSchema).min(1, 'Choose at least one pack').max(SEARCH_MAX_PACKS).optional(),
    /** When the token stops working; never when absent. */
    /** Must be later than now: the server checks that against its own clock (ADR 0036). */
    expires_at: z.iso.datetime({ offset: true, message: 'Expiry must be a date and time' }).optional(),
  })
  .strict();
export type AccessTokenCreate = z.infer<typeof accessTokenCreateSchema>;

export const accessTokenSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** The token's last characters, to tell tokens apart. */
  hint: z.string(),
  pack_ids: z.array(idSchema).nullable(),
  expires_at: z.string().nullable(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** The answer to a creation: the only time the token itself is shown. */
export const accessTokenCreatedSchema = accessTokenSchema.extend({ token: z.string() });
export type AccessTokenCreated = z.infer<typeof accessTokenCreatedSchema>;

export const accessTokenListSchema = z.object({ tokens: z.array(accessTokenSchema) });

export const ENTITLEMENT_SOURCES = ['purchase', 'grant', 'credits'] as const;

/** An admin's grant of a pack to a person. */
export const entitlementGrantSchema = z.object({ pack_id: idSchema }).strict();

export const entitlementSchema = z.object({
  pack_id: idSchema,
  pack_title: z.string(),
  source: z.enum(ENTITLEMENT_SOURCES),
  created_at: z.string(),
});
export const entitlementListSchema = z.object({ entitlements: z.array(entitlementSchema) });
export type Entitlement = z.infer<typeof entitlementSchema>;

export const queryRecordSchema = z.object({
  id: idSchema,
  channel: z.enum(['mcp', 'web']),
  tool: z.string(),
  pack_ids: z.array(idSchema),
  query: z.string().nullable(),
  result_count: z.number().int(),
  latency_ms: z.number(),
  created_at: z.string(),
});
export type QueryRecord = z.infer<typeof queryRecordSchema>;
export const queryHistorySchema = z.object({
  records: z.array(queryRecordSchema),
  /** Pass as `before` for the next page; null on the last. */
  next_before: z.string().nullable(),
});

/** The query of `GET /api/me/queries`: a page of the caller's query history, older than `before`. */
export const historyQuerySchema = z
  .object({
    before: z.iso
      .datetime({ offset: true, message: 'Not a date and time' })
      .optional()
      .describe('`next_before` of the previous page'),
  })
  .strict();
