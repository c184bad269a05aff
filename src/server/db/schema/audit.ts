import * as pg from 'drizzle-orm/pg-core';
import { AUDIT_ACTIONS } from '../../../common/contracts/audit';
import { rowId } from './columns';
import { orders } from './commerce';
import { userProfiles } from './users';

/** Every privileged act the log records (src/common/contracts/audit.ts says what each holds). */
export const auditAction = pg.pgEnum('audit_action', AUDIT_ACTIONS);

/**
 * The admins' audit log (issue 20 item 14, issue 46 item 5, ADR 0037): every privileged act — who did it, whom it
 * concerned, what changed and when — written in the transaction of the act, shown in the admin console. Never
 * updated or deleted (a trigger refuses both, migration 0030), and kept when an account goes: the only change the
 * database allows is forgetting who the actor or subject was when their account is deleted.
 */
export const auditEvents = pg.pgTable(
  'audit_events',
  {
    id: rowId(),
    /** Who did it; null for Kenja itself, an anonymous caller, or once their account is gone. */
    actorId: pg.uuid('actor_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    action: auditAction('action').notNull(),
    /** The person whose account, order or pack it was. */
    subjectId: pg.uuid('subject_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    orderId: pg.uuid('order_id').references(() => orders.id),
    /** What the record needs to be read alone: the values before and after, the pack, the amount… */
    detail: pg.jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: pg.timestamp('created_at', { withTimezone: true }).notNull(),
    /** The order records were written in, for acts of one moment (newest first is `created_at`, then this). */
    seq: pg.bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
  },
  (t) => [
    pg.index('audit_events_created_idx').on(t.createdAt),
    // The console's filters: by who did it, by whom it concerned, by kind, each newest first.
    pg.index('audit_events_actor_idx').on(t.actorId, t.createdAt),
    pg.index('audit_events_subject_idx').on(t.subjectId, t.createdAt),
    pg.index('audit_events_action_idx').on(t.action, t.createdAt),
  ],
);
