/** What crosses the process boundary between `processIsolated` and `process-worker.ts`. */
import type { PackedDocument } from './staged-chunks';
import { IngestError, isIngestErrorCode, type FileKind, type IngestErrorCode } from './types';

export interface WorkerInput {
  /** Matches the reply to its request: a pooled worker takes one file after another. */
  id: number;
  kind: FileKind;
  source: FileSource;
}

/**
 * The file to read: a path on local disk, which the worker reads itself (an indexed document: its bytes never pass
 * through the server's memory), or bytes sent by structured clone (`serialization: 'advanced'`).
 */
export type FileSource = { path: string } | Uint8Array;

export interface WorkerFailure {
  code: IngestErrorCode;
  message: string;
  transient: boolean;
}

/**
 * A document's passages cross one batch a message, before the reply that ends it (whose `batches` is then empty):
 * Node joins the pieces of a message as they arrive by copying all it has so far, so one 13 MB message cost the
 * serving thread 70-140 ms of copying where 85 messages of 160 KB cost next to nothing.
 */
export interface WorkerBatch {
  id: number;
  batch: string;
}

export type WorkerReply = { id: number } & (
  { ok: true; result: PackedDocument } | { ok: false; error: WorkerFailure }
);

export function isWorkerBatch(value: unknown): value is WorkerBatch {
  return typeof value === 'object' && value !== null && 'batch' in value && typeof value.batch === 'string';
}

export function isWorkerReply(value: unknown): value is WorkerReply {
  if (typeof value !== 'object' || value === null || !('ok' in value) || !('id' in value)) return false;
  if (value.ok === true) return 'result' in value && typeof value.result === 'object';
  if (!('error' in value) || typeof value.error !== 'object' || value.error === null) return false;
  return 'code' in value.error && isIngestErrorCode(value.error.code);
}

/** How the worker reports a file it could not read. */
export function toFailure(error: unknown): WorkerFailure {
  if (error instanceof IngestError) {
    return { code: error.code, message: error.message, transient: error.transient };
  }
  if (isMemoryExhaustion(error)) {
    // The parent replaces the message with one that names its heap limit.
    return { code: 'out_of_memory', message: error.message, transient: false };
  }
  const detail = error instanceof Error ? error.message : String(error);
  // A library failing on this file will fail the same way again: not worth a retry.
  return {
    code: 'extraction_failed',
    message: `The file's text could not be extracted (${detail}).`,
    transient: false,
  };
}

/**
 * V8 does not always end the process when memory runs out: a buffer or a string it cannot allocate is a RangeError
 * the file's code can catch. (A CI run once reported "extraction_failed" for the 16 MB test worker; which death it
 * was is not known, so both this and every V8 out-of-memory wording on stderr count as running out of memory.)
 */
function isMemoryExhaustion(error: unknown): error is RangeError {
  return (
    error instanceof RangeError &&
    /allocation failed|invalid string length|invalid array length|out of memory/i.test(error.message)
  );
}
