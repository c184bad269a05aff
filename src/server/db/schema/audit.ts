import { index, jsonb, pgEnum, pgTable, timestamp, uuid } from 'drizzle-orm/pg-core';
import { rowId } from './columns';
import { orders } from './commerce';
import { userProfiles } from './users';

/** What an admin did with someone else's data: read one of their orders, or refunded it. */
export const auditAction = pgEnum('audit_action', ['order_read', 'order_refunded']);

/**
 * The admins' audit log (issue 20 item 14): every time an admin reads or refunds another person's order, who did it,
 * whose it was and when — shown in the admin console. Never updated or deleted, and kept when an admin's account
 * goes (the actor's name is then unknown, the record is not).
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: rowId(),
    actorId: uuid('actor_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    action: auditAction('action').notNull(),
    /** The person whose data it was. */
    subjectId: uuid('subject_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    orderId: uuid('order_id').references(() => orders.id),
    /** What else the record needs to be read alone, e.g. the refunded line and amount. */
    detail: jsonb('detail').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('audit_events_created_idx').on(t.createdAt), index('audit_events_actor_idx').on(t.actorId)],
);
