import { describe, expect, it } from 'vitest';
import { timeSlices } from './slices';

/** Work in small steps until `steps` are done, pausing as `pause` says; logs each slice it starts. */
async function sliced(name: string, steps: number, log: string[], sliceMs: number) {
  const pause = timeSlices(sliceMs);
  log.push(name);
  for (let step = 0; step < steps; step += 1) {
    const until = performance.now() + 0.2;
    while (performance.now() < until); // a step of work on the thread
    const paused = pause();
    if (paused) {
      await paused;
      log.push(name);
    }
  }
}

describe('background work in slices', () => {
  it('gives the event loop a turn between any two slices, however many tasks are sliced at once', async () => {
    const log: string[] = [];
    let ticking = true;
    const tick = () => {
      log.push('turn');
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick); // once a turn of the event loop, where the turn's requests would be served
    await Promise.all(['a', 'b', 'c', 'd'].map((name) => sliced(name, 60, log, 3)));
    ticking = false;
    // Each task started at once (its first slice); after that, never two slices without a turn between them.
    const afterStarts = log.slice(log.findIndex((entry, i) => i >= 4 && entry === 'turn'));
    const slicesInARow = afterStarts
      .join(' ')
      .split('turn')
      .map((run) => run.trim().split(' ').filter(Boolean));
    expect(Math.max(...slicesInARow.map((run) => run.length))).toBe(1);
    // And the tasks took turns: every one of them had several slices.
    for (const name of ['a', 'b', 'c', 'd']) {
      expect(afterStarts.filter((entry) => entry === name).length).toBeGreaterThan(2);
    }
  });
});
