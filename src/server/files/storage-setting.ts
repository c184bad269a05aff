import type { S3Location } from './s3-store';

/** Where original files are kept, as `KENJA_STORAGE_URL` and the `KENJA_S3_*` settings say. */
export type StorageSetting = { kind: 'directory'; path: string } | ({ kind: 's3' } & S3Location);

export interface StorageSettings {
  KENJA_STORAGE_URL?: string | undefined;
  KENJA_S3_ENDPOINT?: string | undefined;
  KENJA_S3_REGION?: string | undefined;
  KENJA_S3_FORCE_PATH_STYLE?: boolean | undefined;
  AWS_REGION?: string | undefined;
}

/**
 * `s3://bucket[/prefix]` (S3 or, with KENJA_S3_ENDPOINT, an S3-compatible store; credentials from the AWS SDK's
 * usual places) or `file:///absolute/directory`. Undefined when unset: files then go with the database (the
 * embedded database's directory, or rows on PostgreSQL). Throws a sentence saying what is wrong.
 */
export function parseStorageSetting(settings: StorageSettings): StorageSetting | undefined {
  const text = settings.KENJA_STORAGE_URL;
  if (text === undefined) return undefined;
  if (!URL.canParse(text)) throw new Error('Write it as s3://bucket[/prefix] or file:///absolute/directory');
  const url = new URL(text);
  if (url.protocol === 'file:') {
    if (url.host !== '' || url.pathname === '/')
      throw new Error('Name a directory: file:///absolute/directory');
    return { kind: 'directory', path: decodeURIComponent(url.pathname) };
  }
  if (url.protocol !== 's3:') throw new Error(`Unknown storage ${url.protocol}//: use s3:// or file://`);
  if (!/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/.test(url.hostname)) {
    throw new Error(`Not a bucket name: ${url.hostname || '(none)'}`);
  }
  if (url.username || url.password || url.search) {
    throw new Error(
      'Credentials and options do not go in the URL: use AWS_ACCESS_KEY_ID and KENJA_S3_* settings',
    );
  }
  const endpoint = settings.KENJA_S3_ENDPOINT;
  return {
    kind: 's3',
    bucket: url.hostname,
    prefix: decodeURIComponent(url.pathname).replace(/^\/+|\/+$/g, ''),
    endpoint,
    region: settings.KENJA_S3_REGION ?? settings.AWS_REGION ?? 'us-east-1',
    // An S3-compatible store at an address of its own rarely has a host name per bucket; AWS itself does.
    forcePathStyle: settings.KENJA_S3_FORCE_PATH_STYLE ?? endpoint !== undefined,
  };
}
