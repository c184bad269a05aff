/**
 * Runs `processDocument` in its own worker thread so a hostile or pathological file can only exhaust that
 * thread: its heap is capped, it is terminated at the deadline, and the server's event loop never waits on it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { IngestError, type FileKind, type ProcessedDocument } from './types';
import { isWorkerReply } from './worker-protocol';

export interface IsolationOptions {
  timeoutMs?: number;
  /** Cap on the worker's JavaScript heap. Buffers outside the heap (the file itself) are not counted. */
  maxMemoryMb?: number;
}

/** tsx's ESM API as a file URL; `require.resolve` would give its CommonJS build, which cannot be imported. */
function tsxEsmApi(): string {
  const manifestPath = createRequire(import.meta.url).resolve('tsx/package.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as {
    exports: Record<string, { import?: { default?: string } }>;
  };
  const entry = manifest.exports['./esm/api']?.import?.default ?? './dist/esm/api/index.mjs';
  return new URL(entry, pathToFileURL(manifestPath)).href;
}

/**
 * The bundled worker beside dist/server/main.js, else the TypeScript source. tsx is loaded inside the worker
 * through its API: on Node 20, `execArgv: ['--import', 'tsx']` does not reach a worker's own module loader.
 */
function workerEntry(): { script: URL | string; eval: boolean } {
  const built = new URL('./process-worker.js', import.meta.url);
  if (existsSync(fileURLToPath(built))) return { script: built, eval: false };
  const api = tsxEsmApi();
  const source = new URL('./process-worker.ts', import.meta.url).href;
  const boot = `import(${JSON.stringify(api)}).then((tsx) => tsx.tsImport(${JSON.stringify(source)}, ${JSON.stringify(source)}))`;
  return { script: boot, eval: true };
}

function startWorker(kind: FileKind, bytes: Uint8Array, maxMemoryMb: number): Worker {
  // A private copy is transferred: the caller keeps its bytes (a retry may need them) and pooled Buffers,
  // whose memory is shared, are never handed over.
  const copy = new Uint8Array(bytes).buffer;
  const entry = workerEntry();
  return new Worker(entry.script, {
    eval: entry.eval,
    workerData: { kind, bytes: copy },
    transferList: [copy],
    resourceLimits: {
      maxOldGenerationSizeMb: maxMemoryMb,
      maxYoungGenerationSizeMb: Math.max(4, Math.min(64, Math.round(maxMemoryMb / 8))),
      stackSizeMb: 4,
    },
  });
}

function outOfMemory(maxMemoryMb: number): IngestError {
  return new IngestError('out_of_memory', `Reading this file needed more than ${maxMemoryMb} MB of memory.`);
}

function crashed(detail: string): IngestError {
  // Not the file's fault as far as we know (the thread could not start, or died): worth another try.
  return new IngestError('extraction_failed', `The text extraction worker failed (${detail}).`, {
    transient: true,
  });
}

export function processIsolated(
  kind: FileKind,
  bytes: Uint8Array,
  { timeoutMs = 30_000, maxMemoryMb = 256 }: IsolationOptions = {},
): Promise<ProcessedDocument> {
  return new Promise((resolve, reject) => {
    let worker: Worker;
    try {
      worker = startWorker(kind, bytes, maxMemoryMb);
    } catch (error) {
      reject(crashed(error instanceof Error ? error.message : String(error)));
      return;
    }
    let settled = false;
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void worker.terminate();
      outcome();
    };
    const timer = setTimeout(() => {
      const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 100) / 10} s` : `${timeoutMs} ms`;
      settle(() => reject(new IngestError('timeout', `Reading this file took longer than ${limit}.`)));
    }, timeoutMs);
    worker.on('message', (message: unknown) => {
      settle(() => {
        if (!isWorkerReply(message)) reject(crashed('it sent an unreadable reply'));
        else if (message.ok) resolve(message.result);
        else reject(new IngestError(message.error.code, message.error.message, message.error));
      });
    });
    worker.on('error', (error: Error & { code?: string }) => {
      settle(() =>
        reject(error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? outOfMemory(maxMemoryMb) : crashed(error.message)),
      );
    });
    worker.on('exit', (code) => settle(() => reject(crashed(`it exited with code ${code}`))));
  });
}
