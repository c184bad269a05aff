import type { ChangeFeed } from '../db/change-feed';
import { INDEX_CHANNEL } from '../db/channels';

export interface CachedPage {
  html: string;
  status: 200 | 404;
}

export interface PageCache {
  /** The page rendered for a signed-out visitor at this address, while it is still fresh. */
  get(address: string): CachedPage | undefined;
  set(address: string, page: CachedPage): void;
}

/** Addresses kept at most: the public pages in two languages, their searches and every pack's page, within reason. */
const MAX_PAGES = 1_000;

/**
 * The public pages as a signed-out visitor receives them (ADR 0055), kept for as long as the data they show is
 * (`ttlMs`, the catalog's own time) and dropped at once when a pack changes (the database's announcements, as the
 * catalog and the sales pages' caches are). A page depends only on its address then: no cookie, no session. Nothing
 * is kept while announcements do not arrive, nor with `ttlMs` 0. Oldest first out beyond MAX_PAGES.
 */
export function createPageCache(options: { ttlMs: number; now: () => Date; changes: ChangeFeed }): PageCache {
  const { ttlMs, now, changes } = options;
  const pages = new Map<string, CachedPage & { keptAt: number }>();
  const dropAll = () => pages.clear();
  changes.subscribe(INDEX_CHANNEL, dropAll, dropAll);
  return {
    get(address) {
      const page = pages.get(address);
      if (!page) return undefined;
      if (!changes.live || now().getTime() - page.keptAt > ttlMs) {
        pages.delete(address);
        return undefined;
      }
      return page;
    },
    set(address, page) {
      if (ttlMs === 0 || !changes.live) return;
      pages.delete(address);
      pages.set(address, { ...page, keptAt: now().getTime() });
      if (pages.size > MAX_PAGES) pages.delete(pages.keys().next().value as string);
    },
  };
}
