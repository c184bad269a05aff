import type { Language } from './language-list';

/**
 * The one route table (spec 01 §2 and 02 §2): the client's router is built from it, and the server answers 404
 * for any path it does not list. A route is written without a language prefix; `:name` is one path segment.
 */
export const PAGE_ROUTES = [
  '/',
  '/about',
  '/mcp',
  '/connect',
  '/creator-studio',
  '/creator/signup',
  '/creator/upload',
  '/creator/offers',
  '/creator/edit/:id',
  '/creator/success/:id',
  '/creator/dashboard',
  '/creator/packs/:id/stats',
  '/pack/:productId',
  '/cart',
  '/checkout/dev/:id',
  '/orders/:id',
  '/library',
  '/library/:packId/ask',
  '/auth/callback',
  '/oauth/authorize',
  '/admin',
  '/terms',
  '/privacy',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/** Every route also exists under each language prefix. */
export const LANGUAGE_PREFIX: Record<Language, string> = { en: '/us/en', ja: '/jp/ja' };

/** Paths that show a Japanese page without the /jp/ja prefix, mapped to the route they stand for. */
export const JAPANESE_ALIASES: Record<string, PageRoute> = {
  '/ja': '/',
  '/ja/about': '/about',
  '/ja/mcp': '/mcp',
  '/ja/creator-studio': '/creator-studio',
  '/ja/creator/dashboard': '/creator/dashboard',
  '/creator-studio-jp': '/creator-studio',
  '/mcp-jp': '/mcp',
};

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

function matches(route: PageRoute, segments: string[]): boolean {
  const pattern = segmentsOf(route);
  return (
    pattern.length === segments.length &&
    pattern.every((part, i) => part.startsWith(':') || part === segments[i])
  );
}

/**
 * Whether the app has a page at `pathname`, matched the way the client's router matches it: case-insensitive, a
 * trailing slash allowed, at most one language prefix. Everything else is the app's not-found page.
 */
export function isPagePath(pathname: string): boolean {
  const segments = segmentsOf(pathname.toLowerCase());
  const path = `/${segments.join('/')}`;
  if (path in JAPANESE_ALIASES) return true;
  const candidates = [segments];
  for (const prefix of Object.values(LANGUAGE_PREFIX)) {
    const prefixSegments = segmentsOf(prefix);
    if (prefixSegments.every((part, i) => segments[i] === part)) {
      candidates.push(segments.slice(prefixSegments.length));
    }
  }
  return candidates.some((rest) => PAGE_ROUTES.some((route) => matches(route, rest)));
}
