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
  const open = new Map<number, { tx: Transaction; end: (commit: boolean, replyId: number) => void }>();
  const unlisteners = new Map<string, () => Promise<void>>();
  let nextTx = 1;

  async function handle(request: ThreadRequest): Promise<unknown> {
    switch (request.op) {
      case 'query': {
        const target = request.tx === undefined ? pg : open.get(request.tx)?.tx;
        if (!target) throw new Error('the transaction has ended');
        const result = await target.query(request.sql, request.params, queryOptions(request.options));
        return { rows: result.rows, fields: result.fields, affectedRows: result.affectedRows ?? 0 };
      }
      case 'begin':
        return new Promise((resolve, reject) => {
          const txId = nextTx++;
          let endReply = 0;
          pg.transaction(async (tx) => {
            const commit = await new Promise<boolean>((decided) => {
              open.set(txId, { tx, end: (c, replyId) => ((endReply = replyId), decided(c)) });
              resolve(txId);
            });
            open.delete(txId);
            if (!commit) await tx.rollback();
          }).then(
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
