import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../clock';
import type { DatabaseHandle } from '../db/client';
import { storedFiles } from '../db/schema';
import { createDocument, createPack } from '../test/factories';
import { startS3Store, type TestS3Store } from '../test/s3-store-server';
import { openTestDatabase } from '../test/test-database';
import {
  databaseFileStore,
  directoryFileStore,
  documentFileKey,
  moveStoredFiles,
  s3FileStore,
  sweepOrphanDocumentFiles,
  type FileStore,
} from '.';

let database: DatabaseHandle;
let root: string;
let s3: TestS3Store;

beforeAll(async () => {
  database = await openTestDatabase();
  root = mkdtempSync(join(tmpdir(), 'kenja-files-test-'));
  s3 = await startS3Store();
});
afterAll(async () => {
  await database.close();
  await s3.close();
  rmSync(root, { recursive: true, force: true });
});

const bytes = (text: string) => new TextEncoder().encode(text);
const text = (value: Uint8Array | undefined) => (value ? new TextDecoder().decode(value) : value);

describe.each([
  ['a directory', () => directoryFileStore(join(root, 'contract'), systemClock)],
  ['the database', () => databaseFileStore(database.db, systemClock)],
  ['object storage (S3 API)', () => s3FileStore(s3.location())],
  ['object storage under a prefix', () => s3FileStore(s3.location('tenants/kenja'))],
])('files in %s', (_name, open: () => FileStore) => {
  it('gives back what was stored, replaces it, and forgets it when deleted', async () => {
    const store = open();
    const key = documentFileKey('0b0e5e59-7d6b-4a5c-9a51-1e1d7f0f0c01');
    expect(await store.get(key)).toBeUndefined();
    await store.put(key, bytes('first'));
    expect(text(await store.get(key))).toBe('first');
    await store.put(key, bytes('second'));
    expect(text(await store.get(key))).toBe('second');
    const listed = [];
    for await (const file of store.list('documents')) listed.push(file);
    expect(listed.map((f) => f.key)).toContain(key);
    expect(listed.every((f) => f.storedAt instanceof Date)).toBe(true);
    await store.delete([key, documentFileKey('00000000-0000-4000-8000-000000000000')]);
    expect(await store.get(key)).toBeUndefined();
  });

  it('keeps binary bytes exactly, a 6 MB file among them', async () => {
    const store = open();
    const big = new Uint8Array(6 * 1024 * 1024).map((_, i) => (i * 31) & 255);
    await store.put('documents/big', big);
    expect(Buffer.compare(Buffer.from((await store.get('documents/big'))!), Buffer.from(big))).toBe(0);
    await store.delete(['documents/big']);
  });

  it('takes a file from disk and writes one back to disk, byte for byte (an 8 MB upload and its indexing)', async () => {
    const store = open();
    const key = documentFileKey('0b0e5e59-7d6b-4a5c-9a51-1e1d7f0f0c02');
    const big = new Uint8Array(8 * 1024 * 1024).map((_, i) => (i * 7 + (i >> 12)) & 255);
    const from = join(root, `upload-${store.kind}-${Math.random()}`);
    const to = join(root, `indexing-${store.kind}-${Math.random()}`);
    writeFileSync(from, big);
    await store.putFile(key, from);
    expect(Buffer.compare(Buffer.from((await store.get(key))!), Buffer.from(big))).toBe(0);
    expect(await store.download(key, to)).toBe(true);
    expect(Buffer.compare(readFileSync(to), Buffer.from(big))).toBe(0);
    await store.delete([key]);
    expect(await store.download(key, `${to}-gone`)).toBe(false);
    expect(existsSync(`${to}-gone`)).toBe(false);
  });

  it('refuses a key that could leave its place', async () => {
    const store = open();
    for (const key of ['../etc/passwd', 'documents/../../x', '/abs', 'documents//x', '']) {
      await expect(store.put(key, bytes('x'))).rejects.toThrow(/not a file key/);
    }
  });
});

describe('housekeeping', () => {
  /** A document's row whose file lives elsewhere (the store under test): the row is what names a file. */
  async function documentRow() {
    const pack = await createPack(database.db);
    return createDocument(
      { db: database.db, files: directoryFileStore(join(root, 'unused'), systemClock) },
      pack.id,
    );
  }

  it.each([
    ['a directory', () => directoryFileStore(join(root, 'moved'), systemClock)],
    ['object storage', () => s3FileStore(s3.location('moved'))],
  ])('moves files kept in the database into %s, once', async (_name, open: () => FileStore) => {
    const doc = await documentRow();
    const key = documentFileKey(doc.id);
    await database.db
      .insert(storedFiles)
      .values({ key, content: bytes('from the database'), storedAt: new Date() });
    const store = open();
    expect(await moveStoredFiles(database.db, store)).toBe(1);
    expect(text(await store.get(key))).toBe('from the database');
    expect(await database.db.select().from(storedFiles).where(eq(storedFiles.key, key))).toEqual([]);
    expect(await moveStoredFiles(database.db, store)).toBe(0);
  });

  it('sweeps files no document names once they are an hour old, and keeps the rest', async () => {
    const doc = await documentRow();
    const dir = join(root, 'sweep');
    // Files are stamped by the app's clock, whatever the file system's says (ADR 0036).
    let clock = new Date('2026-11-21T09:00:00Z');
    const store = directoryFileStore(dir, () => clock);
    const named = documentFileKey(doc.id);
    const orphan = documentFileKey('5f1c2a9e-1111-4222-8333-444455556666');
    await store.put(named, bytes('kept'));
    await store.put(orphan, bytes('nobody names me'));
    writeFileSync(join(dir, 'documents', 'left.partial'), 'a crashed write');
    clock = new Date(clock.getTime() + 59 * 60_000);
    expect(await sweepOrphanDocumentFiles(database.db, store, clock)).toBe(0); // too young: may be an upload in flight
    clock = new Date(clock.getTime() + 2 * 60_000);
    expect(await sweepOrphanDocumentFiles(database.db, store, clock)).toBe(1);
    expect(text(await store.get(named))).toBe('kept');
    expect(await store.get(orphan)).toBeUndefined();
    expect(readdirSync(join(dir, 'documents')).sort()).toEqual([doc.id, 'left.partial'].sort());
  });
});
