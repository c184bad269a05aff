import { count, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuditPage } from '../../common/contracts/audit';
import type { Queryable } from '../db/client';
import { auditEvents, userProfiles } from '../db/schema';

/** `createdAt` from the app's clock (ADR 0036). */
type AuditRecord = Omit<typeof auditEvents.$inferInsert, 'id'>;

/**
 * Records what an admin did with someone else's data (reading or refunding their order), in the caller's transaction
 * when there is one: a refund and its record commit together.
 */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.insert(auditEvents).values(record);
}

const actors = alias(userProfiles, 'actors');
const subjects = alias(userProfiles, 'subjects');

/** A page of the audit log, newest first, with the admins and the people concerned named. */
export async function auditPage(db: Queryable, page: { limit: number; offset: number }): Promise<AuditPage> {
  const rows = await db
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      orderId: auditEvents.orderId,
      detail: auditEvents.detail,
      createdAt: auditEvents.createdAt,
      actorId: actors.id,
      actorName: actors.fullName,
      actorEmail: actors.email,
      subjectId: subjects.id,
      subjectName: subjects.fullName,
      subjectEmail: subjects.email,
    })
    .from(auditEvents)
    .leftJoin(actors, eq(actors.id, auditEvents.actorId))
    .leftJoin(subjects, eq(subjects.id, auditEvents.subjectId))
    .orderBy(desc(auditEvents.createdAt), desc(auditEvents.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(auditEvents);
  const person = (id: string | null, name: string | null, email: string | null) =>
    id ? { id, name: name ?? '', email: email ?? '' } : null;
  return {
    total: Number(total?.n ?? 0),
    events: rows.map((row) => ({
      id: row.id,
      action: row.action,
      actor: person(row.actorId, row.actorName, row.actorEmail),
      subject: person(row.subjectId, row.subjectName, row.subjectEmail),
      orderId: row.orderId,
      title: typeof row.detail.title === 'string' ? row.detail.title : null,
      amountCents: typeof row.detail.amountCents === 'number' ? row.detail.amountCents : null,
      currency: typeof row.detail.currency === 'string' ? row.detail.currency : null,
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
