import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from './client';
import { storedFiles, userProfiles } from './schema';
import { stampedNow } from '../test/factories';

// The embedded database as `npm start` opens it: on a data directory, on a thread of its own.
let dir: string;
let database: DatabaseHandle;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'kenja-pglite-thread-'));
  database = await openDatabase({ dataDir: dir });
}, 60_000);
afterAll(async () => {
  await database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database on its own thread', () => {
  it('is migrated, and gives back rows with their types: dates, bytes, arrays', async () => {
    const [user] = await database.db
      .insert(userProfiles)
      .values({ email: 'thread@example.test', fullName: '山田 花子', ...stampedNow() })
      .returning();
    expect(user?.createdAt).toBeInstanceOf(Date);
    expect(user?.fullName).toBe('山田 花子');
    const bytes = new Uint8Array([0, 1, 254, 255]);
    await database.db
      .insert(storedFiles)
      .values({ key: 'documents/thread', content: bytes, storedAt: new Date() });
    const [file] = await database.db
      .select()
      .from(storedFiles)
      .where(eq(storedFiles.key, 'documents/thread'));
    expect([...file!.content]).toEqual([0, 1, 254, 255]);
    const result = await database.db.execute(sql`SELECT ARRAY['a', 'b'] AS list, 2::int AS n`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([{ list: ['a', 'b'], n: 2 }]);
  });

  it('commits a transaction whole, rolls one back whole, and keeps the error a caller looks at', async () => {
    await database.db.transaction(async (tx) => {
      await tx.insert(userProfiles).values({ email: 'committed@example.test', ...stampedNow() });
      await tx.insert(userProfiles).values({ email: 'committed-too@example.test', ...stampedNow() });
    });
    const failed = database.db.transaction(async (tx) => {
      await tx.insert(userProfiles).values({ email: 'rolled-back@example.test', ...stampedNow() });
      await tx.insert(userProfiles).values({ email: 'committed@example.test', ...stampedNow() }); // unique
    });
    const error = (await failed.catch((e: unknown) => e)) as { cause?: { code?: string } };
    expect(error.cause?.code).toBe('23505');
    const emails = (await database.db.select({ email: userProfiles.email }).from(userProfiles)).map(
      (u) => u.email,
    );
    expect(emails).toContain('committed-too@example.test');
    expect(emails).not.toContain('rolled-back@example.test');
    // The database is free again after a rollback.
    await expect(database.db.select().from(userProfiles).limit(1)).resolves.toHaveLength(1);
  });

  it('runs statements in the order they were sent, a transaction holding the others until it ends', async () => {
    const order: string[] = [];
    const tx = database.db.transaction(async (t) => {
      await t.execute(sql`SELECT pg_sleep(0.05)`);
      order.push('transaction');
    });
    const outside = database.db.execute(sql`SELECT 1`).then(() => order.push('outside'));
    await Promise.all([tx, outside]);
    expect(order).toEqual(['transaction', 'outside']);
  });

  it('delivers an announcement before the statement that made it answers', async () => {
    const heard: string[] = [];
    const unsubscribe = database.changes.subscribe(
      'kenja_thread_test',
      (payload) => heard.push(payload),
      () => undefined,
    );
    await database.changes.sync('kenja_thread_test');
    await database.db.execute(sql`SELECT pg_notify('kenja_thread_test', 'hello')`);
    expect(heard).toEqual(['hello']);
    unsubscribe();
  });
});
