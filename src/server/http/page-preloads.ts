/**
 * What a page will ask for as soon as it runs, told in its first response so the browser fetches it alongside the
 * app's entry file instead of after it (entry → route code → API → cover). The sales page's cover, its largest
 * paint, was found 2.3 s into a slow phone load (docs/decisions/0016). Route code is not preloaded: beside the entry
 * file it shares the same slow link and delays the first paint of every page more than it saves.
 */
export interface Preload {
  href: string;
  as: 'fetch' | 'image';
}

/** `<link>` tags for the preloads, for the page's <head>. */
export function preloadLinks(preloads: Preload[]): string {
  return preloads
    .map(({ href, as }) => {
      const url = encodeURI(href).replace(/"/g, '%22');
      // Matches the page's own fetch() of it (same origin, cookies sent); an image is the page's largest paint.
      if (as === 'fetch') return `<link rel="preload" as="fetch" crossorigin href="${url}">`;
      return `<link rel="preload" as="image" fetchpriority="high" href="${url}">`;
    })
    .join('');
}
