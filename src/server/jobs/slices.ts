/** How long background work on the serving thread runs before letting waiting requests in. */
const SLICE_MS = 5;

/** Background work waiting for its next slice, first come first served. */
const waiting: Array<() => void> = [];
let turnScheduled = false;

/**
 * Lets the next waiting task run in the event loop's next turn — one task a turn, so the turn's requests (I/O,
 * timers) always come between two slices, however many tasks are sliced at once.
 */
function scheduleTurn() {
  turnScheduled = true;
  setImmediate(() => {
    turnScheduled = false;
    waiting.shift()?.();
    if (waiting.length > 0) scheduleTurn();
  });
}

/** A promise of this task's next slice: after the requests that have come in, and after the tasks ahead of it. */
function nextSlice(): Promise<void> {
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    if (!turnScheduled) scheduleTurn();
  });
}

/**
 * Cuts background work that runs on the serving thread (building a pack's search index, reading every word of a
 * pack) into slices. Call the returned function between steps: it gives `undefined` while the current slice is
 * short — go on at once — and, once the slice has run `sliceMs`, a promise of the task's next slice to await.
 *
 * The slices of every task in the process take turns, one per turn of the event loop: ten uploads indexed at once
 * used to run a slice each between two turns, so a request that needs a few turns (read, query, answer) waited
 * ten slices at each (p99 200–500 ms, issue 23). A 20 MB pack's index built at once held every request for
 * 585 ms; its words read at once, 0.8–1.6 s.
 */
export function timeSlices(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let sliceStarted = performance.now();
  return () => {
    if (performance.now() - sliceStarted < sliceMs) return undefined;
    return nextSlice().then(() => {
      sliceStarted = performance.now();
    });
  };
}
