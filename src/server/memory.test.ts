import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadMallocTrim, releaseMemoryWhenQuiet } from './memory';
import { tsxApi } from './paths';

const run = promisify(execFile);

/**
 * A process of its own (its memory is the measurement): 2,000 buffers of 60 KB — under glibc's threshold for a
 * mapping of their own, so in its heap — every sixteenth kept, the rest collected. The heap cannot shrink past the
 * kept ones; trimming gives back the free pages between them.
 */
const FRAGMENTED_HEAP = `
  const { register } = await import(${JSON.stringify(tsxApi())});
  register();
  const { loadMallocTrim } = await import(${JSON.stringify(new URL('./memory.ts', import.meta.url).href)});
  const trim = await loadMallocTrim();
  const kept = [];
  let dropped = [];
  for (let i = 0; i < 2000; i++) {
    const buffer = Buffer.allocUnsafeSlow(60 * 1024).fill(i);
    (i % 16 === 0 ? kept : dropped).push(buffer);
  }
  dropped = undefined;
  globalThis.gc();
  await new Promise((resolve) => setTimeout(resolve, 200)); // V8 frees array buffers' memory off the thread
  const before = process.memoryUsage.rss();
  await trim();
  console.log(JSON.stringify({ before, after: process.memoryUsage.rss(), kept: kept.length }));
`;

describe.runIf(process.platform === 'linux')('giving freed memory back (glibc)', () => {
  it('returns the free pages between live allocations to the system', async () => {
    expect(await loadMallocTrim()).toBeTypeOf('function');
    const { stdout } = await run(
      process.execPath,
      ['--expose-gc', '--input-type=module', '-e', FRAGMENTED_HEAP],
      { env: { ...process.env, MALLOC_ARENA_MAX: '1' } },
    );
    const { before, after } = JSON.parse(stdout) as { before: number; after: number };
    // About 110 MB were freed but stayed resident; at least half of it leaves.
    expect((before - after) / 2 ** 20).toBeGreaterThan(50);
  });
});

describe('releasing memory when the process goes quiet', () => {
  afterEach(() => vi.useRealTimers());

  /** The loads the serving thread reports, window by window, and the windows in which memory was given back. */
  async function watch(loads: number[]) {
    vi.useFakeTimers();
    const released: number[] = [];
    let window = 0;
    const quiet = releaseMemoryWhenQuiet({
      release: async () => void released.push(window),
      everyMs: 1_000,
      utilization: () => loads[window++] ?? 0,
    });
    await vi.advanceTimersByTimeAsync(loads.length * 1_000);
    quiet.stop();
    return released;
  }

  it('gives back once after start-up, once after each stretch of work, never while busy', async () => {
    // Windows: start-up quiet · quiet · busy · busy · quiet · quiet · busy · quiet
    expect(await watch([0.01, 0.01, 0.6, 0.9, 0.02, 0.01, 0.3, 0.04])).toEqual([1, 5, 8]);
  });

  it('waits for the first quiet window however long the work lasts', async () => {
    expect(await watch([0.5, 0.7, 0.8, 0.9, 0.6, 0.5])).toEqual([]);
    expect(await watch([0.5, 0.7, 0.8, 0.9, 0.6, 0.01])).toEqual([6]);
  });
});
