import { randomUUID } from 'node:crypto';
import type { PgliteOnThread } from './pglite-thread';
import pg from 'pg';

type Listener = { onChange: (payload: string) => void; onReset: () => void };

/**
 * Announcements of changes, made with PostgreSQL's NOTIFY (by triggers or by Kenja) and heard by every instance
 * with LISTEN — on PGlite as on PostgreSQL. What caches use to drop what changed underneath them.
 */
export interface ChangeFeed {
  /**
   * `onChange` receives each payload announced on `channel`; `onReset` is called when announcements may have been
   * missed (the listening connection dropped), so everything cached must go. Returns the unsubscribe function.
   */
  subscribe(channel: string, onChange: (payload: string) => void, onReset?: () => void): () => void;
  /** True while announcements arrive. A cache must not keep anything while it is false. */
  readonly live: boolean;
  /** Resolves when every announcement made before the call has been delivered here: a barrier. */
  sync(channel: string): Promise<void>;
  close(): Promise<void>;
}

/**
 * Subscribes to one kind of change on `channel`, whose payloads are `kind:id` (the triggers' form, migration 0009):
 * `onChange` receives the id of each change of that kind, and other kinds are ignored.
 */
export function subscribeToKind(
  feed: ChangeFeed,
  channel: string,
  kind: string,
  onChange: (id: string) => void,
  onReset?: () => void,
): () => void {
  return feed.subscribe(
    channel,
    (payload) => {
      const [announced, id = ''] = payload.split(/:(.*)/s);
      if (announced === kind) onChange(id);
    },
    onReset,
  );
}

const SYNC_PREFIX = 'kenja-sync:';

/** Listeners per channel, and the barrier: shared by both kinds of feed. */
class Subscribers {
  private readonly byChannel = new Map<string, Set<Listener>>();
  private readonly waiting = new Map<string, () => void>();

  channels() {
    return [...this.byChannel.keys()];
  }

  add(channel: string, listener: Listener): { first: boolean; remove: () => void } {
    const set = this.byChannel.get(channel) ?? new Set();
    const first = set.size === 0;
    set.add(listener);
    this.byChannel.set(channel, set);
    return { first, remove: () => set.delete(listener) };
  }

  deliver(channel: string, payload: string) {
    if (payload.startsWith(SYNC_PREFIX)) {
      this.waiting.get(payload)?.();
      this.waiting.delete(payload);
      return;
    }
    for (const listener of this.byChannel.get(channel) ?? []) listener.onChange(payload);
  }

  reset() {
    for (const set of this.byChannel.values()) for (const listener of set) listener.onReset();
  }

  /** Announces a marker and waits to hear it back: announcements arrive in commit order. */
  async barrier(announce: (payload: string) => Promise<unknown>) {
    const marker = `${SYNC_PREFIX}${randomUUID()}`;
    const heard = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('change feed: no answer to a sync within 10 s')),
        10_000,
      );
      this.waiting.set(marker, () => {
        clearTimeout(timer);
        resolve();
      });
    });
    await announce(marker);
    await heard;
  }
}

/** PGlite delivers announcements to its own listeners before the query that made them resolves. */
export function pgliteChangeFeed(client: Pick<PgliteOnThread, 'listen'>): ChangeFeed {
  const subscribers = new Subscribers();
  const unlisten: Promise<() => Promise<void>>[] = [];
  return {
    live: true,
    subscribe(channel, onChange, onReset = () => {}) {
      const { first, remove } = subscribers.add(channel, { onChange, onReset });
      if (first) unlisten.push(client.listen(channel, (payload) => subscribers.deliver(channel, payload)));
      return remove;
    },
    // Announcements were delivered before the query that made them resolved: there is never anything to wait for.
    sync: async () => {},
    async close() {
      for (const stop of await Promise.all(unlisten)) await stop();
    },
  };
}

/**
 * On PostgreSQL: one connection of its own that LISTENs (a pooled one may be handed to someone else). When it
 * drops, listeners are reset and it reconnects, backing off up to 5 s; `live` is false meanwhile.
 */
export function postgresChangeFeed(url: string, pool: pg.Pool): ChangeFeed {
  const subscribers = new Subscribers();
  let client: pg.Client | undefined;
  let live = false;
  let closed = false;
  let connecting: Promise<void> | undefined;
  let retryMs = 100;

  const lost = () => {
    live = false;
    client = undefined;
    subscribers.reset();
    if (closed) return;
    setTimeout(() => void connect(), retryMs).unref();
    retryMs = Math.min(retryMs * 2, 5_000);
  };

  const connect = () => {
    connecting ??= (async () => {
      const next = new pg.Client({ connectionString: url });
      next.on('notification', (message) => subscribers.deliver(message.channel, message.payload ?? ''));
      next.on('error', () => undefined); // 'end' follows, and handles it
      next.on('end', () => {
        if (client === next) lost();
      });
      try {
        await next.connect();
        for (const channel of subscribers.channels()) await next.query(`LISTEN "${channel}"`);
        client = next;
        live = true;
        retryMs = 100;
        // Anything cached before this connection existed may have missed an announcement.
        subscribers.reset();
      } catch {
        await next.end().catch(() => undefined);
        lost();
      } finally {
        connecting = undefined;
      }
    })();
    return connecting;
  };

  return {
    get live() {
      return live;
    },
    subscribe(channel, onChange, onReset = () => {}) {
      if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`change feed: bad channel name ${channel}`);
      const { first, remove } = subscribers.add(channel, { onChange, onReset });
      if (first && client) void client.query(`LISTEN "${channel}"`).catch(() => undefined);
      if (!client) void connect();
      return remove;
    },
    async sync(channel) {
      if (!client) await connect();
      await subscribers.barrier((marker) => pool.query('SELECT pg_notify($1, $2)', [channel, marker]));
    },
    async close() {
      closed = true;
      await connecting;
      const current = client;
      client = undefined;
      live = false;
      await current?.end().catch(() => undefined);
    },
  };
}
