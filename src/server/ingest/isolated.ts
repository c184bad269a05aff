/**
 * Runs `processDocument` in its own child process so a hostile or pathological file can only exhaust that
 * process: its heap is capped, it is killed at the deadline, and the server's event loop never waits on it.
 *
 * A child process, not a worker thread with `resourceLimits`: on Node.js 22 a worker that reaches its heap limit
 * inside a garbage collection can abort the whole process ("Reached heap limit"), server included. A child that
 * runs out of memory only ends itself.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { setPriority } from 'node:os';
import type { Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import type { PackedDocument } from './staged-chunks';
import { tsxLoader } from '../paths';
import { IngestError, type FileKind } from './types';
import { isWorkerBatch, isWorkerReply, type FileSource, type WorkerInput } from './worker-protocol';

export interface IsolationOptions {
  timeoutMs?: number;
  /** Cap on the child's JavaScript heap (V8's old generation). */
  maxMemoryMb?: number;
}

/** The bundled worker beside dist/server/main.js, else the TypeScript source run through tsx. */
function workerEntry(): { script: string; loader: string[] } {
  const built = fileURLToPath(new URL('./process-worker.js', import.meta.url));
  if (existsSync(built)) return { script: built, loader: [] };
  return {
    script: fileURLToPath(new URL('./process-worker.ts', import.meta.url)),
    loader: ['--import', tsxLoader()],
  };
}

/**
 * How much the extraction yields the processor to the server (a nice value: 0 normal, 19 the least). Indexing may
 * take longer; requests must not wait behind it for a core (issue 23: on two cores, extraction beside the serving
 * thread and the database's thread held requests 100–250 ms).
 */
const EXTRACTION_NICENESS = 10;

