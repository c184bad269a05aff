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
  '/creator/profile',
  '/creator/edit/:id',
  '/creator/success/:id',
  '/creator/dashboard',
  '/creator/packs/:id/stats',
  '/pack/:productId',
  '/cart',
  // Before '/checkout/dev/:id', which would take 'card' for an order's id.
  '/checkout/dev/card',
  '/checkout/dev/:id',
  '/orders/:id',
  '/library',
  '/library/teams/:id',
  '/library/:packId/ask',
  '/auth/callback',
  '/oauth/authorize',
  '/confirm-purchase/:token',
  '/admin',
  '/terms',
  '/privacy',
] as const;

export type PageRoute = (typeof PAGE_ROUTES)[number];

/** Every route also exists under each language prefix. */
export const LANGUAGE_PREFIX: Record<Language, string> = { en: '/us/en', ja: '/jp/ja' };

/** A pack's sales page in `language` (the server's absolute links: marketplace search, the MCP Apps cards). */
export const salesPagePath = (language: Language, slug: string) =>
  `${LANGUAGE_PREFIX[language]}/pack/${slug}`;

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
    pattern.every((part, i) => part.startsWith(':') || part === segments[i]?.toLowerCase())
  );
}

/** A route's path with the segments as given in place of its parameters: ('/pack/:productId', ['Pack', 'X']) → '/pack/X'. */
function fillRoute(route: PageRoute, segments: string[]): string {
  return segmentsOf(route)
    .map((part, i) => (part.startsWith(':') ? (segments[i] ?? part) : part))
    .map((part) => `/${part}`)
    .join('');
}

/**
 * The form in which the app has the page at `pathname`, or undefined when it has none. The client's router matches
 * regardless of case, a trailing slash allowed, at most one language prefix; the language comes from the prefix as
 * written, so '/JA/About' would be an English page. Its canonical form, '/ja/about', has the prefix, alias and
 * route's words in lower case; parameters (a pack's slug, an order's id) and a trailing slash stay as given.
 */
export function canonicalPagePath(pathname: string): string | undefined {
  const segments = segmentsOf(pathname);
  const trailingSlash = segments.length > 0 && pathname.endsWith('/') ? '/' : '';
  const lower = `/${segments.join('/').toLowerCase()}`;
  if (lower in JAPANESE_ALIASES) return `${lower}${trailingSlash}`;
  const candidates: [prefix: string, rest: string[]][] = [['', segments]];
  for (const prefix of Object.values(LANGUAGE_PREFIX)) {
    const prefixSegments = segmentsOf(prefix);
    if (prefixSegments.every((part, i) => segments[i]?.toLowerCase() === part)) {
      candidates.push([prefix, segments.slice(prefixSegments.length)]);
    }
  }
  for (const [prefix, rest] of candidates) {
    const route = PAGE_ROUTES.find((candidate) => matches(candidate, rest));
    if (route === undefined) continue;
    const path = `${prefix}${fillRoute(route, rest)}`;
    return path === '' ? '/' : `${path}${trailingSlash}`;
  }
  return undefined;
}

/**
 * The public pages whose first screen the server renders (issue 53, ADR 0055): what a visitor or a crawler
 * lands on. The rest are screens of a signed-in person, rendered by the app in the browser.
 */
export const SERVER_RENDERED_ROUTES: readonly PageRoute[] = [
  '/',
  '/about',
  '/mcp',
  '/creator-studio',
  '/pack/:productId',
  '/terms',
  '/privacy',
];

/** Whether the server renders the page at `pathname` (canonical already); '/' itself only redirects to a language. */
export function isServerRenderedPath(pathname: string): boolean {
  if (pathname === '/') return false;
  const segments = segmentsOf(pathname);
  const lower = `/${segments.join('/').toLowerCase()}`;
  const alias = JAPANESE_ALIASES[lower];
  if (alias !== undefined) return SERVER_RENDERED_ROUTES.includes(alias);
  const prefix = Object.values(LANGUAGE_PREFIX).find((candidate) =>
    segmentsOf(candidate).every((part, i) => segments[i]?.toLowerCase() === part),
  );
  const rest = prefix === undefined ? segments : segments.slice(segmentsOf(prefix).length);
  return SERVER_RENDERED_ROUTES.some((route) => matches(route, rest));
}

/** Whether the app has a page at `pathname` (in any case: see canonicalPagePath). Everything else is its not-found page. */
export function isPagePath(pathname: string): boolean {
  return canonicalPagePath(pathname) !== undefined;
}
