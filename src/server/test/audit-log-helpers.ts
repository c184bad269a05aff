import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { AuditEvent, AuditPage } from '../../common/contracts/audit';
import type { TestBrowser } from './test-browser';
import type { TestServer } from './test-server';

/** What the audit log's tests share: an admin, the log as the console reads it, and a database that refuses records. */
export async function adminBrowser(server: TestServer): Promise<{ browser: TestBrowser; id: string }> {
  const browser = server.browser();
  return { browser, id: (await browser.signInAs('admin')).id };
}

/** The log as an admin's console reads it. */
export async function auditLog(admin: TestBrowser, query: Record<string, string> = {}): Promise<AuditPage> {
  const res = await admin.fetch(`/api/admin/audit?${new URLSearchParams(query)}`);
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as AuditPage;
}

/** The records concerning one person, newest first. */
export const recordsAbout = async (admin: TestBrowser, subjectId: string): Promise<AuditEvent[]> =>
  (await auditLog(admin, { subject: subjectId })).events;

/** The records of one action, newest first. */
export const recordsOf = async (admin: TestBrowser, action: AuditEvent['action']): Promise<AuditEvent[]> =>
  (await auditLog(admin, { action })).events;

/**
 * Runs `act` while the database refuses audit records of `action`: the act must fail and change nothing, as it
 * would if the record could not be written for any reason.
 */
export async function withAuditRefused<T>(
  server: TestServer,
  action: AuditEvent['action'],
  act: () => Promise<T>,
): Promise<T> {
  await server.db.execute(
    sql.raw(`CREATE FUNCTION test_refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.action = '${action}' THEN RAISE EXCEPTION 'audit refused by the test'; END IF;
        RETURN NEW;
      END $$`),
  );
  await server.db.execute(
    sql.raw(`CREATE TRIGGER test_refuse_audit BEFORE INSERT ON audit_events
      FOR EACH ROW EXECUTE FUNCTION test_refuse_audit()`),
  );
  try {
    return await act();
  } finally {
    await server.db.execute(sql.raw('DROP TRIGGER test_refuse_audit ON audit_events'));
    await server.db.execute(sql.raw('DROP FUNCTION test_refuse_audit()'));
  }
}
