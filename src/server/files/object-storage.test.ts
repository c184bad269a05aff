import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { existsSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentSummary } from '../../common/contracts/engine';
import { storedFiles } from '../db/schema';
import { newPack, searchOk, uploadOk } from '../test/engine-helpers';
import { startS3Store, type TestS3Store } from '../test/s3-store-server';
import type { TestBrowser } from '../test/test-browser';
import { startTestServer, type TestServer } from '../test/test-server';
import { documentFileKey } from '.';

const GUIDE = `# Cold brew

Steep coarse grounds in cold water for sixteen hours, then filter twice through paper.
`;

let s3: TestS3Store;
let first: TestServer;
let second: TestServer;
let creator: TestBrowser;

/** The object keys in the test bucket under the instances' prefix. */
async function objectKeys(): Promise<string[]> {
  const listed = await s3.client.send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'kenja/' }));
  return (listed.Contents ?? []).map((object) => object.Key ?? '');
}

describe('files in object storage, shared by two instances on one database', () => {
  beforeAll(async () => {
    s3 = await startS3Store();
    const storage = { kind: 's3' as const, ...s3.location('kenja') };
    first = await startTestServer({ storage });
    second = await startTestServer({ storage, shareDatabaseWith: first });
    creator = first.browser();
    await creator.signInAs('creator');
  });
  afterAll(async () => {
    await second.close();
    await first.close();
    await s3.close();
  });

  it('keeps an upload in the bucket, not the database; another instance indexes it; deleting removes it', async () => {
    const pack = await newPack(creator, 'Cold brew notes');
    const { document } = await uploadOk(creator, pack.id, 'cold-brew.md', GUIDE);
    const key = `kenja/${documentFileKey(document.id)}`;
    expect(await objectKeys()).toContain(key);
    const object = await s3.client.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    expect(await object.Body?.transformToString()).toBe(GUIDE);
    expect(await first.db.select().from(storedFiles)).toEqual([]);

    await second.runJobs(); // the other instance's worker reads the file from the bucket
    expect((await searchOk(creator, 'steep coarse grounds', [pack.id])).hits[0]?.text).toContain(
      'sixteen hours',
    );
    // It came down to a file on disk for the extraction worker, removed once read.
    const workDir = join(tmpdir(), 'kenja-indexing');
    const leftOver = existsSync(workDir) ? readdirSync(workDir) : [];
    expect(leftOver.filter((name) => name.startsWith(document.id))).toEqual([]);

    const removed = await creator.fetch(`/api/packs/${pack.id}/documents/${document.id}`, {
      method: 'DELETE',
    });
    expect(removed.status).toBe(200);
    expect(await objectKeys()).not.toContain(key);
  });

  it('fails a document whose file is gone from the bucket with its reason, and keeps the others', async () => {
    const pack = await newPack(creator, 'Missing file');
    const { document } = await uploadOk(creator, pack.id, 'lost.md', `${GUIDE}\nA second copy, lost.\n`);
    await first.files.delete([documentFileKey(document.id)]);
    await first.runJobs();
    const res = await creator.fetch(`/api/packs/${pack.id}/documents`);
    const [lost] = ((await res.json()) as { documents: DocumentSummary[] }).documents;
    expect(lost).toMatchObject({ status: 'failed' });
    expect(lost?.error).toMatch(/stored file is missing/);
  });
});
