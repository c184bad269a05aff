import { performance } from 'node:perf_hooks';
import { loadLibc } from './libc';
import type { Logger } from './log';

/**
 * glibc's malloc keeps what the process frees in its heaps for the next allocation and hands back to the system
 * only the free top of each heap. A burst of work — the first start's indexing of the demo packs, a creator's
 * upload — frees far more than it keeps, between allocations that stay: after a first start the heaps held 182 MB of
 * which 37 MB were in use, resident for good. `malloc_trim(0)` gives back every whole free page of every heap
 * (371 → 235 MB RSS, measured; ADR 0035). Node.js has no binding for it (libc.ts). Without glibc there is
 * nothing to call and nothing to do.
 */
export async function loadMallocTrim(): Promise<(() => Promise<void>) | undefined> {
  const libc = await loadLibc();
  // On libuv's pool, not the serving thread: a trim walks every heap (9 ms after a first start), and a request
  // arriving meanwhile would wait for it. Only a thread allocating from the heap being trimmed waits, briefly.
  return libc && (() => libc.mallocTrim(0));
}

export interface QuietRelease {
  stop(): void;
}

export interface QuietReleaseOptions {
  /** Gives freed memory back (`loadMallocTrim`'s). */
  release: () => Promise<void>;
  log?: Logger | undefined;
  /** How often the serving thread's load is looked at. */
  everyMs?: number;
  /** The share of a window the event loop spent working, under which the process counts as quiet. */
  quietBelow?: number;
  /** The serving thread's event-loop utilization since the previous call (0–1); Node's own by default. */
  utilization?: () => number;
}

/** Node's event-loop utilization of the serving thread, over the stretch since it was last asked. */
function eventLoopLoad(): () => number {
  let last = performance.eventLoopUtilization();
  return () => {
    const now = performance.eventLoopUtilization();
    const { utilization } = performance.eventLoopUtilization(now, last);
    last = now;
    return utilization;
  };
}

/**
 * Gives freed memory back once the process goes quiet after work: the first window under `quietBelow` after one
 * over it. Never while busy (trimming takes the heaps' locks, and memory given back mid-burst is asked for again),
 * never twice for one stretch of quiet (an idle server does nothing at all). The timer never keeps the process up.
 */
export function releaseMemoryWhenQuiet({
  release,
  log,
  everyMs = 1_000,
  quietBelow = 0.05,
  utilization = eventLoopLoad(),
}: QuietReleaseOptions): QuietRelease {
  // A new process has just done its start-up work (opening the database, building indexes): the first quiet
  // window gives that back.
  let workedSinceRelease = true;
  let releasing = false;
  const timer = setInterval(() => {
    if (utilization() >= quietBelow) {
      workedSinceRelease = true;
      return;
    }
    if (!workedSinceRelease || releasing) return;
    workedSinceRelease = false;
    releasing = true;
    const before = process.memoryUsage.rss();
    const started = performance.now();
    release()
      .then(
        () =>
          log?.debug(
            {
              ms: Math.round((performance.now() - started) * 10) / 10,
              freedMb: Math.round((before - process.memoryUsage.rss()) / 2 ** 20),
            },
            'freed memory given back',
          ),
        (error: unknown) => log?.warn({ err: error }, 'freed memory could not be given back'),
      )
      .finally(() => (releasing = false));
  }, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
