/** How long background work on the serving thread runs before letting waiting requests in. */
const SLICE_MS = 5;

/**
 * Cuts background work that runs on the serving thread (building a pack's search index, reading every word of a
 * pack) into slices. Call the returned function between steps: it gives `undefined` while the current slice is
 * short — go on at once — and, once the slice has run `sliceMs`, a promise of the event loop's next turn to await,
 * so the requests waiting meanwhile are served before the next slice (issue 23: a 20 MB pack's index built at once
 * held every request for 585 ms; its words read at once, 0.8–1.6 s).
 */
export function timeSlices(sliceMs = SLICE_MS): () => Promise<void> | undefined {
  let sliceStarted = performance.now();
  return () => {
    if (performance.now() - sliceStarted < sliceMs) return undefined;
    return new Promise<void>((resolve) =>
      setImmediate(() => {
        sliceStarted = performance.now();
        resolve();
      }),
    );
  };
}
