import { and, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import { alias, type PgColumn } from 'drizzle-orm/pg-core';
import {
  AUDIT_GROUPS,
  type AuditAction,
  type AuditDetail,
  type AuditEvent,
  type AuditPage,
  type AuditQuery,
  type PersonFilter,
} from '../../common/contracts/audit';
import type { Queryable } from '../db/client';
import { auditEvents, userProfiles } from '../db/schema';

/** One record of a privileged act; its detail is the shape its action names (contracts/audit.ts). */
export type AuditRecord<A extends AuditAction = AuditAction> = {
  [K in A]: {
    action: K;
    /** Who did it; null for Kenja itself or an anonymous caller. */
    actorId: string | null;
    /** Whose account, order or pack it was, when a person's. */
    subjectId?: string | null;
    orderId?: string | null;
    detail: AuditDetail<K>;
    /** From the app's clock (ADR 0036): the act's own time. */
    createdAt: Date;
  };
}[A];

/**
 * Records a privileged act. Pass the act's transaction: the record and the change commit or roll back together, so
 * the log never shows an act that did not happen, nor misses one that did (ADR 0037).
 */
export async function recordAudit(db: Queryable, record: AuditRecord): Promise<void> {
  await db.insert(auditEvents).values(record);
}

const actors = alias(userProfiles, 'actors');
const subjects = alias(userProfiles, 'subjects');

function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** A person filter against one side of the record: their id, or a part of their name or e-mail. */
function personIs(
  filter: PersonFilter,
  id: PgColumn,
  people: { fullName: PgColumn; email: PgColumn },
): SQL | undefined {
  if ('id' in filter) return eq(id, filter.id);
  const pattern = likePattern(filter.text);
  return or(ilike(people.email, pattern), ilike(people.fullName, pattern));
}

function conditions(query: AuditQuery): SQL | undefined {
  const actions: readonly AuditAction[] | undefined = query.action
    ? [query.action]
    : query.group && AUDIT_GROUPS[query.group];
  return and(
    actions ? inArray(auditEvents.action, [...actions]) : undefined,
    query.actor ? personIs(query.actor, auditEvents.actorId, actors) : undefined,
    query.subject ? personIs(query.subject, auditEvents.subjectId, subjects) : undefined,
    query.from ? gte(auditEvents.createdAt, new Date(query.from)) : undefined,
    query.to ? lt(auditEvents.createdAt, new Date(query.to)) : undefined,
  );
}

/** A page of the audit log, newest first, of the records the filters match, with the people named. */
export async function auditPage(db: Queryable, query: AuditQuery): Promise<AuditPage> {
  const where = conditions(query);
  const [rows, [total]] = await Promise.all([
    db
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
      .where(where)
      .orderBy(desc(auditEvents.createdAt), desc(auditEvents.seq))
      .limit(query.limit)
      .offset(query.offset),
    db
      .select({ n: count() })
      .from(auditEvents)
      .leftJoin(actors, eq(actors.id, auditEvents.actorId))
      .leftJoin(subjects, eq(subjects.id, auditEvents.subjectId))
      .where(where),
  ]);
  const person = (id: string | null, name: string | null, email: string | null) =>
    id ? { id, name: name ?? '', email: email ?? '' } : null;
  return {
    total: Number(total?.n ?? 0),
    events: rows.map(
      (row) =>
        ({
          id: row.id,
          action: row.action,
          actor: person(row.actorId, row.actorName, row.actorEmail),
          subject: person(row.subjectId, row.subjectName, row.subjectEmail),
          orderId: row.orderId,
          // Written through recordAudit, whose type makes each action's detail the shape its contract names.
          detail: row.detail,
          createdAt: row.createdAt.toISOString(),
        }) as AuditEvent,
    ),
  };
}
