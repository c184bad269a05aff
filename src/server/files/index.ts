import type { DatabaseHandle } from '../db/client';
import { databaseFileStore } from './database-store';
import { directoryFileStore } from './directory-store';
import type { FileStore } from './file-store';

export { documentFileKey, type FileStore } from './file-store';
export { databaseFileStore } from './database-store';
export { directoryFileStore } from './directory-store';
export { moveStoredFiles, sweepOrphanDocumentFiles } from './housekeeping';

/**
 * The file store that goes with a database: the embedded database's directory (`directory`, beside its data), or
 * the database itself on PostgreSQL, where every instance must read what any one stored.
 */
export function fileStoreFor(database: DatabaseHandle, directory: string): FileStore {
  return database.kind === 'pglite' ? directoryFileStore(directory) : databaseFileStore(database.db);
}
