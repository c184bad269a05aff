/**
 * Where the original bytes of uploaded documents live, apart from the rows that describe them. The embedded
 * database keeps them in a directory beside itself: on PGlite every statement runs on the server's one thread,
 * and a 6 MB file through it held every other request for a third of a second going in and again coming out. On
 * PostgreSQL they are rows of `stored_files`, which every instance reads, unless `KENJA_STORAGE_URL` names object
 * storage (S3 or a compatible store: what several instances should use) or a directory.
 *
 * A file is written before the row that names it and deleted after that row is gone, so a crash leaves at worst
 * a file nothing names; `sweepOrphans` removes those.
 */
export interface FileStore {
  readonly kind: 'directory' | 'database' | 's3';
  /** Stores the bytes under `key`, replacing what was there; when it resolves, they are durable. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /**
   * Stores the file at `path` on local disk under `key`, as `put` does, streamed from the disk: never whole in the
   * server's memory (but for the database store, whose row takes the whole value).
   */
  putFile(key: string, path: string): Promise<void>;
  /** The bytes under `key`, or undefined when there are none. */
  get(key: string): Promise<Uint8Array | undefined>;
  /** Writes the file under `key` to `path` on local disk, streamed; false when there is none. */
  download(key: string, path: string): Promise<boolean>;
  /** Removes the keys (a key with nothing under it is no error). */
  delete(keys: readonly string[]): Promise<void>;
  /** Every file under `prefix` and when it was stored, for sweeping what nothing names any more. */
  list(prefix: string): AsyncIterable<StoredFile>;
  /** Lets go of connections, if the store holds any. */
  close?(): void;
}

export interface StoredFile {
  key: string;
  storedAt: Date;
}

/** The key of a document's original file. */
export const documentFileKey = (documentId: string) => `documents/${documentId}`;

/** The document a key names, or undefined for a key that is not a document's file. */
export const documentIdOfKey = (key: string) =>
  /^documents\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/.exec(key)?.[1];

/** Keys are paths of safe segments: letters, digits, `-`, `_` and `.`, never `..`. */
export function assertSafeKey(key: string) {
  if (!/^[A-Za-z0-9_-][A-Za-z0-9_.-]*(\/[A-Za-z0-9_-][A-Za-z0-9_.-]*)*$/.test(key)) {
    throw new Error(`not a file key: ${JSON.stringify(key)}`);
  }
}
