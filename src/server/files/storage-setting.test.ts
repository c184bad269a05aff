import { describe, expect, it } from 'vitest';
import { readEnv } from '../env';
import { parseStorageSetting } from './storage-setting';

describe('where files go (KENJA_STORAGE_URL)', () => {
  it('is with the database when unset', () => {
    expect(readEnv({ NODE_ENV: 'development' }).storage).toBeUndefined();
  });

  it('reads a bucket and prefix, an S3-compatible endpoint (path style by default) and the region', () => {
    expect(
      readEnv({
        KENJA_STORAGE_URL: 's3://kenja-files/prod/eu/',
        KENJA_S3_ENDPOINT: 'http://minio:9000',
        AWS_REGION: 'eu-west-1',
      }).storage,
    ).toEqual({
      kind: 's3',
      bucket: 'kenja-files',
      prefix: 'prod/eu',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      forcePathStyle: true,
    });
    expect(parseStorageSetting({ KENJA_STORAGE_URL: 's3://kenja-files' })).toMatchObject({
      prefix: '',
      endpoint: undefined,
      region: 'us-east-1',
      forcePathStyle: false,
    });
  });

  it('reads a directory', () => {
    expect(parseStorageSetting({ KENJA_STORAGE_URL: 'file:///var/lib/kenja/files' })).toEqual({
      kind: 'directory',
      path: '/var/lib/kenja/files',
    });
  });

  it.each([
    ['ftp://host/x', /Unknown storage ftp:/],
    ['s3://Not_A_Bucket', /Not a bucket name/],
    ['s3://key:secret@bucket', /Credentials and options do not go in the URL/],
    ['file://', /Name a directory/],
    ['files', /Write it as s3:\/\/bucket/],
  ])('refuses %s, saying why, before the server starts', (value, reason) => {
    expect(() => readEnv({ KENJA_STORAGE_URL: value })).toThrow(reason);
    expect(() => readEnv({ KENJA_STORAGE_URL: value })).toThrow(/KENJA_STORAGE_URL/);
  });
});
