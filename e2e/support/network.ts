import type { Page, Request } from '@playwright/test';

interface Watch {
  inFlight: Set<Request>;
  /** Requests started so far: a change across a frame means the page asked for more. */
  started: number;
  /** Called whenever a request ends. */
  onEnd: Set<() => void>;
}

const watches = new WeakMap<Page, Watch>();

/** Keeps count of the page's requests from now on (support/test.ts does it for every page). */
export function watchRequests(page: Page) {
  if (watches.has(page)) return;
  const watch: Watch = { inFlight: new Set(), started: 0, onEnd: new Set() };
  const end = (request: Request) => {
    watch.inFlight.delete(request);
    for (const listener of watch.onEnd) listener();
  };
  page.on('request', (request) => {
    watch.inFlight.add(request);
    watch.started += 1;
  });
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  watches.set(page, watch);
}

/**
 * Resolves once the page has no request in flight and has started none over two animation frames — so the
 * responses it had been waiting for have been rendered, and whatever they made it ask for next has been asked for
 * and answered too. Unlike Playwright's `networkidle` (no request for 500 ms) it waits only as long as the page
 * is busy. Pages not watched (opened by hand, outside support/test.ts) fall back to `networkidle`.
 */
export async function networkQuiet(page: Page, timeoutMs = 15_000) {
  const watch = watches.get(page);
  if (!watch) return page.waitForLoadState('networkidle');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await noneInFlight(watch, deadline);
    const started = watch.started;
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    if (watch.started === started && watch.inFlight.size === 0) return;
  }
}

function noneInFlight(watch: Watch, deadline: number): Promise<void> {
  if (watch.inFlight.size === 0) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      watch.onEnd.delete(check);
      const pending = [...watch.inFlight].map((request) => `${request.method()} ${request.url()}`);
      reject(new Error(`the page kept requests in flight: ${pending.join(', ')}`));
    }, deadline - Date.now());
    const check = () => {
      if (watch.inFlight.size > 0) return;
      clearTimeout(timer);
      watch.onEnd.delete(check);
      resolve();
    };
    watch.onEnd.add(check);
  });
}
