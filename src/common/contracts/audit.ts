import { z } from 'zod';
import { ROLES } from '../roles';
import { PACK_KINDS } from './engine';
import { payoutSchema } from './selling';
import { PACK_STATUSES } from './studio';
import { writtenText } from './written-text';

/**
 * The admins' audit log (`GET /api/admin/audit`, ADR 0037): every privileged act — what Kenja accepts only because
 * the caller is an admin — with who did it, to whom, what changed (before → after) and when. The database's
 * `audit_action` enum is this list; the console words each one.
 */
export const AUDIT_ACTIONS = [
  'order_read',
  'order_refunded',
  'user_role_changed',
  'user_disabled',
  'user_enabled',
  'application_approved',
  'application_rejected',
  'grant_added',
  'grant_revoked',
  'payout_made',
  'payout_account_changed',
  'platform_fee_changed',
  'system_prompts_changed',
  'system_prompts_reset',
  'pack_changed',
  'pack_deleted',
  'replied_for_creator',
  'hidden_text_removed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The actions as the console's filter groups them; each action is in exactly one group. */
export const AUDIT_GROUPS = {
  orders: ['order_read', 'order_refunded'],
  accounts: [
    'user_role_changed',
    'user_disabled',
    'user_enabled',
    'application_approved',
    'application_rejected',
  ],
  grants: ['grant_added', 'grant_revoked'],
  money: ['payout_made', 'payout_account_changed', 'platform_fee_changed'],
  prompts: ['system_prompts_changed', 'system_prompts_reset'],
  packs: ['pack_changed', 'pack_deleted', 'replied_for_creator'],
  screening: ['hidden_text_removed'],
} as const satisfies Record<string, readonly AuditAction[]>;
export type AuditGroup = keyof typeof AUDIT_GROUPS;
export const AUDIT_GROUP_NAMES = Object.keys(AUDIT_GROUPS) as [AuditGroup, ...AuditGroup[]];

const role = z.enum(ROLES);
const pack = { packId: z.string(), title: z.string() };
const promptChange = z.object({ before: z.string(), after: z.string() });
/** A pack's fields an admin may change in the studio, as stored (prices in cents). */
export const AUDITED_PACK_FIELDS = [
  'status',
  'title',
  'description',
  'category',
  'language',
  'priceCents',
  'discountPriceCents',
  'queryPriceCents',
  'seatPriceCents',
  'teamDiscountPercent',
] as const;
export type AuditedPackField = (typeof AUDITED_PACK_FIELDS)[number];
const packFields = z.partialRecord(z.enum(AUDITED_PACK_FIELDS), z.union([z.string(), z.number(), z.null()]));
export const PACK_CHANGES = [
  'details',
  'published',
  'paused',
  'resumed',
  'cover',
  'story',
  'document_added',
  'document_deleted',
  'document_reindexed',
  'edition_note',
] as const;

/**
 * What each kind of record holds beside who, whom and when. `before`/`after` are the values that changed. Texts are
 * kept whole (a system prompt is at most 8,000 characters a language, a description 2,000): what an answer was told,
 * or a buyer shown, at a given moment can then be read back exactly, and such changes are rare.
 */
export const AUDIT_DETAILS = {
  order_read: z.object({}),
  order_refunded: z.object({ ...pack, amountCents: z.int(), currency: z.string() }),
  /** `via`: set when Kenja itself changed the role, e.g. an address listed in ADMIN_EMAILS signing in. */
  user_role_changed: z.object({ before: role, after: role, via: z.literal('admin_emails').optional() }),
  user_disabled: z.object({ before: z.literal('active'), after: z.literal('disabled') }),
  user_enabled: z.object({ before: z.literal('disabled'), after: z.literal('active') }),
  application_approved: z.object({
    applicationId: z.string(),
    before: z.literal('pending'),
    after: z.literal('approved'),
    roleBefore: role,
    roleAfter: role,
  }),
  application_rejected: z.object({
    applicationId: z.string(),
    before: z.literal('pending'),
    after: z.literal('rejected'),
    reason: z.string(),
  }),
  grant_added: z.object(pack),
  grant_revoked: z.object(pack),
  payout_made: z.object({
    payoutId: z.string(),
    ...payoutSchema.pick({ amountCents: true, currency: true, method: true, transferRef: true, note: true })
      .shape,
    /** The creator's balance available to pay out, before and after. */
    before: z.int(),
    after: z.int(),
  }),
  /** The creator's Stripe connected account (null: paid by hand). */
  payout_account_changed: z.object({ before: z.string().nullable(), after: z.string().nullable() }),
  /** Kenja's fee on sales, in basis points. */
  platform_fee_changed: z.object({ before: z.int(), after: z.int() }),
  /** Only the languages whose prompt changed. */
  system_prompts_changed: z.object({ en: promptChange.optional(), ja: promptChange.optional() }),
  system_prompts_reset: z.object({ en: promptChange.optional(), ja: promptChange.optional() }),
  /** An admin changed a pack that is someone else's: in the studio, or its documents (`files`: their names). */
  pack_changed: z.object({
    ...pack,
    change: z.enum(PACK_CHANGES),
    before: packFields,
    after: packFields,
    files: z.array(z.string()).optional(),
  }),
  pack_deleted: z.object({ ...pack, kind: z.enum(PACK_KINDS), status: z.enum(PACK_STATUSES) }),
  /** An admin answered a review or a question on someone else's pack, in its creator's place. */
  replied_for_creator: z.object({
    ...pack,
    on: z.enum(['review', 'question']),
    before: z.string().nullable(),
    after: z.string(),
  }),
  /** Text arriving at Kenja hid text in invisible characters, which were stripped (issue 46). */
  hidden_text_removed: z.object({ route: z.string(), fields: z.string(), reasons: z.string() }),
} satisfies Record<AuditAction, z.ZodType>;
export type AuditDetail<A extends AuditAction> = z.output<(typeof AUDIT_DETAILS)[A]>;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A person as a filter: their id (exact), or a part of their name or e-mail. */
const personFilter = (label: string) =>
  writtenText(`${label} cannot be empty`, 200, `${label} can be at most 200 characters`).transform((value) =>
    UUID.test(value) ? { id: value.toLowerCase() } : { text: value },
  );
export type PersonFilter = z.output<ReturnType<typeof personFilter>>;

const moment = (name: string) =>
  z.iso.datetime({
    offset: true,
    error: `${name} must be a date and time with its offset, e.g. 2026-03-01T00:00:00+09:00`,
  });

/**
 * `GET /api/admin/audit`: a page of the log, newest first, of one action or group, by a person (`actor`), concerning
 * a person (`subject`), from `from` (inclusive) to `to` (exclusive).
 */
export const auditQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(50),
    offset: z.coerce.number().int().min(0).default(0),
    action: z.enum(AUDIT_ACTIONS, { error: `action must be one of ${AUDIT_ACTIONS.join(', ')}` }).optional(),
    group: z
      .enum(AUDIT_GROUP_NAMES, { error: `group must be one of ${AUDIT_GROUP_NAMES.join(', ')}` })
      .optional(),
    actor: personFilter('actor').optional(),
    subject: personFilter('subject').optional(),
    from: moment('from').optional(),
    to: moment('to').optional(),
  })
  .strict()
  .superRefine((query, ctx) => {
    if (query.action && query.group) {
      ctx.addIssue({
        code: 'custom',
        path: ['group'],
        message: 'Filter by an action or by a group, not both',
      });
    }
    if (query.from && query.to && new Date(query.from).getTime() >= new Date(query.to).getTime()) {
      ctx.addIssue({ code: 'custom', path: ['to'], message: 'to must be later than from' });
    }
  });
export type AuditQuery = z.output<typeof auditQuerySchema>;

const person = z.object({ id: z.string(), name: z.string(), email: z.string() }).nullable();
const eventBase = {
  id: z.string(),
  /** Who did it: the admin (null once their account is gone, or for Kenja itself / an anonymous caller). */
  actor: person,
  /** Whose account, order or pack it concerned, when a person's (null once their account is gone). */
  subject: person,
  orderId: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
};
const eventOf = <A extends AuditAction>(action: A) =>
  z.object({ ...eventBase, action: z.literal(action), detail: AUDIT_DETAILS[action] });
type EventSchema = { [A in AuditAction]: ReturnType<typeof eventOf<A>> }[AuditAction];

export const auditEventSchema = z.discriminatedUnion(
  'action',
  AUDIT_ACTIONS.map(eventOf) as [EventSchema, ...EventSchema[]],
);
export type AuditEvent = z.infer<typeof auditEventSchema>;

export const auditPageSchema = z.object({ events: z.array(auditEventSchema), total: z.int() });
export type AuditPage = z.infer<typeof auditPageSchema>;
