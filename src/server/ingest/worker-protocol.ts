/** What crosses the process boundary between `processIsolated` and `process-worker.ts`. */
import type { PackedDocument } from './staged-chunks';
import { isIngestErrorCode, type FileKind, type IngestErrorCode } from './types';

export interface WorkerInput {
  /** Matches the reply to its request: a pooled worker takes one file after another. */
  id: number;
  kind: FileKind;
  /** Sent by structured clone (`serialization: 'advanced'`). */
  bytes: Uint8Array;
}

export interface WorkerFailure {
  code: IngestErrorCode;
  message: string;
  transient: boolean;
}

export type WorkerReply = { id: number } & (
  { ok: true; result: PackedDocument } | { ok: false; error: WorkerFailure }
);

export function isWorkerReply(value: unknown): value is WorkerReply {
  if (typeof value !== 'object' || value === null || !('ok' in value) || !('id' in value)) return false;
  if (value.ok === true) return 'result' in value && typeof value.result === 'object';
  if (!('error' in value) || typeof value.error !== 'object' || value.error === null) return false;
  return 'code' in value.error && isIngestErrorCode(value.error.code);
}
