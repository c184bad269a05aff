import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { S3Location } from '../files';

// The SDK warns once per process that its releases after January 2027 need Node.js 22 (pinned: ADR 0034); the
// tests need not repeat it.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';

/** An S3-compatible store on 127.0.0.1 (s3rver, files in a temporary directory) with one bucket, for the tests. */
export interface TestS3Store {
  /** Where the bucket is, as Kenja's settings would name it (with the test server's fixed credentials). */
  location(prefix?: string): S3Location;
  /** The objects in the bucket, with their keys as the store sees them. */
  client: S3Client;
  bucket: string;
  close(): Promise<void>;
}

export async function startS3Store(bucket = 'kenja-test'): Promise<TestS3Store> {
  const directory = mkdtempSync(join(tmpdir(), 'kenja-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', directory, silent: true });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver takes any key pair; these are the ones it documents.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    location: (prefix = '') => ({
      bucket,
      prefix,
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials,
    }),
    client,
    bucket,
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
