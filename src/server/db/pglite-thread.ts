import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { tsxApi } from '../paths';
import {
  fromWireError,
  type ThreadMessage,
  type ThreadRequest,
  type WireQueryOptions,
} from './pglite-thread-protocol';

type Request = ThreadRequest extends infer R ? (R extends { id: number } ? Omit<R, 'id'> : never) : never;

/** What drizzle's PGlite session and the change feed use of a PGlite instance: all of it, across the thread. */
export interface PgliteOnThread {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  transaction<T>(run: (tx: { query: PgliteOnThread['query'] }) => Promise<T>): Promise<T>;
  listen(channel: string, callback: (payload: string) => void): Promise<() => Promise<void>>;
  close(): Promise<void>;
}

/**
 * The bundled worker beside dist/server/main.js; else the TypeScript source, loaded through tsx's hooks registered
 * inside the thread (Node 20 does not apply an `--import` given to a worker thread to its entry).
 */
function startWorker(dataDir: string): Worker {
  const built = fileURLToPath(new URL('./pglite-thread-worker.js', import.meta.url));
  if (existsSync(built)) return new Worker(built, { workerData: { dataDir } });
  const source = new URL('./pglite-thread-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(tsxApi())}).then(({ register }) => { register(); return import(${JSON.stringify(source)}); })`;
  return new Worker(boot, { eval: true, workerData: { dataDir } });
}

/**
 * drizzle passes parsers that hand dates back as the text the database wrote; they cannot cross to another thread,
 * so the worker applies the same (and any other parser is refused rather than silently dropped).
 */
function wireOptions(options: QueryOptions | undefined): WireQueryOptions | undefined {
  if (!options) return undefined;
  const textTypes = Object.entries(options.parsers ?? {}).map(([type, parse]) => {
    const probe = '2026-01-02 03:04:05+00';
    if (parse(probe, Number(type)) !== probe)
      throw new Error(`a parser for type ${type} cannot run on the database's thread`);
    return Number(type);
  });
  return { ...(options.rowMode ? { rowMode: options.rowMode } : {}), textTypes };
}

/**
 * The embedded database on a worker thread of its own. PGlite runs PostgreSQL compiled to WebAssembly on whatever
 * thread calls it, and encodes parameters and decodes rows in JavaScript there too: on the serving thread, every
 * statement held every request until it ended (ADR 0031). Here the serving thread only posts the query and takes
 * the rows back. Statements still run one at a time, in the order they were sent; a transaction holds the database
 * until it ends, as in PGlite itself. Announcements (LISTEN/NOTIFY) arrive before the reply of the statement that
 * made them, as PGlite delivers them.
 */
export async function openPgliteThread(dataDir: string): Promise<PgliteOnThread> {
  // Creating a database runs initdb, which leaves about 450 MB of WebAssembly memory that the thread's isolate gave
  // back only minutes later; a thread that creates the database and ends returns it at once.
  if (!existsSync(join(dataDir, 'PG_VERSION'))) await (await connect(dataDir)).close();
  return connect(dataDir);
}

async function connect(dataDir: string): Promise<PgliteOnThread> {
  const worker = startWorker(dataDir);
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let exited: Error | undefined;

  const ready = new Promise<void>((resolve, reject) => {
    worker.on('message', (message: ThreadMessage) => {
      switch (message.kind) {
        case 'ready':
          return resolve();
        case 'failed':
          return reject(fromWireError(message.error));
        case 'notification':
          for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
          return;
        case 'reply': {
          const waiting = pending.get(message.id);
          pending.delete(message.id);
          if (message.ok) waiting?.resolve(message.value);
          else waiting?.reject(fromWireError(message.error));
        }
      }
    });
    worker.on('error', (error) => reject(error));
    worker.on('exit', (code) => {
      exited = new Error(`the embedded database's thread has stopped (exit code ${code})`);
      for (const waiting of pending.values()) waiting.reject(exited);
      pending.clear();
      reject(exited);
    });
  });
  await ready;

  const send = <T>(request: Request): Promise<T> => {
    if (exited) return Promise.reject(exited);
    const id = nextId++;
    return new Promise<T>((resolve, reject) => {
      pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const queryIn =
    (tx?: number): PgliteOnThread['query'] =>
    (sql, params, options) =>
      send({ op: 'query', sql, params, options: wireOptions(options), tx });

  return {
    query: queryIn(),
    async transaction(run) {
      const tx = await send<number>({ op: 'begin' });
      let result;
      try {
        result = await run({ query: queryIn(tx) });
      } catch (error) {
        await send({ op: 'end', tx, commit: false });
        throw error;
      }
      await send({ op: 'end', tx, commit: true });
      return result;
    },
    async listen(channel, callback) {
      const set = listeners.get(channel) ?? new Set();
      listeners.set(channel, set);
      set.add(callback);
      if (set.size === 1) await send({ op: 'listen', channel });
      return async () => {
        set.delete(callback);
        if (set.size === 0) {
          listeners.delete(channel);
          await send({ op: 'unlisten', channel });
        }
      };
    },
    async close() {
      await send({ op: 'close' });
      await worker.terminate();
    },
  };
}
