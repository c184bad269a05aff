/**
 * Worker-thread entry: processes the one file in `workerData` and posts a `WorkerReply`. Built next to the
 * server bundle as dist/server/process-worker.js; run from source through tsx in development and tests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { processDocument } from './process';
import { IngestError } from './types';
import type { WorkerFailure, WorkerInput, WorkerReply } from './worker-protocol';

function toFailure(error: unknown): WorkerFailure {
  if (error instanceof IngestError) {
    return { code: error.code, message: error.message, transient: error.transient };
  }
  const detail = error instanceof Error ? error.message : String(error);
  // A library failing on this file will fail the same way again: not worth a retry.
  return {
    code: 'extraction_failed',
    message: `The file's text could not be extracted (${detail}).`,
    transient: false,
  };
}

async function run(input: WorkerInput): Promise<WorkerReply> {
  try {
    return { ok: true, result: await processDocument(input.kind, new Uint8Array(input.bytes)) };
  } catch (error) {
    return { ok: false, error: toFailure(error) };
  }
}

if (parentPort) {
  const port = parentPort;
  void run(workerData as WorkerInput).then((reply) => port.postMessage(reply));
}
