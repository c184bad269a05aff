import { categoriesMatching } from '../../common/categories';
import type { PackCard, PackListQuery, PackListResponse } from '../../common/contracts/packs';
import type { Clock } from '../clock';
import type { ReadSource } from '../db/read-replica';
import type { ChangeFeed } from '../db/change-feed';
import { loadPublishedCards } from './catalog-query';
import { INDEX_CHANNEL } from '../db/channels';

interface Entry {
  card: PackCard;
  /** Title, description and creator name, lower-cased once, for the spec's substring match. */
  text: string;
}

interface Snapshot {
  entries: Entry[];
  cards: readonly PackCard[];
  loadedAt: number;
  /** Answers already computed from this snapshot, by query: the same query gets the same (frozen) object. */
  answers: Map<string, PackListResponse>;
}

/** Enough for every category × a page or two and the popular searches; beyond it the memo starts over. */
const MAX_MEMOIZED_ANSWERS = 512;

export interface Catalog {
  /** Published packs matching the home filter (spec 01 §5), a page at a time. */
  list(query: PackListQuery): Promise<PackListResponse>;
  /** Every published marketplace pack's card, from the same snapshot (the marketplace's find ranks over them). */
  published(): Promise<readonly PackCard[]>;
  /** Call after changing a pack, so the next listing reads the database again. */
  invalidate(): void;
}

export interface CatalogOptions {
  /**
   * How long a loaded catalog is served before it is refreshed in the background; 0 reads on every call. A safety
   * net only: every change to a pack is announced, and the catalog drops its snapshot when it hears one.
   */
  ttlMs: number;
  /** Where changes to packs are announced (`kenja_index`), on every instance. */
  changes?: ChangeFeed;
  /** The app's clock: how old a snapshot is, and which purchases were "today". */
  now: Clock;
}

/**
 * The marketplace listing, served from a snapshot of the published catalog held in memory.
 *
 * Why: the listing is read on every home page view and changes rarely, and a database round trip per view
 * (PGlite especially) cannot meet the latency target under load. The snapshot is refreshed in the background once
 * it is older than `ttlMs` (callers never wait for it), and dropped at once on every instance when the database
 * announces a change to a pack. Matching in memory is exact to the spec's rules and fast for catalogs of
 * many thousands of packs.
 */
export function createCatalog(reads: ReadSource, { ttlMs, changes, now }: CatalogOptions): Catalog {
  let snapshot: Snapshot | undefined;
  let loading: Promise<Snapshot> | undefined;
  // Bumped by invalidate(), so a load that began before a change cannot install its stale result.
  let generation = 0;
  const invalidate = () => {
    generation += 1;
    snapshot = undefined;
    loading = undefined;
  };
  // A pack published, edited, paused or deleted on any instance: the next listing reads the database again. A
  // change to the passages of a pack the listing does not show (`pack:<id>`: its counts and index version, never its
  // status — ingest/index-document.ts is the only statement that moves an index version) cannot change the listing:
  // a creator importing thousands of notes into a draft made the listing reload its catalog at every commit (p99 13 →
  // 167 ms, issue 53).
  const announced = (payload: string) => {
    const [kind, id] = payload.split(/:(.*)/s);
    if (kind === 'pack' && snapshot && !snapshot.entries.some((entry) => entry.card.id === id)) return;
    invalidate();
  };
  changes?.subscribe(INDEX_CHANNEL, announced, invalidate);

  const load = (): Promise<Snapshot> => {
    if (loading) return loading;
    const startedIn = generation;
    const loadedAt = now();
    const pending = reads
      .fresh()
      .then((db) => loadPublishedCards(db, loadedAt))
      .then((cards) => {
        const loaded: Snapshot = {
          entries: cards.map(toEntry),
          cards: Object.freeze(cards),
          loadedAt: loadedAt.getTime(),
          answers: new Map(),
        };
        if (startedIn === generation) snapshot = loaded;
        return loaded;
      })
      .finally(() => {
        if (loading === pending) loading = undefined;
      });
    loading = pending;
    return pending;
  };

  const current = async (): Promise<Snapshot> => {
    if (!snapshot || ttlMs === 0 || (changes && !changes.live)) return load();
    if (now().getTime() - snapshot.loadedAt > ttlMs) {
      load().catch((err: unknown) => console.error('Catalog refresh failed; serving the previous one', err));
    }
    return snapshot;
  };

  return {
    async list(query) {
      const { entries, answers } = await current();
      const key = JSON.stringify([query.q, query.category, query.limit, query.offset]);
      const memoized = answers.get(key);
      if (memoized) return memoized;
      const matches = entries.filter(matcher(query));
      const answer = Object.freeze({
        packs: matches.slice(query.offset, query.offset + query.limit).map((e) => e.card),
        total: matches.length,
      });
      if (answers.size >= MAX_MEMOIZED_ANSWERS) answers.clear();
      answers.set(key, answer);
      return answer;
    },
    async published() {
      return (await current()).cards;
    },
    invalidate,
  };
}

function toEntry(card: PackCard): Entry {
  return { card, text: [card.title, card.description, card.creator.name].join('\n').toLocaleLowerCase() };
}

/** Text matches title, description, creator or a category name (EN or JA); category exactly; both when both set. */
function matcher({ q, category }: PackListQuery): (entry: Entry) => boolean {
  const needle = q?.toLocaleLowerCase();
  const textCategories = needle ? new Set<string>(categoriesMatching(needle)) : undefined;
  return (entry) => {
    if (category && entry.card.category !== category) return false;
    if (!needle) return true;
    return entry.text.includes(needle) || (textCategories?.has(entry.card.category) ?? false);
  };
}
