/**
 * Child-process entry: processes (and analyses) each file it is sent, one at a time, and sends a `WorkerReply` for
 * it, the passages packed as the indexing job writes them (staged-chunks.ts). Built next to the server bundle as
 * dist/server/process-worker.js; run from source through tsx in development and tests.
 */
import { readFile } from 'node:fs/promises';
import { endWithParent } from '../libc';
import { analyseChunks } from './analyse-chunks';
import { processDocument } from './process';
import { packDocument } from './staged-chunks';
import { toFailure, type WorkerBatch, type WorkerInput, type WorkerReply } from './worker-protocol';

async function run(input: WorkerInput): Promise<WorkerReply> {
  try {
    const { source } = input;
    const bytes = source instanceof Uint8Array ? source : new Uint8Array(await readFile(source.path));
    const processed = await processDocument(input.kind, bytes);
    const { batches, ...result } = packDocument(processed, analyseChunks(processed.chunks));
    for (const batch of batches) await send({ id: input.id, batch } satisfies WorkerBatch);
    return { id: input.id, ok: true, result: { ...result, batches: [] } };
  } catch (error) {
    return { id: input.id, ok: false, error: toFailure(error) };
  }
}

/** Sends a message, resolved once it is handed to the channel (so batches never pile up in memory twice). */
function send(message: WorkerBatch | WorkerReply): Promise<void> {
  return new Promise((resolve) => process.send?.(message, undefined, {}, () => resolve()) ?? resolve());
}

if (process.send) {
  process.on('message', (input: WorkerInput) => {
    void run(input).then(send);
  });
  // The server is gone (or closed the pool): nothing more will come.
  process.on('disconnect', () => process.exit(0));
  // While a file is read the channel is not, and a server killed outright would leave this process reading to the
  // end on a core its successor needs: the kernel ends it with the server instead.
  void endWithParent();
}
