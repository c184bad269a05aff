import {
  DeleteObjectsCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { createReadStream, createWriteStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertSafeKey, type FileStore } from './file-store';

/** Where files go in S3 or an S3-compatible store (MinIO, Cloudflare R2, Ceph, s3rver in the tests). */
export interface S3Location {
  bucket: string;
  /** Prepended to every key, without a trailing slash ('' for the bucket's root). */
  prefix: string;
  /** An S3-compatible store's address; AWS's own endpoint for the region when absent. */
  endpoint?: string | undefined;
  region: string;
  /** Paths (`endpoint/bucket/key`) instead of bucket host names: what most S3-compatible stores need. */
  forcePathStyle: boolean;
  /** Given in the settings; otherwise the SDK's own chain (AWS_ACCESS_KEY_ID…, a profile, an instance role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
}

/** DeleteObjects takes at most 1,000 keys a call. */
const DELETE_BATCH = 1000;

/**
 * Files as objects in a bucket, which every instance reads. Requests stream: a file's bytes go out as the body of
 * one PutObject (S3 replaces an object whole, so a reader never sees half of one), from memory or streamed from a
 * file on disk, and come back streamed to a file (`download`) or read straight into one buffer of the object's
 * length (`get`). Only the checksums S3 requires are sent: the SDK's default (a CRC trailer in
 * aws-chunked framing on every upload) is not understood by every S3-compatible store, which would keep the framing
 * as the file's content.
 */
export function s3FileStore(location: S3Location): FileStore {
  const client = new S3Client({
    region: location.region,
    forcePathStyle: location.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    ...(location.credentials ? { credentials: location.credentials } : {}),
  });
  const { bucket } = location;
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return location.prefix ? `${location.prefix}/${key}` : key;
  };
  const keyOf = (objectKey: string) =>
    location.prefix ? objectKey.slice(location.prefix.length + 1) : objectKey;

  const getObject = async (key: string) => {
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    } catch (error) {
      if (error instanceof NoSuchKey) return undefined;
      throw error;
    }
  };

  return {
    kind: 's3',
    async put(key, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: bytes,
          ContentLength: bytes.byteLength,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async putFile(key, path) {
      const { size } = await stat(path);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: objectKey(key),
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: 'application/octet-stream',
        }),
      );
    },
    async get(key) {
      const answer = await getObject(key);
      return answer && readWhole(answer.Body as Readable, answer.ContentLength);
    },
    async download(key, path) {
      const answer = await getObject(key);
      if (!answer) return false;
      await pipeline(answer.Body as Readable, createWriteStream(path));
      return true;
    },
    async delete(keys) {
      for (let at = 0; at < keys.length; at += DELETE_BATCH) {
        const objects = keys.slice(at, at + DELETE_BATCH).map((key) => ({ Key: objectKey(key) }));
        const answer = await client.send(
          new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects: objects, Quiet: true } }),
        );
        const failed = answer.Errors?.filter((error) => error.Code !== 'NoSuchKey') ?? [];
        if (failed.length > 0) {
          throw new Error(
            `object storage kept ${failed.length} file(s): ${failed[0]?.Code} ${failed[0]?.Message}`,
          );
        }
      }
    },
    async *list(prefix) {
      assertSafeKey(prefix);
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: `${objectKey(prefix)}/`,
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key && object.LastModified)
            yield { key: keyOf(object.Key), storedAt: object.LastModified };
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
    close: () => client.destroy(),
  };
}

/**
 * A response body read into one buffer of the length S3 announced (no list of chunks joined at the end, which would
 * hold the file twice), or gathered when a store announces none.
 */
async function readWhole(body: Readable, length: number | undefined): Promise<Uint8Array> {
  if (length === undefined) {
    const chunks: Buffer[] = [];
    for await (const chunk of body) chunks.push(chunk as Buffer);
    const whole = Buffer.concat(chunks);
    return new Uint8Array(whole.buffer, whole.byteOffset, whole.byteLength);
  }
  const whole = new Uint8Array(length);
  let at = 0;
  for await (const chunk of body) {
    const part = chunk as Buffer;
    if (at + part.byteLength > length) throw new Error('object storage sent more bytes than it announced');
    whole.set(part, at);
    at += part.byteLength;
  }
  if (at !== length) throw new Error(`object storage sent ${at} of ${length} bytes`);
  return whole;
}