function startWorker(maxMemoryMb: number): ChildProcess {
  const entry = workerEntry();
  const child = fork(entry.script, [], {
    execArgv: [...entry.loader, `--max-old-space-size=${maxMemoryMb}`],
    // Structured clone over the channel: bytes sent (not a path) arrive as a Uint8Array, not as JSON.
    serialization: 'advanced',
    // stderr is kept to tell "out of memory" from other deaths; the child writes nothing else.
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  try {
    if (child.pid !== undefined) setPriority(child.pid, EXTRACTION_NICENESS);
  } catch {
    // Not allowed here (some containers): the extraction runs at the server's priority, as before.
  }
  return child;
}

function outOfMemory(maxMemoryMb: number): IngestError {
  return new IngestError('out_of_memory', `Reading this file needed more than ${maxMemoryMb} MB of memory.`);
}

function crashed(detail: string): IngestError {
  // Not the file's fault as far as we know (the process could not start, or died): worth another try.
  return new IngestError('extraction_failed', `The text extraction worker failed (${detail}).`, {
    transient: true,
  });
}

interface Job {
  kind: FileKind;
  source: FileSource;
  resolve: (result: PackedDocument) => void;
  reject: (error: IngestError) => void;
}

/** The tail of the child's stderr: V8 reports running out of heap there before the process aborts. */
const STDERR_KEPT = 4096;

/**
 * One warm child process that takes one file at a time. It is thrown away (and the pool starts another when
 * needed) when a file times out, exhausts its heap or kills it, and after `MAX_WEAR_PER_WORKER` files' worth, so
 * whatever a library leaves behind cannot add up.
 */
class PooledWorker {
  private readonly child: ChildProcess;
  private current: { id: number; job: Job; timer: NodeJS.Timeout; batches: string[] } | undefined;
  /** How much of its life the process has used (`wear`): it is replaced at `MAX_WEAR_PER_WORKER`. */
  private wear = 0;
  private nextId = 1;
  private stderr = '';
  dead = false;

  constructor(
    private readonly limits: Required<IsolationOptions>,
    private readonly onIdle: (worker: PooledWorker) => void,
  ) {
    this.child = startWorker(limits.maxMemoryMb);
    this.child.stderr?.setEncoding('utf8');
    this.child.stderr?.on('data', (text: string) => {
      this.stderr = (this.stderr + text).slice(-STDERR_KEPT);
    });
    this.child.on('message', (message: unknown) => this.handleReply(message));
    this.child.on('error', (error) => this.die(crashed(error.message)));
    this.child.on('exit', (code, signal) => {
      // stderr may still be draining when 'exit' fires; 'close' comes after it.
      this.child.once('close', () => this.die(this.deathCause(code, signal)));
    });
    this.setRef(false);
  }

  get busy() {
    return this.current !== undefined;
  }

  /** An idle child does not keep the server's process alive. */
  private setRef(ref: boolean) {
    // The stderr pipe is a socket (it has ref/unref), though typed as a plain Readable.
    const stderr = this.child.stderr as Socket | null;
    for (const handle of [this.child, this.child.channel, stderr]) {
      if (ref) handle?.ref();
      else handle?.unref();
    }
  }

  private deathCause(code: number | null, signal: NodeJS.Signals | null): IngestError {
    // V8's wordings: "JavaScript heap out of memory", "Reached heap limit", "Fatal process out of memory: Zone",
    // "Committing semi space failed. Allocation failed - process out of memory".
    if (/out of memory|Reached heap limit|Allocation failed/i.test(this.stderr))
      return outOfMemory(this.limits.maxMemoryMb);
    // V8 aborts (SIGABRT) when it reaches the heap limit; under load its last words can be lost with the pipe (seen
    // once in a full run on PostgreSQL). Nothing else in the worker aborts: an abort is the heap limit.
    if (signal === 'SIGABRT') return outOfMemory(this.limits.maxMemoryMb);
    return crashed(signal ? `it was killed by ${signal}` : `it exited with code ${code}`);
  }

  run(job: Job) {
    const id = this.nextId++;
    const { timeoutMs } = this.limits;
    const timer = setTimeout(() => {
      const limit = timeoutMs >= 1000 ? `${Math.round(timeoutMs / 100) / 10} s` : `${timeoutMs} ms`;
      this.die(new IngestError('timeout', `Reading this file took longer than ${limit}.`));
    }, timeoutMs);
    this.current = { id, job, timer, batches: [] };
    this.wear += wear(job);
    this.setRef(true);
    const input: WorkerInput = { id, kind: job.kind, source: job.source };
    this.child.send(input, (error) => {
      if (error) this.die(crashed(error.message));
    });
  }

  private handleReply(message: unknown) {
    const current = this.current;
    if (!current) return;
    if (isWorkerBatch(message) && message.id === current.id) {
      current.batches.push(message.batch);
      return;
    }
    if (!isWorkerReply(message) || message.id !== current.id) {
      this.die(crashed('it sent an unreadable reply'));
      return;
    }
    clearTimeout(current.timer);
    this.current = undefined;
    this.setRef(false);
    if (message.ok) current.job.resolve({ ...message.result, batches: current.batches });
    else if (message.error.code === 'out_of_memory') current.job.reject(outOfMemory(this.limits.maxMemoryMb));
    else current.job.reject(new IngestError(message.error.code, message.error.message, message.error));
    if (this.wear >= MAX_WEAR_PER_WORKER) this.die();
    else this.onIdle(this);
  }

  /** Ends the process; the file it was reading, if any, fails with `error`. */
  die(error?: IngestError) {
    if (this.dead) return;
    this.dead = true;
    const current = this.current;
    this.current = undefined;
    if (current) {
      clearTimeout(current.timer);
      current.job.reject(error ?? crashed('it was stopped'));
    }
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    this.setRef(false);
    this.onIdle(this);
  }
}

/** A process reads this many PDF or Word files, or the text and Markdown equivalent, before it is replaced. */
const MAX_WEAR_PER_WORKER = 100;

/**
 * What one file costs of a process's life. A PDF or Word file counts whole: their parsers keep what they build a
 * file at a time, and a process must not live long enough for that to add up. A text or Markdown file sent as bytes
 * (at most 256 KB: ingest/index-handler.ts) counts its share of a megabyte, at least a hundredth: our own code reads
 * those, and replacing the process every hundred short notes — a second's start each, from source — made an import
 * of 3,000 notes wait 10× longer for extraction than for the work itself (issue 53).
 */
function wear(job: Job): number {
  if (job.kind === 'pdf' || job.kind === 'docx' || !(job.source instanceof Uint8Array)) return 1;
  return Math.max(job.source.byteLength / (1024 * 1024), 0.01);
}

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
    process(kind: FileKind, source: FileSource): Promise<PackedDocument> {
      return new Promise((resolve, reject) => {
        waiting.push({ kind, source, resolve, reject });
        dispatch();
      });
    },
    /** Ends every worker and every file waiting: each fails as stopped. */
    close() {
      for (const job of waiting.splice(0)) job.reject(crashed('it was stopped'));
      for (const worker of [...workers]) worker.die();
    },
  };
}

const pools = new Map<string, ReturnType<typeof createExtractionPool>>();

/**
 * Ends this process's extraction workers (a stopping server): a file being read fails as stopped, its job having been
 * handed back already. Left alone, a busy worker outlives the server until its file is read — minutes for a hard one
 * — since it only notices the server is gone between files.
 */
export function closeExtractionPools() {
  for (const pool of pools.values()) pool.close();
  pools.clear();
}
/** Files read at once per process: the machine's cores are shared with serving requests. */
const POOL_SIZE = 2;

/**
 * Processes a file in a warm child process with these limits (one pool per distinct limits). A hostile file only
 * ever costs its own worker.
 */
export function processIsolated(
  kind: FileKind,
  source: FileSource,
  { timeoutMs = 30_000, maxMemoryMb = 256 }: IsolationOptions = {},
): Promise<PackedDocument> {
  const key = `${timeoutMs}:${maxMemoryMb}`;
  let pool = pools.get(key);
  if (!pool) {
    pool = createExtractionPool({ timeoutMs, maxMemoryMb }, POOL_SIZE);
    pools.set(key, pool);
  }
  return pool.process(kind, source);
}
