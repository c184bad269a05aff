/**
 * Runs `processDocument` in its own worker thread so a hostile or pathological file can only exhaust that
 * thread: its heap is capped, it is terminated at the deadline, and the server's event loop never waits on it.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { IngestError, type FileKind, type ProcessedDocument } from './types';
import { isWorkerReply, type WorkerInput } from './worker-protocol';

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

function startWorker(maxMemoryMb: number): Worker {
  const entry = workerEntry();
  return new Worker(entry.script, {
    eval: entry.eval,
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

interface Job {
  kind: FileKind;
  bytes: Uint8Array;
  resolve: (result: ProcessedDocument) => void;
  reject: (error: IngestError) => void;
}

/**
 * One warm worker thread that takes one file at a time. It is thrown away (and the pool starts another when
 * needed) when a file times out, exhausts its heap or kills it, and after `MAX_FILES_PER_WORKER` files, so
 * whatever a library leaves behind cannot add up.
 */
class PooledWorker {
  private readonly worker: Worker;
  private current: { id: number; job: Job; timer: NodeJS.Timeout } | undefined;
  private files = 0;
  private nextId = 1;
  dead = false;

  constructor(
    private readonly limits: Required<IsolationOptions>,
    private readonly onIdle: (worker: PooledWorker) => void,
  ) {
    this.worker = startWorker(limits.maxMemoryMb);
    this.worker.unref();
    this.worker.on('message', (message: unknown) => this.handleReply(message));
    this.worker.on('error', (error: Error & { code?: string }) =>
      this.die(
        error.code === 'ERR_WORKER_OUT_OF_MEMORY' ? outOfMemory(limits.maxMemoryMb) : crashed(error.message),
      ),
    );
    this.worker.on('exit', (code) => this.die(crashed(`it exited with code ${code}`)));
  }

  get busy() {
    return this.current !== undefined;
  }

  run(job: Job) {
    const id = this.nextId++;
    const { timeoutMs } = this.limits;
    const timer = setTimeout(() => {
      const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 100) / 10} s` : `${timeoutMs} ms`;
      this.die(new IngestError('timeout', `Reading this file took longer than ${limit}.`));
    }, timeoutMs);
    this.current = { id, job, timer };
    this.files += 1;
    this.worker.ref();
    // A private copy is transferred: the caller keeps its bytes (a retry may need them) and pooled Buffers,
    // whose memory is shared, are never handed over.
    const copy = new Uint8Array(job.bytes).buffer;
    const input: WorkerInput = { id, kind: job.kind, bytes: copy };
    this.worker.postMessage(input, [copy]);
  }

  private handleReply(message: unknown) {
    const current = this.current;
    if (!current) return;
    if (!isWorkerReply(message) || message.id !== current.id) {
      this.die(crashed('it sent an unreadable reply'));
      return;
    }
    clearTimeout(current.timer);
    this.current = undefined;
    this.worker.unref();
    if (message.ok) current.job.resolve(message.result);
    else current.job.reject(new IngestError(message.error.code, message.error.message, message.error));
    if (this.files >= MAX_FILES_PER_WORKER) this.die();
    else this.onIdle(this);
  }

  /** Ends the thread; the file it was reading, if any, fails with `error`. */
  die(error?: IngestError) {
    if (this.dead) return;
    this.dead = true;
    const current = this.current;
    this.current = undefined;
    if (current) {
      clearTimeout(current.timer);
      current.job.reject(error ?? crashed('it was stopped'));
    }
    void this.worker.terminate();
    this.onIdle(this);
  }
}

const MAX_FILES_PER_WORKER = 100;

/** At most `size` files are read at once; the rest wait their turn. */
export function createExtractionPool(limits: Required<IsolationOptions>, size: number) {
  const workers: PooledWorker[] = [];
  const waiting: Job[] = [];

  const dispatch = (freed?: PooledWorker) => {
    if (freed?.dead) workers.splice(workers.indexOf(freed), 1);
    while (waiting.length > 0) {
      let worker = workers.find((w) => !w.busy && !w.dead);
      if (!worker && workers.length < size) {
        try {
          worker = new PooledWorker(limits, dispatch);
        } catch (error) {
          waiting.shift()?.reject(crashed(error instanceof Error ? error.message : String(error)));
          continue;
        }
        workers.push(worker);
      }
      if (!worker) return;
      worker.run(waiting.shift() as Job);
    }
  };

  return {
    process(kind: FileKind, bytes: Uint8Array): Promise<ProcessedDocument> {
      return new Promise((resolve, reject) => {
        waiting.push({ kind, bytes, resolve, reject });
        dispatch();
      });
    },
    close() {
      for (const worker of [...workers]) worker.die();
    },
  };
}

const pools = new Map<string, ReturnType<typeof createExtractionPool>>();
/** Files read at once per process: the machine's cores are shared with serving requests. */
const POOL_SIZE = 2;

/**
 * Processes a file in a warm worker thread with these limits (one pool per distinct limits). A hostile file only
 * ever costs its own worker.
 */
export function processIsolated(
  kind: FileKind,
  bytes: Uint8Array,
  { timeoutMs = 30_000, maxMemoryMb = 256 }: IsolationOptions = {},
): Promise<ProcessedDocument> {
  const key = `${timeoutMs}:${maxMemoryMb}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = createExtractionPool({ timeoutMs, maxMemoryMb }, POOL_SIZE);
    pools.set(key, pool);
  }
  return pool.process(kind, bytes);
}
