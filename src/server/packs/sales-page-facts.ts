import type { PageFacts } from '../http/static-client';
import type { PackPages } from './pack-pages';

/** The slug segment of a sales page path as written (`/pack/x`, `/us/en/pack/x`), or null for any other path. */
function slugSegmentOf(path: string): string | null {
  const match = /^(?:\/[a-z]{2}\/[a-z]{2})?\/pack\/([^/]+)\/?$/i.exec(path);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/**
 * Whether a page's pack exists, and for a sales page what it loads first: the page's data (fetched by the page
 * with the slug as the address has it, so the preload is the very request the page makes) and its cover, the
 * page's largest paint.
 */
export async function salesPageFacts(packPages: PackPages, path: string): Promise<PageFacts> {
  const segment = slugSegmentOf(path);
  if (segment === null) return { found: true, preloads: [] };
  const page = await packPages.get(segment.toLowerCase());
  if (!page) return { found: false, preloads: [] };
  return {
    found: true,
    preloads: [
      { href: `/api/packs/by-slug/${segment}`, as: 'fetch' },
      { href: page.pack.image, as: 'image' },
    ],
  };
}
