import { PGlite, types, type PGliteOptions } from '@electric-sql/pglite';

/**
 * PGlite's own bytea codec converts byte by byte in JavaScript (`Array.from(bytes).map(toHex).join('')`), on the
 * main thread: a 6 MB upload stalled every request for about 2.5 s going in and 1 s coming out. Node's hex codec
 * does the same in native code (6 MB: 330 ms in, 80 ms out, most of it the database's own work).
 */
const fastBytea: Pick<PGliteOptions, 'serializers' | 'parsers'> = {
  serializers: {
    [types.BYTEA]: (bytes: Uint8Array) =>
      `\\x${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('hex')}`,
  },
  parsers: {
    [types.BYTEA]: (text: string) => {
      const bytes = Buffer.from(text.slice(2), 'hex');
      return new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    },
  },
};

/**
 * PostgreSQL's defaults size a server that owns a machine. Inside one process they are the larger part of its memory:
 * the WebAssembly heap grows to hold every shared buffer a query has touched and never shrinks, so after the first
 * start's demo indexing 128 MB of buffers stayed resident for good. The embedded database is tens of MB on disk and
 * the files it reads stay in the operating system's cache, so 16 MB of buffers lose nothing measurable (ADR 0031).
 */
const SMALL_FOOTPRINT = ['shared_buffers=16MB', 'maintenance_work_mem=16MB'];

/** An embedded database as Kenja opens every one: on a directory, in memory, or loaded from a dump. */
export function createPglite(options: Omit<PGliteOptions, 'serializers' | 'parsers'> = {}): Promise<PGlite> {
  return PGlite.create({ postgresqlconf: SMALL_FOOTPRINT, ...options, ...fastBytea });
}
