import type { PgliteOnThread } from './pglite-thread';
import pg from 'pg';
import { BARRIER_CHANNEL, FEED_APPLICATION, FeedBarrier } from './feed-barrier';

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
  /**
   * Resolves when every announcement made before the call has been delivered on every instance listening: a
   * barrier, so a change that must stop at once everywhere is awaited with it before it is answered.
   */
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

/** Listeners per channel: shared by both kinds of feed. */
class Subscribers {
  private readonly byChannel = new Map<string, Set<Listener>>();

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
    for (const listener of this.byChannel.get(channel) ?? []) listener.onChange(payload);
  }

  reset() {
    for (const set of this.byChannel.values()) for (const listener of set) listener.onReset();
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
    // One instance, and announcements were delivered before the query that made them resolved: nothing to wait for.
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
  const barrier = new FeedBarrier(
    (payload) => pool.query('SELECT pg_notify($1, $2)', [BARRIER_CHANNEL, payload]),
    async () => {
      const { rows } = await pool.query<{ listeners: number }>(
        `SELECT count(*)::int AS listeners FROM pg_stat_activity
          WHERE application_name = $1 AND datname = current_database()`,
        [FEED_APPLICATION],
      );
      return rows[0]?.listeners ?? 0;
    },
  );

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
      const next = new pg.Client({ connectionString: url, application_name: `${FEED_APPLICATION}-starting` });
      next.on('notification', ({ channel, payload = '' }) => {
        if (channel === BARRIER_CHANNEL) barrier.heard(payload);
        else subscribers.deliver(channel, payload);
      });
      next.on('error', () => undefined); // 'end' follows, and handles it
      next.on('end', () => {
        if (client === next) lost();
      });
      try {
        await next.connect();
        for (const channel of [BARRIER_CHANNEL, ...subscribers.channels()])
          await next.query(`LISTEN "${channel}"`);
        // Counted by other instances' barriers only now that it hears everything (feed-barrier.ts).
        await next.query(`SET application_name = '${FEED_APPLICATION}'`);
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
    // Notifications reach each listener in commit order across channels, so one barrier serves every channel.
    async sync() {
      if (!client) await connect();
      await barrier.wait();
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
