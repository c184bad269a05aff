import { randomUUID } from 'node:crypto';

/**
 * The change feed's barrier across instances, on PostgreSQL. A cache on any instance may answer from what it holds,
 * so a change that must stop at once everywhere (a revoked token, a refund, a sign-out) is not done until every
 * instance has heard its announcement. PostgreSQL delivers notifications to each listener in commit order, across
 * channels; so an instance that hears a marker sent after the change has already heard — and applied — the change.
 *
 * Every listening connection names itself FEED_APPLICATION once it LISTENs (so it is counted only when it will
 * hear), listens on BARRIER_CHANNEL, and answers each marker it hears with an acknowledgement. The instance that
 * waits counts the listeners first, sends its marker, and resolves when that many have answered.
 */
export const FEED_APPLICATION = 'kenja-change-feed';
export const BARRIER_CHANNEL = 'kenja_barrier';

/** How long to wait for every instance before failing: one that hangs this long is not answering requests either. */
const BARRIER_TIMEOUT_MS = 10_000;

type Notify = (payload: string) => Promise<unknown>;

export class FeedBarrier {
  private readonly id = randomUUID();
  private readonly waiting = new Map<string, { heard: Set<string>; expected: number; done: () => void }>();

  /** `notify` sends a payload on BARRIER_CHANNEL; `listeners` counts the connections that name themselves FEED_APPLICATION. */
  constructor(
    private readonly notify: Notify,
    private readonly listeners: () => Promise<number>,
  ) {}

  /** What the listening connection calls with each payload heard on BARRIER_CHANNEL. */
  heard(payload: string) {
    const [kind, marker = '', from = ''] = payload.split(' ');
    if (kind === 'sync') {
      void this.notify(`ack ${marker} ${this.id}`).catch(() => undefined);
      return;
    }
    const wait = kind === 'ack' ? this.waiting.get(marker) : undefined;
    if (!wait) return;
    wait.heard.add(from);
    if (wait.heard.size >= wait.expected) wait.done();
  }

  /** Resolves once every instance listening when it was called has heard everything announced before it. */
  async wait(): Promise<void> {
    const expected = await this.listeners();
    if (expected === 0) return; // no instance caches anything: nothing can be stale
    const marker = randomUUID();
    const all = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiting.delete(marker);
        reject(
          new Error(`change feed: ${expected} instances were asked to sync; not all answered within 10 s`),
        );
      }, BARRIER_TIMEOUT_MS);
      this.waiting.set(marker, {
        heard: new Set(),
        expected,
        done: () => {
          clearTimeout(timer);
          this.waiting.delete(marker);
          resolve();
        },
      });
    });
    await this.notify(`sync ${marker}`);
    await all;
  }
}
