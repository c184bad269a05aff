import type { Clock } from '../clock';
import type { DatabaseHandle } from '../db/client';
import { databaseFileStore } from './database-store';
import { directoryFileStore } from './directory-store';
import type { FileStore } from './file-store';
import { s3FileStore } from './s3-store';
import type { StorageSetting } from './storage-setting';

export { documentFileKey, type FileStore } from './file-store';
export { databaseFileStore } from './database-store';
export { directoryFileStore } from './directory-store';
export { s3FileStore, type S3Location } from './s3-store';
export { parseStorageSetting, type StorageSetting } from './storage-setting';
export { moveStoredFiles, sweepOrphanDocumentFiles } from './housekeeping';

/**
 * Where files go: the storage the settings name (object storage or a directory); without one, the store that goes
 * with the database — the embedded database's directory (`directory`, beside its data), or the database itself on
 * PostgreSQL, where every instance must read what any one stored.
 */
export function fileStoreFor(
  database: DatabaseHandle,
  directory: string,
  storage: StorageSetting | undefined,
  now: Clock,
): FileStore {
  if (storage?.kind === 's3') return s3FileStore(storage);
  if (storage?.kind === 'directory') return directoryFileStore(storage.path, now);
  return database.kind === 'pglite'
    ? directoryFileStore(directory, now)
    : databaseFileStore(database.db, now);
}
