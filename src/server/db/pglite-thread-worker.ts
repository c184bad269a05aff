/**
 * Worker-thread entry: the embedded database, off the thread that serves requests (see pglite-thread.ts). Built
 * next to the server bundle as dist/server/pglite-thread-worker.js; run from source through tsx otherwise.
 */
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { createPglite } from './pglite';
import {
  toWireError,
  type ThreadMessage,
  type ThreadRequest,
  type WireQueryOptions,
} from './pglite-thread-protocol';

const port = parentPort!;
/**
 * KENJA_DB_SLOW_MS: report every statement, and every transaction's hold on the database, longer than this (ms), on
 * standard error. Everything else waits behind them: this is how a stall of the embedded database is found.
 */
const slowMs = Number(process.env.KENJA_DB_SLOW_MS ?? 0) || undefined;
/** A statement's start and end (its columns are in the middle), in one line. */
const shortened = (sql: string) => {
  const line = sql.replace(/\s+/g, ' ');
  return line.length <= 400 ? line : `${line.slice(0, 160)} … ${line.slice(-240)}`;
};
const reportSlow = (what: string, started: number) => {
  const ms = performance.now() - started;
  if (slowMs !== undefined && ms >= slowMs) {
    process.stderr.write(`${JSON.stringify({ slowDatabase: shortened(what), ms: Math.round(ms) })}\n`);
  }
};
const post = (message: ThreadMessage) => port.postMessage(message);
const asIs = (value: string) => value;

function queryOptions(options: WireQueryOptions | undefined) {
  if (!options) return undefined;
  return {
    ...(options.rowMode ? { rowMode: options.rowMode } : {}),
    parsers: Object.fromEntries((options.textTypes ?? []).map((type) => [type, asIs])),
  };
}

async function main() {
  const pg = await createPglite({ dataDir: (workerData as { dataDir: string }).dataDir });
  const open = new Map<
    number,
    { tx: Transaction; statements: string[]; end: (commit: boolean, replyId: number) => void }
  >();
  const unlisteners = new Map<string, () => Promise<void>>();
  let nextTx = 1;

  async function handle(request: ThreadRequest): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const transaction = request.tx === undefined ? undefined : open.get(request.tx);
        const target = request.tx === undefined ? pg : transaction?.tx;
        if (!target) throw new Error('the transaction has ended');
        if (slowMs !== undefined) transaction?.statements.push(request.sql.slice(0, 60));
        const started = performance.now();
        const result = await target.query(request.sql, request.params, queryOptions(request.options));
        reportSlow(request.sql, started);
        return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows ?? 0 };
      }
      case 'begin':
        return new Promise((resolve, reject) => {
          const txId = nextTx++;
          let endReply = 0;
          let started = 0;
          const statements: string[] = [];
          pg.transaction(async (tx) => {
            started = performance.now();
            const commit = await new Promise<boolean>((decided) => {
              open.set(txId, { tx, statements, end: (c, replyId) => ((endReply = replyId), decided(c)) });
              resolve(txId);
            });
            open.delete(txId);
            if (!commit) await tx.rollback();
          })
            .finally(() => reportSlow(`transaction: ${statements.join(' | ')}`, started))
            .then(
              () => post({ kind: 'reply', id: endReply, ok: true, value: null }),
              (error: unknown) => {
                open.delete(txId);
                if (endReply) post({ kind: 'reply', id: endReply, ok: false, error: toWireError(error) });
                else reject(error instanceof Error ? error : new Error(String(error)));
              },
            );
        });
      case 'end': {
        const transaction = open.get(request.tx);
        if (!transaction) throw new Error('the transaction has ended');
        transaction.end(request.commit, request.id);
        return NO_REPLY; // answered when the database has committed or rolled back
      }
      case 'listen':
        if (!unlisteners.has(request.channel)) {
          const channel = request.channel;
          unlisteners.set(
            channel,
            await pg.listen(channel, (payload) => post({ kind: 'notification', channel, payload })),
          );
        }
        return null;
      case 'unlisten':
        await unlisteners.get(request.channel)?.();
        unlisteners.delete(request.channel);
        return null;
      case 'close':
        await pg.close();
        return null;
    }
  }

  port.on('message', (request: ThreadRequest) => {
    handle(request).then(
      (value) => {
        if (value !== NO_REPLY) post({ kind: 'reply', id: request.id, ok: true, value });
        if (request.op === 'close') port.close();
      },
      (error: unknown) => post({ kind: 'reply', id: request.id, ok: false, error: toWireError(error) }),
    );
  });
  post({ kind: 'ready' });
}

const NO_REPLY = Symbol('no reply');

main().catch((error: unknown) => post({ kind: 'failed', error: toWireError(error) }));
